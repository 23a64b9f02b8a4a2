import { defineRoute } from '../../shared/edge/http/route';
import { webhookParams } from './schemas';
import { auth, ownedWebhook } from './route-common';
import { z } from 'zod';

const deletedWebhookResponse = z.object({ webhook: z.object({ id: z.number().int() }) });

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
