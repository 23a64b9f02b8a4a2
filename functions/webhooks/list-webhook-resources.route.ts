import { defineRoute } from '../../shared/edge/http/route';
import { webhookResourcesResponse } from './schemas';
import { auth } from './route-common';

/** GET /api/company/webhooks/resources: what can be subscribed to. */
export const listWebhookResourcesRoute = defineRoute({
  id: 'listWebhookResources',

  method: 'GET',
  path: '/api/company/webhooks/resources',
  handler: 'webhooks/list-webhook-resources',
  surface: 'admin',
  auth,
  ownership: { kind: 'none' },
  summary: 'List resources and events available to subscribe to',
  response: { status: 200, body: webhookResourcesResponse },
});
