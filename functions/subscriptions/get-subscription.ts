import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { getSubscription } from '../../shared/domains/autoship/subscription-store';
import { getSubscriptionRoute } from './get-subscription.route';

export const handler = defineHandler(getSubscriptionRoute, async ({ params, principal }) => ({
  subscription: presentSubscription(await getSubscription(principal.companyId, params.id)),
}));
