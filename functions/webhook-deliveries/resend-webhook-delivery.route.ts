import { defineRoute } from '../../shared/edge/http/route';
import { deliveryParams, deliveryResponse } from './schemas';
import { OWNED, auth, ownership } from './route-common';

/** POST .../deliveries/{delivery_id}/resend: deliver again with the same id. */
export const resendWebhookDeliveryRoute = defineRoute({
  id: 'resendWebhookDelivery',
  method: 'POST',
  path: '/api/company/webhooks/{id}/deliveries/{delivery_id}/resend',
  handler: 'webhook-deliveries/resend-webhook-delivery',
  uses: ['deliveries-queue'],
  surface: 'admin',
  auth,
  ownership,
  summary: 'Resend one delivery (same id and body, fresh retry schedule)',
  description: OWNED,
  request: { params: deliveryParams },
  response: { status: 202, body: deliveryResponse },
});
