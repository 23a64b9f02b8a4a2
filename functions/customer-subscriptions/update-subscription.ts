import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { changeMySubscription } from '../../shared/use-cases/customer-autoship';
import { updateMySubscriptionRoute } from './update-subscription.route';

export const handler = defineHandler(updateMySubscriptionRoute, async ({ params, body, principal }) => ({
  subscription: presentSubscription(
    await changeMySubscription(
      { companyId: principal.companyId, customerId: principal.customerId },
      params.token,
      body.subscription,
    ),
  ),
}));
