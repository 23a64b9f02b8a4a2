import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentSubscription } from '../../shared/webhooks/present-subscription';
import { requireEventPermission } from '../../shared/webhooks/subscription-access';
import { createSubscription } from '../../shared/webhooks/subscription-commands';
import { createWebhookRoute } from './routes';

export const handler = defineHandler(createWebhookRoute, async ({ body, principal }) => {
  requireEventPermission(principal, body.webhook.resource);
  // A subscription created with an installation token (`dit_`) belongs to that installation.
  return { webhook: presentSubscription(await createSubscription(principal.companyId, body.webhook, principal.installationId ?? null)) };
});
