import Stripe from 'stripe';
import type { DisputeFact, EventReader, ProcessorEvent, ProcessorRefundFact } from '../processor-events';
import { clientOptions, PLATFORM_REFUND_KEY } from './stripe-client';

/** Seconds a signed delivery stays acceptable (Stripe's default): an older signature is a replay. */
const TOLERANCE_SECONDS = 300;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

const cartIdOf = (metadata: Stripe.Metadata | null | undefined): number | null => {
  const id = Number(metadata?.cart_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

function disputeFact(dispute: Stripe.Dispute): DisputeFact {
  const outcome = dispute.status === 'won' ? 'won' : dispute.status === 'lost' ? 'lost' : 'open';
  return { id: dispute.id, amount: dispute.amount, reason: dispute.reason, outcome, status: dispute.status };
}

/** Every refund of a charge at Stripe (a charge event carries only the refunded total). */
async function refundsOf(stripe: Stripe, chargeId: string): Promise<ProcessorRefundFact[]> {
  const refunds: ProcessorRefundFact[] = [];
  for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 })) {
    if (refund.status !== 'succeeded') continue;
    refunds.push({ id: refund.id, amount: refund.amount, byPlatform: Boolean(refund.metadata?.[PLATFORM_REFUND_KEY]) });
  }
  return refunds;
}

/**
 * Stripe's events, verified by the SDK's own verifier (`stripe.webhooks.constructEvent`: the
 * `Stripe-Signature` HMAC over the raw payload with the endpoint's `whsec_` secret, within the
 * tolerance window), then read into the platform's words.
 */
export const stripeEventReader: EventReader = {
  async read(payload, headers, secrets): Promise<ProcessorEvent | { invalid: string }> {
    const signature = headers['stripe-signature'];
    if (!signature) return { invalid: 'no Stripe-Signature header' };
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(payload, signature, secrets.webhookSigningSecret, TOLERANCE_SECONDS);
    } catch (error) {
      // The SDK's message says which check failed (no signature matched, timestamp outside the tolerance).
      const reason = error instanceof Error ? error.message.split('\n')[0]! : 'not verifiable';
      return { invalid: reason.slice(0, 200) };
    }
    const base = { id: event.id, type: event.type };
    const stripe = () => new Stripe(secrets.secretKey ?? '', clientOptions());
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.amount_capturable_updated': {
        const intent = event.data.object;
        return {
          ...base,
          kind: 'payment_succeeded',
          paymentId: intent.id,
          captured: intent.status === 'succeeded',
          cartId: cartIdOf(intent.metadata),
        };
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        const error = intent.last_payment_error;
        return {
          ...base,
          kind: 'payment_failed',
          paymentId: intent.id,
          decline: {
            code: error?.decline_code ?? error?.code ?? 'payment_failed',
            message: error?.message ?? 'The payment failed',
          },
          cartId: cartIdOf(intent.metadata),
        };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentId = idOf(charge.payment_intent);
        if (!paymentId || !secrets.secretKey) return { ...base, kind: 'ignored' };
        return {
          ...base,
          kind: 'refunded',
          paymentId,
          refunds: await refundsOf(stripe(), charge.id),
          cartId: cartIdOf(charge.metadata),
        };
      }
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed': {
        const dispute = event.data.object;
        let paymentId = idOf(dispute.payment_intent);
        if (!paymentId && secrets.secretKey)
          paymentId = idOf((await stripe().charges.retrieve(idOf(dispute.charge)!)).payment_intent);
        if (!paymentId || !secrets.secretKey) return { ...base, kind: 'ignored' };
        // The payment names its cart (a dispute does not): an event ahead of the cart's order waits for it.
        const intent = await stripe().paymentIntents.retrieve(paymentId);
        return {
          ...base,
          kind: 'dispute',
          paymentId,
          dispute: disputeFact(dispute),
          cartId: cartIdOf(intent.metadata),
        };
      }
      default:
        return { ...base, kind: 'ignored' };
    }
  },
};
