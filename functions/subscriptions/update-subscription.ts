import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateSubscription } from '../../shared/use-cases/change-subscription';
import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { presentRenewal } from '../../shared/domains/autoship/present-renewal';
import { updateSubscriptionRoute } from './update-subscription.route';

export const handler = defineHandler(updateSubscriptionRoute, async ({ params, body, principal }) => {
  const { subscription, renewal } = await updateSubscription(principal.companyId, params.id, body.subscription);
  return {
    subscription: presentSubscription(renewal?.subscription ?? subscription),
    renewal: renewal ? presentRenewal(renewal) : null,
  };
});
