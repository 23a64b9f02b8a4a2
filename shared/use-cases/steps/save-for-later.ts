import type { Cart } from '../../domains/checkout/cart-entity';
import type { PricedCart } from '../../domains/checkout/priced-cart';
import type { ProcessorPayment } from '../../domains/payments/adapters/payment-adapter';
import type { CartPayment } from '../../domains/payments/cart-payment-entity';
import type { ConnectedGateway } from '../../domains/payments/gateway-adapter';
import { listSavedMethods } from '../../domains/payments/saved-method-store';
import { refOf } from './processor-payment';

/**
 * Whether the cart's card is kept for later payments: when the buyer asked, and always when the
 * cart has subscribed lines (their renewals charge it with the buyer absent).
 */
export function savesMethod(priced: PricedCart, asked: boolean): boolean {
  return asked || priced.recurring.length > 0;
}

/**
 * The processor's customer a card saved from this cart attaches to: the signed-in buyer's
 * existing one on this gateway (their saved methods name it), else a new one created once per
 * cart and gateway (the idempotency key), carrying only ids.
 */
async function processorCustomer(connected: ConnectedGateway, cart: Cart): Promise<string> {
  const customerId = cart.customer_id ?? null;
  if (customerId !== null) {
    const saved = await listSavedMethods(cart.company_id, customerId);
    const known = saved.find((method) => method.gateway_id === connected.gateway.id);
    if (known) return known.processor_customer_id;
  }
  const created = await connected.adapter.createCustomer(
    { company_id: String(cart.company_id), cart_id: String(cart.id) },
    `cart:${cart.company_id}:${cart.id}:gateway:${connected.gateway.id}:customer`,
  );
  return created.id;
}

/**
 * Asks the processor to save the payment's card for later (Stripe: `customer` and
 * `setup_future_usage: off_session` on the PaymentIntent) before it is confirmed; a payment
 * already saving, or past confirmation, is left alone. Answers the payment with its customer
 * and the processor's answer when it changed.
 */
export async function saveForLater(
  connected: ConnectedGateway,
  cart: Cart,
  payment: CartPayment,
): Promise<{ payment: CartPayment; processor?: ProcessorPayment }> {
  const confirmable = payment.status === 'requires_payment_method' || payment.status === 'requires_confirmation';
  if (payment.processor_customer_id !== null || !confirmable) return { payment: { ...payment, save_method: true } };
  const customer = await processorCustomer(connected, cart);
  const processor = await connected.adapter.updatePayment(refOf(payment), { saveForLater: { customer } });
  return { payment: { ...payment, save_method: true, processor_customer_id: customer }, processor };
}
