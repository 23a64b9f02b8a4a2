import { defineRoute } from '../../shared/edge/http/route';
import { deliveryEnvelopeSchema, webhookResourceParams } from './schemas';
import { auth } from './route-common';

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
