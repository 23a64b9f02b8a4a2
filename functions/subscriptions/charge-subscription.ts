import { defineHandler } from '../../shared/edge/http/define-handler';
import { chargeNow } from '../../shared/use-cases/charge-now';
import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { presentRenewal } from '../../shared/domains/autoship/present-renewal';
import { chargeSubscriptionRoute } from './charge-subscription.route';

export const handler = defineHandler(chargeSubscriptionRoute, async ({ params, principal }) => {
  const result = await chargeNow(principal.companyId, params.id);
  return { subscription: presentSubscription(result.subscription), renewal: presentRenewal(result) };
});
