import { createHash } from 'node:crypto';
import type { NewPayment, PaymentAdapter, PaymentRef, ProcessorPayment } from './payment-adapter';

/** The test processor's payment methods: what the buyer asks for, as `{type: "test", outcome}` does at complete. */
export const testOutcomes = ['approve', 'decline'] as const;

/** The test processor's decline, shaped as a card processor's. */
const TEST_DECLINE = {
  code: 'card_declined',
  message: 'The test payment method declined the payment (outcome: decline)',
};

/** A stable id from an idempotency key: the same call answers the same object, as a processor's idempotency does. */
const idOf = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

function payment(ref: PaymentRef, changes: Partial<ProcessorPayment>): ProcessorPayment {
  return {
    id: ref.id,
    status: ref.status ?? (ref.paymentMethod ? 'requires_confirmation' : 'requires_payment_method'),
    amount: ref.amount,
    amount_capturable: 0,
    amount_received: 0,
    currency: ref.currency,
    client_secret: null,
    next_action: null,
    payment_method: ref.paymentMethod,
    card: null,
    decline: null,
    ...changes,
  };
}

/**
 * The built-in test processor: no money moves and nothing is called. Stateless: the platform's
 * ledger holds what it knows, and each answer follows from the call (`test_decline` declines,
 * anything else approves), so tests and `npm start` exercise the whole payment path without a
 * processor.
 */
export const testAdapter: PaymentAdapter = {
  async createPayment(created: NewPayment, idempotencyKey) {
    const ref = {
      id: idOf('testpay', idempotencyKey),
      amount: created.amount,
      currency: created.currency,
      captureMethod: created.captureMethod,
      paymentMethod: null,
    };
    return payment(ref, {});
  },
  async updatePayment(ref, changes) {
    const paymentMethod = changes.paymentMethod ?? ref.paymentMethod;
    const status = changes.paymentMethod ? 'requires_confirmation' : ref.status;
    return payment({ ...ref, amount: changes.amount ?? ref.amount, paymentMethod, status }, {});
  },
  async confirmPayment(ref) {
    if (ref.paymentMethod === 'test_decline')
      return payment(ref, { status: 'requires_payment_method', decline: TEST_DECLINE });
    return ref.captureMethod === 'manual'
      ? payment(ref, { status: 'authorized', amount_capturable: ref.amount })
      : payment(ref, { status: 'captured', amount_received: ref.amount });
  },
  async retrievePayment(ref) {
    return payment(ref, {});
  },
  async capturePayment(ref, amount) {
    return payment(ref, { status: 'captured', amount_received: amount ?? ref.amount });
  },
  async cancelPayment(ref) {
    return payment(ref, { status: 'canceled' });
  },
  async refundPayment(_ref, amount, idempotencyKey) {
    return { id: idOf('testre', idempotencyKey), amount, status: 'succeeded' };
  },
  async createCustomer(_metadata, idempotencyKey) {
    return { id: idOf('testcus', idempotencyKey) };
  },
  async chargeOffSession(charge, idempotencyKey) {
    const ref = {
      id: idOf('testpay', idempotencyKey),
      amount: charge.amount,
      currency: charge.currency,
      captureMethod: 'automatic' as const,
      paymentMethod: charge.paymentMethod,
    };
    if (charge.paymentMethod === 'test_decline')
      return payment(ref, { status: 'requires_payment_method', decline: TEST_DECLINE });
    return payment(ref, { status: 'captured', amount_received: charge.amount });
  },
  async confirmOnSession(ref) {
    return payment(ref, { status: 'captured', amount_received: ref.amount });
  },
  async detachMethod() {},
};
