import { defineRoute } from '../../shared/edge/http/route';
import { auth } from './route-common';
import { z } from 'zod';

/** Path of the inspect endpoint. */
const webhookResourceParams = z.object({ resource_name: z.string().min(1).max(64) });

/** The body receivers get: SPEC "Delivery envelope". */
const deliveryEnvelopeSchema = z
  .object({
    id: z.number().int().describe('Delivery id; the same on every retry, dedupe on it'),
    identifier: z.string().describe('Generated token of this delivery'),
    name: z.string().describe('Event identifier'),
    timestamp: z.string().describe('ISO 8601 time the event occurred'),
    payload: z
      .record(z.string(), z.unknown())
      .describe(
        'The resource under its lowercase name, plus event_name, schema_version, schema_hash, company_id, resource_name, resource, event',
      ),
  })
  .meta({ id: 'DeliveryEnvelope' });

/** GET /api/company/webhooks/resources/{resource_name}: the last delivered envelope of a resource. */
export const getWebhookResourceRoute = defineRoute({
  id: 'getWebhookResource',

  method: 'GET',
  path: '/api/company/webhooks/resources/{resource_name}',
  handler: 'webhooks/get-webhook-resource',
  surface: 'admin',
  auth,
  ownership: { kind: 'company' },
  summary: 'Show the most recent delivered event of a resource',
  description:
    'Answers the delivery envelope (`id`, `identifier`, `name`, `timestamp`, `payload`) at the top level of the body: the delivered event with the latest `timestamp` among deliveries still kept (30 days). ' +
    '404 `{message, status}` when the resource is unknown, the company has no subscription to it, or nothing was delivered yet. ' +
    'Needs the permission that reads the resource (403); installation tokens (`dit_`) are refused (403): the envelope may come from any subscription of the company.',
  request: { params: webhookResourceParams },
  response: { status: 200, body: deliveryEnvelopeSchema },
  errorResponses: { 404: 'NotFoundStatus' },
});
