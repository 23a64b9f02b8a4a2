import type { ConnectedGateway } from '../../domains/payments/gateway-adapter';
import type { PaymentRef, ProcessorPayment } from '../../domains/payments/adapters/payment-adapter';
import type { CartPayment } from '../../domains/payments/cart-payment-entity';
import { authorizationRow, ledgerWrites } from '../../domains/payments/ledger-rows';
import { declined } from '../../domains/payments/payment-refusals';
import { transactWrite } from '../../platform/db/transact';

// Steps on a cart's payment at the processor that the cart payment routes and `complete` share.

/** What the adapter is told about a cart's payment. */
export function refOf(payment: CartPayment): PaymentRef {
  return {
    id: payment.processor_payment_id,
    amount: payment.amount,
    currency: payment.currency_code,
    captureMethod: payment.capture_method,
    paymentMethod: payment.payment_method,
    status: payment.status,
  };
}

/** The cart's `payment_method` while it pays: status, the processor's id (`intent`) and the reference (`session_id`). */
export function paymentView(payment: CartPayment) {
  return {
    id: payment.gateway_id,
    type: payment.integration_type === 'test' ? 'test' : 'credit_card',
    payment_method_type: payment.integration_type === 'test' ? 'test' : 'card',
    card_network: payment.card_brand,
    last_four: payment.last_four,
    exp_month: payment.exp_month,
    exp_year: payment.exp_year,
    logo_url: null,
    status: payment.status,
    currency: payment.currency_code,
    amount: payment.amount,
    session_id: payment.payment_uuid,
    intent: payment.processor_payment_id,
    customer_details: null,
  };
}

/** The idempotency key of an attempt's authorization: the cart, its processor payment and the attempt. */
export function confirmKey(payment: CartPayment): string {
  return `cart:${payment.company_id}:${payment.cart_id}:${payment.processor_payment_id}:attempt:${payment.attempt}:confirm`;
}

/** One step of the payment toward authorization: confirm it, or read where 3-D Secure left it. */
export async function advance(connected: ConnectedGateway, payment: CartPayment): Promise<ProcessorPayment> {
  const ref = refOf(payment);
  switch (payment.status) {
    case 'requires_confirmation':
    case 'requires_payment_method':
      return connected.adapter.confirmPayment(ref, confirmKey(payment));
    default:
      return connected.adapter.retrievePayment(ref);
  }
}

/** Records a declined attempt (`payment_declined`) and throws the 402; the order is never touched. */
export async function recordDecline(
  state: {
    connected: ConnectedGateway;
    payment: Pick<CartPayment, 'company_id' | 'cart_id' | 'attempt'>;
    processor: ProcessorPayment;
  },
  at: string,
): Promise<never> {
  const { gateway } = state.connected;
  const row = authorizationRow(state.payment.company_id, gateway, state.processor, {
    cartId: state.payment.cart_id,
    orderId: null,
    attempt: state.payment.attempt,
    at,
  });
  await transactWrite(ledgerWrites(row));
  throw declined(state.processor);
}
