import { defineHandler } from '../../shared/http/define-handler';
import { presentSubscription } from '../../shared/webhooks/present-subscription';
import { actingInstallation } from '../../shared/webhooks/subscription-access';
import { createSubscription } from '../../shared/webhooks/subscription-commands';
import { createWebhookRoute } from './routes';

export const handler = defineHandler(createWebhookRoute, async ({ body, principal }) => {
  // A subscription created with an installation token (`dit_`) belongs to that installation.
  const installationId = (await actingInstallation(principal)) ?? null;
  return { webhook: presentSubscription(await createSubscription(principal.companyId, body.webhook, installationId)) };
});
