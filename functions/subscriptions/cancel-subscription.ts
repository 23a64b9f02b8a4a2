import { defineHandler } from '../../shared/edge/http/define-handler';
import { cancelSubscription } from '../../shared/domains/autoship/subscription-lifecycle';
import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { cancelSubscriptionRoute } from './cancel-subscription.route';

export const handler = defineHandler(cancelSubscriptionRoute, async ({ params, body, principal }) => ({
  subscription: presentSubscription(
    await cancelSubscription(principal.companyId, params.id, { atPeriodEnd: body.cancellation.at_period_end ?? false }),
  ),
}));
