import { defineRoute } from '../../shared/edge/http/route';
import { webhookPayloadSchemaSchema } from './schemas';
import { auth } from './route-common';
import { z } from 'zod';

const webhookSchemaParams = z.object({ event_identifier: z.string().min(1).max(128) });

const webhookSchemaResponse = z.object({ schema: webhookPayloadSchemaSchema });

/** GET /api/webhooks/schemas/{event_identifier}: one event's payload JSON Schema. */
export const getWebhookSchemaRoute = defineRoute({
  id: 'getWebhookSchema',

  method: 'GET',
  path: '/api/webhooks/schemas/{event_identifier}',
  handler: 'webhooks/get-webhook-schema',
  surface: 'admin',
  auth,
  ownership: { kind: 'none' },
  summary: 'Show one payload JSON schema',
  request: { params: webhookSchemaParams },
  response: { status: 200, body: webhookSchemaResponse },
});
