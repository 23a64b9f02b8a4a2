import { defineHandler } from '../../shared/http/define-handler';
import { presentSubscription } from '../../shared/webhooks/present-subscription';
import { requireVisibleSubscription } from '../../shared/webhooks/subscription-access';
import { getWebhookRoute } from './routes';

export const handler = defineHandler(getWebhookRoute, async ({ params, principal }) => ({
  webhook: presentSubscription(await requireVisibleSubscription(principal, params.id)),
}));
