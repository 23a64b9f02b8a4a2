import { defineRoute } from '../../shared/edge/http/route';
import { updateWebhookBody, webhookParams, webhookResponse } from './schemas';
import { RAW_TOKEN_WARNING, auth, ownedWebhook } from './route-common';

/** PUT /api/company/webhooks/{id}: changes url, active, auth_token or http_method. */
export const updateWebhookRoute = defineRoute({
  id: 'updateWebhook',
  method: 'PUT',
  path: '/api/company/webhooks/{id}',
  handler: 'webhooks/update-webhook',
  surface: 'admin',
  auth,
  ownership: ownedWebhook,
  summary: 'Update a webhook subscription',
  description:
    '`resource` and `event` are fixed after creation and not accepted here, not even their current values (422); the masked `auth_token` as read keeps the current token (a round trip). Reactivating clears `disabled_reason`. Needs the permission that reads the resource, as creating does (403). ' +
    "An installation token (`dit_`) reaches only its installation's subscriptions (others 404). " +
    RAW_TOKEN_WARNING,
  request: { params: webhookParams, body: updateWebhookBody },
  response: { status: 200, body: webhookResponse },
});
