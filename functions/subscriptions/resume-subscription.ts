import { defineHandler } from '../../shared/edge/http/define-handler';
import { resumeSubscription } from '../../shared/domains/autoship/subscription-lifecycle';
import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { resumeSubscriptionRoute } from './resume-subscription.route';

export const handler = defineHandler(resumeSubscriptionRoute, async ({ params, principal }) => ({
  subscription: presentSubscription(await resumeSubscription(principal.companyId, params.id)),
}));
