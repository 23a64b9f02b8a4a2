import { defineRoute } from '../../shared/edge/http/route';
import { webhookSecretResponse } from './schemas';
import { auth } from './route-common';

/** POST /api/company/webhooks/secret/rotate: a new company webhook secret, shown once. */
export const rotateWebhookSecretRoute = defineRoute({
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/api/company/webhooks/secret/rotate',
  handler: 'webhooks/rotate-webhook-secret',
  surface: 'admin',
  auth,
  ownership: { kind: 'company' },
  summary: 'Rotate the company webhook secret',
  description:
    'Answers the new secret in full, only this once. It takes effect at once: every attempt signed afterwards (retries included) uses it. ' +
    "Installation tokens (`dit_`) are refused (403): the secret signs the merchant's subscriptions.",
  response: { status: 200, body: webhookSecretResponse },
});
