import { defineRoute } from '../../shared/edge/http/route';
import { auth } from './route-common';
import { z } from 'zod';

/** A resource companies can subscribe to. */
const webhookResourceSchema = z
  .object({
    name: z.string().describe('Lowercase resource name; the payload key of the resource object'),
    resource_name: z.string().describe('Internal, namespaced type identifier'),
    events: z.array(z.object({ event: z.string(), event_identifier: z.string(), description: z.string() })),
  })
  .meta({ id: 'WebhookResource' });

const webhookResourcesResponse = z.object({ resources: z.array(webhookResourceSchema) });

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
