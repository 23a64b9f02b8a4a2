import { loadCart, cartCompleted } from '../domains/checkout/cart-store';
import type { Cart } from '../domains/checkout/cart-entity';
import { showCartPayment } from '../domains/checkout/cart-payment-view';
import type { PricedCart } from '../domains/checkout/priced-cart';
import type { ProcessorPayment } from '../domains/payments/adapters/payment-adapter';
import type { CartPayment } from '../domains/payments/cart-payment-entity';
import { getCartPayment, paymentUuidOf, saveCartPayment } from '../domains/payments/cart-payment-store';
import { connectGateway, type ConnectedGateway } from '../domains/payments/gateway-adapter';
import type { RoutedGateway } from '../domains/payments/gateway-routing';
import { noGatewayForCountry } from '../domains/payments/payment-refusals';
import { advance, paymentView, recordDecline, refOf } from './steps/processor-payment';
import { saveForLater, savesMethod } from './steps/save-for-later';
import { Conflict, ValidationFailed } from '../platform/errors/domain-error';

/** A cart and its payment at the processor, after a payment step. */
export interface CartPaymentState {
  cart: Cart;
  priced: PricedCart;
  connected: ConnectedGateway;
  payment: CartPayment;
  /** The processor's last answer (the client secret and next action live only there). */
  processor: ProcessorPayment;
}

/** The gateway the cart is routed to; 422 when it pays with the built-in test method or nothing serves it. */
export function routedGateway(cart: Cart, priced: PricedCart): RoutedGateway {
  const route = priced.payment_route ?? { kind: 'builtin' };
  if (route.kind === 'none') throw noGatewayForCountry(cart.country_code, cart.currency_code);
  if (route.kind === 'builtin')
    throw new ValidationFailed(
      { payment_method: ['is the built-in test method: no tokenization'] },
      {
        message:
          'The shop has no payment gateway: the cart pays with the built-in test method at complete ({"payment_method": {"type": "test"}})',
      },
    );
  return route.gateway;
}

/** The cart payment after the processor's answer. */
function withAnswer(payment: CartPayment, answer: ProcessorPayment, at: string): CartPayment {
  return {
    ...payment,
    status: answer.status,
    amount: answer.amount,
    next_action: answer.next_action,
    card_brand: answer.card?.brand ?? payment.card_brand,
    last_four: answer.card?.last_four ?? payment.last_four,
    exp_month: answer.card?.exp_month ?? payment.exp_month,
    exp_year: answer.card?.exp_year ?? payment.exp_year,
    decline_code: answer.decline?.code ?? null,
    updated_at: at,
  };
}

async function store(state: CartPaymentState): Promise<CartPaymentState> {
  await saveCartPayment(state.payment);
  const cart = await showCartPayment(state.cart, paymentView(state.payment));
  return { ...state, cart };
}

/** An open cart by token; 409 once completed. */
async function openCart(token: string, companyId: number | undefined) {
  const loaded = await loadCart(token, companyId);
  if (loaded.cart.state === 'completed') throw cartCompleted();
  return loaded;
}

/**
 * Starts (or resumes) the cart's payment at the processor its country and currency route to: one
 * processor payment per cart and generation (the create's idempotency key), its amount kept to the
 * cart's total. A payment that no longer fits (another gateway, cancelled, or authorized for a
 * total that moved) is cancelled and replaced.
 */
export async function tokenizeCart(token: string, companyId?: number): Promise<CartPaymentState> {
  const { cart, priced } = await openCart(token, companyId);
  return ensurePayment(cart, priced);
}

async function ensurePayment(cart: Cart, priced: PricedCart): Promise<CartPaymentState> {
  const routed = routedGateway(cart, priced);
  const connected = await connectGateway(cart.company_id, routed.id);
  const { gateway, adapter } = connected;
  const amount = priced.totals.amount_total;
  if (amount <= 0)
    throw new ValidationFailed(
      { amount_total: ['is zero: nothing to pay'] },
      { message: 'The cart has nothing to pay' },
    );
  const at = new Date().toISOString();
  const current = await getCartPayment(cart.company_id, cart.id);
  const held = current?.status === 'authorized' || current?.status === 'captured';
  const fits =
    current !== undefined &&
    current.gateway_id === gateway.id &&
    current.status !== 'canceled' &&
    current.currency_code === cart.currency_code &&
    (!held || current.amount === amount);
  if (current && fits) {
    const processor =
      current.amount === amount || held
        ? await adapter.retrievePayment(refOf(current))
        : await adapter.updatePayment(refOf(current), { amount });
    return store({ cart, priced, connected, payment: withAnswer(current, processor, at), processor });
  }
  if (current && current.status !== 'canceled') {
    // Replaced: its authorization (if any) is released; the processor answers a repeat alike.
    const previous = await connectGateway(cart.company_id, current.gateway_id).catch(() => undefined);
    await previous?.adapter
      .cancelPayment(refOf(current), `${current.processor_payment_id}:replace`)
      .catch(() => undefined);
  }
  const generation = (current?.generation ?? 0) + 1;
  const processor = await adapter.createPayment(
    {
      amount,
      currency: cart.currency_code,
      captureMethod: gateway.capture_method,
      metadata: { company_id: String(cart.company_id), cart_id: String(cart.id) },
    },
    `cart:${cart.company_id}:${cart.id}:gateway:${gateway.id}:payment:${generation}`,
  );
  const payment: CartPayment = {
    company_id: cart.company_id,
    cart_id: cart.id,
    cart_token_hash: cart.token_hash,
    payment_uuid: paymentUuidOf(cart.company_id, cart.id, processor.id),
    gateway_id: gateway.id,
    integration_type: gateway.integration_type,
    capture_method: gateway.capture_method,
    processor_payment_id: processor.id,
    payment_method: null,
    attempt: 0,
    generation,
    status: processor.status,
    amount: processor.amount,
    currency_code: cart.currency_code,
    next_action: null,
    card_brand: null,
    last_four: null,
    exp_month: null,
    exp_year: null,
    decline_code: null,
    save_method: false,
    processor_customer_id: null,
    order_id: null,
    created_at: at,
    updated_at: at,
  };
  return store({ cart, priced, connected, payment: withAnswer(payment, processor, at), processor });
}

/** A payment method as a client sends it: a processor's method id, or the test processor's outcome. */
export type MethodInput = ({ type: 'credit_card'; id: string } | { type: 'test'; outcome: 'approve' | 'decline' }) & {
  /** The buyer asks to keep the card for later payments (always so when the cart has subscribed lines). */
  save?: boolean;
};

/**
 * Sets the payment method (idempotent: the same method again changes nothing). A new method is a
 * new attempt, so its authorization gets its own idempotency key.
 */
export async function setCartPaymentMethod(
  token: string,
  method: MethodInput,
  companyId?: number,
): Promise<CartPaymentState> {
  const { cart, priced } = await openCart(token, companyId);
  const state = await ensurePayment(cart, priced);
  const { payment, connected } = state;
  const expected = payment.integration_type === 'test' ? 'test' : 'credit_card';
  if (method.type !== expected)
    throw new ValidationFailed(
      { type: [`must be ${expected} for this cart's gateway (${payment.integration_type})`] },
      { message: `This cart pays through a ${payment.integration_type} gateway: send type ${expected}` },
    );
  const methodId = method.type === 'test' ? `test_${method.outcome}` : method.id;
  const save = savesMethod(priced, method.save === true);
  if (payment.payment_method === methodId && (!save || payment.save_method)) return state;
  if (payment.status === 'authorized' || payment.status === 'captured')
    throw new Conflict('The cart’s payment is already authorized; complete the cart', {
      errors: { payment_method: ['is authorized already'] },
    });
  const at = new Date().toISOString();
  const saving = save ? await saveForLater(connected, cart, payment) : { payment };
  if (payment.payment_method === methodId) {
    const answered = saving.processor ?? state.processor;
    return store({ ...state, payment: withAnswer(saving.payment, answered, at), processor: answered });
  }
  const processor = await connected.adapter.updatePayment(refOf(saving.payment), { paymentMethod: methodId });
  const next = withAnswer(
    { ...saving.payment, payment_method: methodId, attempt: saving.payment.attempt + 1 },
    processor,
    at,
  );
  return store({ ...state, payment: next, processor });
}

/**
 * Authorizes the cart's payment with its method, or resumes one waiting on 3-D Secure: answers
 * `requires_action` with the processor's next action, or the authorized payment. A decline is
 * recorded in the ledger (`payment_declined`) and answered 402 with the processor's code.
 */
export async function verifyCartPayment(token: string, companyId?: number): Promise<CartPaymentState> {
  const { cart, priced } = await openCart(token, companyId);
  const current = await getCartPayment(cart.company_id, cart.id);
  if (!current?.payment_method || current.status === 'canceled')
    throw new ValidationFailed(
      { payment_method: ['is not set: tokenize, then set the payment method'] },
      { message: 'Set the cart’s payment method before verifying it' },
    );
  const connected = await connectGateway(cart.company_id, current.gateway_id);
  const processor = await advance(connected, current);
  const at = new Date().toISOString();
  const state = await store({ cart, priced, connected, payment: withAnswer(current, processor, at), processor });
  if (processor.decline) await recordDecline(state, at);
  return state;
}
