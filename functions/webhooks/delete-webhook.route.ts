import { defineRoute } from '../../shared/edge/http/route';
import { deletedWebhookResponse, webhookParams } from './schemas';
import { auth, ownedWebhook } from './route-common';

/** DELETE /api/company/webhooks/{id}: removes a subscription, echoing its id. */
export const deleteWebhookRoute = defineRoute({
  id: 'deleteWebhook',
  method: 'DELETE',
  path: '/api/company/webhooks/{id}',
  handler: 'webhooks/delete-webhook',
  surface: 'admin',
  auth,
  ownership: ownedWebhook,
  summary: 'Delete a webhook subscription',
  request: { params: webhookParams },
  response: { status: 200, body: deletedWebhookResponse },
});
