import { defineHandler } from '../../shared/edge/http/define-handler';
import { chargeNow } from '../../shared/subscriptions/charge-now';
import { presentSubscription } from '../../shared/subscriptions/present-subscription';
import { presentRenewal } from '../../shared/subscriptions/present-renewal';
import { chargeSubscriptionRoute } from './billing-routes';

export const handler = defineHandler(chargeSubscriptionRoute(), async ({ params, principal }) => {
  const result = await chargeNow(principal.companyId, params.id);
  return { subscription: presentSubscription(result.subscription), renewal: presentRenewal(result) };
});
