import { defineRoute } from '../../shared/edge/http/route';
import { deliveryResponse, subscriptionParams } from './schemas';
import { OWNED, auth, ownership } from './route-common';

/** POST /api/company/webhooks/{id}/test: deliver a signed sample of the subscription's event. */
export const sendTestWebhookDeliveryRoute = defineRoute({
  id: 'sendTestWebhookDelivery',
  method: 'POST',
  path: '/api/company/webhooks/{id}/test',
  handler: 'webhook-deliveries/send-test-webhook-delivery',
  uses: ['deliveries-queue'],
  surface: 'admin',
  auth,
  ownership,
  summary: 'Send a test delivery',
  description:
    "Delivers the published example of the subscription's event (`GET /api/webhooks/schemas/{event_identifier}`, with your company id) to this subscription only, " +
    'through the normal pipeline: signed like real traffic, retried, listed under its deliveries, and shown by inspect (`GET /api/company/webhooks/resources/{resource_name}`) once delivered. ' +
    `Use it to check a receiver before real traffic. An inactive subscription answers 422. ${OWNED}`,
  request: { params: subscriptionParams },
  response: { status: 202, body: deliveryResponse },
});
