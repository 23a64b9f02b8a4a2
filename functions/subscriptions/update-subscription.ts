import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateSubscription } from '../../shared/subscriptions/change-subscription';
import { presentSubscription } from '../../shared/subscriptions/present-subscription';
import { presentRenewal } from '../../shared/subscriptions/present-renewal';
import { updateSubscriptionRoute } from './billing-routes';

export const handler = defineHandler(updateSubscriptionRoute(), async ({ params, body, principal }) => {
  const { subscription, renewal } = await updateSubscription(principal.companyId, params.id, body.subscription);
  return { subscription: presentSubscription(renewal?.subscription ?? subscription), renewal: renewal ? presentRenewal(renewal) : null };
});
