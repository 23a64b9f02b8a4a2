import { defineRoute } from '../../shared/edge/http/route';
import { deliveryParams, deliveryResponse } from './schemas';
import { OWNED, auth, ownership } from './route-common';

/** GET /api/company/webhooks/{id}/deliveries/{delivery_id}: one delivery with its attempt log. */
export const getWebhookDeliveryRoute = defineRoute({
  id: 'getWebhookDelivery',
  method: 'GET',
  path: '/api/company/webhooks/{id}/deliveries/{delivery_id}',
  handler: 'webhook-deliveries/get-webhook-delivery',
  surface: 'admin',
  auth,
  ownership,
  summary: 'Show one delivery with its attempt log',
  description: OWNED,
  request: { params: deliveryParams },
  response: { status: 200, body: deliveryResponse },
});
