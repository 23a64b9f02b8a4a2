import { defineHandler } from '../../shared/http/define-handler';
import { NotFound } from '../../shared/http/errors';
import { presentSubscription } from '../../shared/webhooks/present-subscription';
import { getSubscription } from '../../shared/webhooks/subscription-store';
import { getWebhookRoute } from './routes';

export const handler = defineHandler(getWebhookRoute, async ({ params, principal }) => {
  const subscription = await getSubscription(principal.companyId, params.id);
  if (!subscription) throw new NotFound('Webhook');
  return { webhook: presentSubscription(subscription) };
});
