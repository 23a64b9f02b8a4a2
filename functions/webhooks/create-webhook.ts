import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentSubscription } from '../../shared/domains/webhooks/present-webhook-subscription';
import { requireEventPermission } from '../../shared/domains/webhooks/webhook-subscription-access';
import { createSubscription } from '../../shared/domains/webhooks/webhook-subscription-commands';
import { createWebhookRoute } from './create-webhook.route';

export const handler = defineHandler(createWebhookRoute, async ({ body, principal }) => {
  requireEventPermission(principal, body.webhook.resource);
  // A subscription created with an installation token (`dit_`) belongs to that installation.
  return {
    webhook: presentSubscription(
      await createSubscription(principal.companyId, body.webhook, principal.installationId ?? null),
    ),
  };
});
