import { defineRoute } from '../../shared/edge/http/route';
import { webhookSecretResponse } from './schemas';
import { auth } from './route-common';

/** GET /api/company/webhooks/secret: the company webhook secret, in full on its first read, masked after. */
export const getWebhookSecretRoute = defineRoute({
  id: 'getWebhookSecret',
  method: 'GET',
  path: '/api/company/webhooks/secret',
  handler: 'webhooks/get-webhook-secret',
  // Creates the secret when the company has none yet (companies predating it, or that never
  // received a delivery): a first read writes, so the route's role may write.
  writes: true,
  surface: 'admin',
  auth,
  ownership: { kind: 'company' },
  summary: 'Show the company webhook secret (in full once, then masked)',
  description:
    'The secret signs deliveries of subscriptions without their own `auth_token`. It is created on first use (this read or the first delivery, whichever comes first) and stored sealed. ' +
    'Shown once: the first read of a secret never shown answers it in full with `shown_in_full: true` (of concurrent first reads exactly one); every later read answers it masked. ' +
    'A secret lost after its reveal is replaced with the rotate endpoint, which shows the new one in full, once. ' +
    'Installation tokens (`dit_`) are refused (403): their subscriptions are signed with the installation webhook secret.',
  response: { status: 200, body: webhookSecretResponse },
});
