import { defineHandler } from '../../shared/edge/http/define-handler';
import { skipNextCycle } from '../../shared/domains/autoship/subscription-lifecycle';
import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { skipSubscriptionRoute } from './skip-subscription.route';

export const handler = defineHandler(skipSubscriptionRoute, async ({ params, principal }) => ({
  subscription: presentSubscription(await skipNextCycle(principal.companyId, params.id)),
}));
