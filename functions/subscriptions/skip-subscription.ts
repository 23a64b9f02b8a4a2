import { defineHandler } from '../../shared/edge/http/define-handler';
import { skipNextCycle } from '../../shared/subscriptions/subscription-lifecycle';
import { presentSubscription } from '../../shared/subscriptions/present-subscription';
import { skipSubscriptionRoute } from './routes';

export const handler = defineHandler(skipSubscriptionRoute(), async ({ params, principal }) => ({ subscription: presentSubscription(await skipNextCycle(principal.companyId, params.id)) }));
