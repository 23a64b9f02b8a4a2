import { installationIdOfToken } from '../../shared/droplets/installation-store';
import { defineHandler } from '../../shared/http/define-handler';
import { presentSubscription } from '../../shared/webhooks/present-subscription';
import { createSubscription } from '../../shared/webhooks/subscription-commands';
import { createWebhookRoute } from './routes';

export const handler = defineHandler(createWebhookRoute, async ({ body, principal }) => {
  // A subscription created with an installation token (`dit_`) belongs to that installation.
  const installationId = principal.kind === 'installation' ? ((await installationIdOfToken(principal.companyId, principal.tokenId)) ?? null) : null;
  return { webhook: presentSubscription(await createSubscription(principal.companyId, body.webhook, installationId)) };
});
