import { defineRoute } from '../../shared/edge/http/route';
import { webhookParams, webhookResponse } from './schemas';
import { auth, ownedWebhook } from './route-common';

/** GET /api/company/webhooks/{id}: one subscription. */
export const getWebhookRoute = defineRoute({
  id: 'getWebhook',
  method: 'GET',
  path: '/api/company/webhooks/{id}',
  handler: 'webhooks/get-webhook',
  surface: 'admin',
  auth,
  ownership: ownedWebhook,
  summary: 'Show a webhook subscription',
  request: { params: webhookParams },
  response: { status: 200, body: webhookResponse },
});
