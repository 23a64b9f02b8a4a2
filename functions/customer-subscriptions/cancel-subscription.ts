import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { cancelMySubscription } from '../../shared/use-cases/customer-autoship';
import { myCancelSubscriptionRoute } from './cancel-subscription.route';

export const handler = defineHandler(myCancelSubscriptionRoute, async ({ params, body, principal }) => ({
  subscription: presentSubscription(
    await cancelMySubscription(
      { companyId: principal.companyId, customerId: principal.customerId },
      params.token,
      body.reason ?? null,
    ),
  ),
}));
