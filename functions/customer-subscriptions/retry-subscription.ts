import { presentRenewal } from '../../shared/domains/autoship/present-renewal';
import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { retryMySubscription } from '../../shared/use-cases/customer-autoship';
import { myRetrySubscriptionRoute } from './retry-subscription.route';

export const handler = defineHandler(myRetrySubscriptionRoute, async ({ params, principal }) => {
  const result = await retryMySubscription(
    { companyId: principal.companyId, customerId: principal.customerId },
    params.token,
  );
  return { subscription: presentSubscription(result.subscription), renewal: presentRenewal(result) };
});
