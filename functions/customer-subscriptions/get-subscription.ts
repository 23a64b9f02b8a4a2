import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { mySubscription } from '../../shared/use-cases/customer-autoship';
import { getMySubscriptionRoute } from './get-subscription.route';

export const handler = defineHandler(getMySubscriptionRoute, async ({ params, principal }) => ({
  subscription: presentSubscription(
    await mySubscription({ companyId: principal.companyId, customerId: principal.customerId }, params.token),
  ),
}));
