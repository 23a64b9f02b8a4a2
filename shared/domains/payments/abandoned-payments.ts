import { transactWrite } from '../../platform/db/transact';
import { mapLimited } from '../../platform/map-limited';
import { findDue } from '../reconciler/find-due';
import { reconcileKeyAttributes } from '../reconciler/reconcile-index';
import { cartPaymentEntity, type CartPayment } from './cart-payment-entity';
import { connectGateway } from './gateway-adapter';
import type { PaymentRef } from './adapters/payment-adapter';

/** Payments settled at the processor at once in one run (each is two or three calls). */
const IN_FLIGHT = 8;

/** What one sweep did with each abandoned payment. */
export interface AbandonedPaymentOutcome {
  company_id: number;
  cart_id: number;
  processor_payment_id: string;
  /** `cancelled` (released, nothing charged), `refunded` (it had been charged: the charge went back), `failed` (retried next run). */
  outcome: 'cancelled' | 'refunded' | 'failed';
}

/**
 * Cancels at the processor the cart payments no order took before their marker fell due
 * (cart-payment-store.ts ABANDONED_PAYMENT_AFTER_MS): a buyer who authorized and left holds no
 * funds for days, and a payment charged without an order (an automatic capture whose complete
 * never ran) is refunded. The cart payment is claimed first (`canceled`, conditioned on no order
 * having taken it), so a `complete` racing the sweep either took it before (the claim fails and
 * the payment is left to its order) or is refused after; only then is the processor called, with
 * idempotency keys, and the marker dropped. A failure keeps the marker: the next run retries.
 */
export async function cancelAbandonedPayments(now: Date, limitPerShard: number): Promise<AbandonedPaymentOutcome[]> {
  const due = (await findDue('PAYMENT', now.toISOString(), limitPerShard)).map((item) =>
    cartPaymentEntity.fromRecord(item),
  );
  const outcomes = await mapLimited(
    due.filter((payment) => payment.order_id === null),
    IN_FLIGHT,
    (payment) => cancelOne(payment, now),
  );
  return outcomes.filter((outcome): outcome is AbandonedPaymentOutcome => outcome !== null);
}

const refOf = (payment: CartPayment): PaymentRef => ({
  id: payment.processor_payment_id,
  amount: payment.amount,
  currency: payment.currency_code,
  captureMethod: payment.capture_method,
  paymentMethod: payment.payment_method,
  status: payment.status,
});

/** Cancels one payment; null when an order took it meanwhile (nothing to do). */
async function cancelOne(payment: CartPayment, now: Date): Promise<AbandonedPaymentOutcome | null> {
  const base = {
    company_id: payment.company_id,
    cart_id: payment.cart_id,
    processor_payment_id: payment.processor_payment_id,
  };
  if (!(await claim(payment, now))) return null;
  try {
    const { adapter } = await connectGateway(payment.company_id, payment.gateway_id);
    const ref = refOf(payment);
    const key = `cart:${payment.company_id}:${payment.cart_id}:${payment.processor_payment_id}:abandoned`;
    const current = await adapter.retrievePayment(ref);
    let outcome: AbandonedPaymentOutcome['outcome'] = 'cancelled';
    if (current.status === 'captured') {
      const left = current.amount_received;
      if (left > 0) await adapter.refundPayment(ref, left, `${key}:refund`);
      outcome = 'refunded';
    } else if (current.status !== 'canceled') await adapter.cancelPayment(ref, `${key}:cancel`);
    await transactWrite([
      cartPaymentEntity.update(payment, { set: { updated_at: now.toISOString() }, remove: markerNames }),
    ]);
    return { ...base, outcome };
  } catch {
    // The processor could not be reached or refused (a gateway deleted since): the marker stays, the next run retries.
    return { ...base, outcome: 'failed' };
  }
}

const markerNames = [reconcileKeyAttributes.pk, reconcileKeyAttributes.sk] as unknown as (keyof CartPayment & string)[];

/** Marks the payment cancelled unless an order took it; false when one did (or it is gone). */
async function claim(payment: CartPayment, now: Date): Promise<boolean> {
  const { failedIndex } = await transactWrite([
    cartPaymentEntity.update(
      payment,
      { set: { status: 'canceled', next_action: null, updated_at: now.toISOString() } },
      {
        condition: {
          expression: 'attribute_exists(pk) AND (attribute_not_exists(order_id) OR order_id = :none)',
          values: { ':none': null },
        },
      },
    ),
  ]);
  return failedIndex === undefined;
}
