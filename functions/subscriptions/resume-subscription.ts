import { defineHandler } from '../../shared/edge/http/define-handler';
import { resumeSubscription } from '../../shared/subscriptions/subscription-lifecycle';
import { presentSubscription } from '../../shared/subscriptions/present-subscription';
import { resumeSubscriptionRoute } from './routes';

export const handler = defineHandler(resumeSubscriptionRoute(), async ({ params, principal }) => ({ subscription: presentSubscription(await resumeSubscription(principal.companyId, params.id)) }));
