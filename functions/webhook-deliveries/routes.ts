import { DELIVERY_RETENTION_DAYS } from '../../shared/domains/deliveries/delivery-entity';
import { defineRoute } from '../../shared/edge/http/route';
import { deliveriesResponse, deliveryParams, deliveryResponse, listDeliveriesQuery, recoverBody, recoverResponse, subscriptionParams } from './schemas';

const auth = { kind: 'bearer', permission: 'webhooks.manage' } as const;
/** A delivery belongs to whoever owns its subscription: an installation token reaches only its own. */
const ownership = { kind: 'installation', resource: 'webhook' } as const;
const OWNED = "An installation token (`dit_`) reaches only its installation's subscriptions (others 404).";

/** GET /api/company/webhooks/{id}/deliveries: a subscription's deliveries with attempts, newest first. */
export const listWebhookDeliveriesRoute = defineRoute({
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/api/company/webhooks/{id}/deliveries',
  handler: 'webhook-deliveries/list-webhook-deliveries',
  surface: 'admin',
  auth,
  ownership,
  summary: "List a subscription's deliveries and their attempts",
  description: `Deliveries of the last ${DELIVERY_RETENTION_DAYS} days (older ones are deleted), newest first, with offset pagination (\`page\`, \`per_page\`) like the rest of the unversioned admin surface (SPEC "Versioning" 4). Exact across the delivery shards: \`total_count\` counts every delivery of the window, and pages never repeat or skip one. ${OWNED}`,
  request: { params: subscriptionParams, query: listDeliveriesQuery },
  response: { status: 200, body: deliveriesResponse },
  pagination: 'offset',
});

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

/** POST /api/company/webhooks/{id}/deliveries/recover: resend every failed delivery since a time. */
export const recoverWebhookDeliveriesRoute = defineRoute({
  id: 'recoverWebhookDeliveries',
  method: 'POST',
  path: '/api/company/webhooks/{id}/deliveries/recover',
  handler: 'webhook-deliveries/recover-webhook-deliveries',
  uses: ['deliveries-queue'],
  surface: 'admin',
  auth,
  ownership,
  summary: 'Resend all failed deliveries of a subscription since a time',
  description: OWNED,
  request: { params: subscriptionParams, body: recoverBody },
  response: { status: 202, body: recoverResponse },
});

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

export const webhookDeliveryRoutes = [listWebhookDeliveriesRoute, getWebhookDeliveryRoute, resendWebhookDeliveryRoute, recoverWebhookDeliveriesRoute, sendTestWebhookDeliveryRoute];
