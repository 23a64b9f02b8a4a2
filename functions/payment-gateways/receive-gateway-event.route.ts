import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { GATEWAYS_BASE } from './route-common';
import { gatewayParams } from './schemas';

const receiptResponse = z.object({
  event: z.object({
    id: z.string().describe('The processor’s event id (Stripe `evt_…`)'),
    type: z.string().describe('The processor’s event type (`charge.dispute.closed`…)'),
    duplicate: z.boolean().describe('Received before: this delivery changed nothing'),
    order_id: z.number().int().nullable().describe('The order the event changed, if any'),
  }),
});

/** POST /api/payment/v2026-04/gateways/{id}/events: the processor's signed events (its webhook endpoint). */
export const receiveGatewayEventRoute = defineRoute({
  id: 'receivePaymentGatewayEvent',
  method: 'POST',
  path: `${GATEWAYS_BASE}/{id}/events`,
  handler: 'payment-gateways/receive-gateway-event',
  surface: 'admin',
  // The processor holds no credential of the company: the payload's signature, verified with the
  // gateway's own webhook signing secret, is the credential.
  auth: { kind: 'none' },
  // The processor retries by itself; each event is acted on once by its id.
  idempotent: false,
  timeoutSeconds: 20,
  summary: 'Receive the processor’s events (its webhook endpoint)',
  description:
    'The URL to configure in the processor’s dashboard as the gateway’s webhook endpoint (Stripe: Developers → Webhooks), one per gateway. No bearer token: the body is the processor’s event as sent, verified with the processor SDK’s own verifier against the gateway’s `credentials.webhook_signing_secret` (Stripe: the `Stripe-Signature` header, within a 5 minute tolerance). ' +
    'A payload that does not verify (forged, altered, signed with another secret, or replayed after the tolerance window) answers **400** `signature_invalid`; an unknown gateway, or one whose processor sends no events (the built-in test processor), **404**. ' +
    'Acted on once per event id: a redelivery answers 200 with `duplicate: true` and changes nothing. An event about a payment whose checkout is still completing answers **409** unrecorded, so the processor retries it once the order exists. Events read: `payment_intent.succeeded`, `payment_intent.amount_capturable_updated`, `payment_intent.payment_failed` (late results of asynchronous methods on a cart’s payment), `charge.refunded` (refunds made in the processor’s dashboard join the order’s `refunds` and the payment ledger; refunds made through this API are not counted twice), `charge.dispute.created`/`updated`/`closed` (the order’s `disputes`, `payment_disputed`; a lost dispute is recorded as a refund of the units left, reversing their volume). Other types are acknowledged and ignored.',
  request: {
    params: gatewayParams,
    signedBody:
      'The processor’s event exactly as it sent it (Stripe: an `event` object); the signature covers these bytes, so it is verified before it is read.',
  },
  response: { status: 200, body: receiptResponse },
  errors: ['signature_invalid', 'conflict'],
});
