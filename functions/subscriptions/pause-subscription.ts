import { defineHandler } from '../../shared/edge/http/define-handler';
import { pauseSubscription } from '../../shared/domains/autoship/subscription-lifecycle';
import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { pauseSubscriptionRoute } from './pause-subscription.route';

export const handler = defineHandler(pauseSubscriptionRoute, async ({ params, body, principal }) => ({
  subscription: presentSubscription(
    await pauseSubscription(principal.companyId, params.id, {
      resumeOn: body.pause.resume_on,
      note: body.pause.reason,
    }),
  ),
}));
