import { defineRoute } from '../../shared/edge/http/route';
import { recoverBody, recoverResponse, subscriptionParams } from './schemas';
import { OWNED, auth, ownership } from './route-common';

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
