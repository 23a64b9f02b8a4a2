import { defineRoute } from '../../shared/edge/http/route';
import { subscriptionParams } from './schemas';
import { OWNED, auth, ownership } from './route-common';
import { z } from 'zod';

const recoverBody = z.object({
  since: z.iso
    .datetime({ offset: true })
    .describe('Resend every failed delivery created at or after this instant (at most 7 days back)'),
});

const recoverResponse = z.object({ recovered: z.number().int(), delivery_ids: z.array(z.number().int()) });

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
