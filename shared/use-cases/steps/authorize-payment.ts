import type { Cart } from '../../domains/checkout/cart-entity';
import type { PricedCart } from '../../domains/checkout/priced-cart';
import { testPayment } from '../../domains/checkout/test-payment';
import type { Order } from '../../domains/orders/order-entity';
import type { ProcessorPayment } from '../../domains/payments/adapters/payment-adapter';
import type { CartPayment } from '../../domains/payments/cart-payment-entity';
import { cartPaymentTaken, getCartPayment, saveCartPayment } from '../../domains/payments/cart-payment-store';
import { connectGateway, type ConnectedGateway } from '../../domains/payments/gateway-adapter';
import type { RoutedGateway } from '../../domains/payments/gateway-routing';
import { authorizationRow, ledgerWrites } from '../../domains/payments/ledger-rows';
import { noGatewayForCountry } from '../../domains/payments/payment-refusals';
import type { GuardedWrite } from '../../platform/db/transact';
import { DomainError, ValidationFailed } from '../../platform/errors/domain-error';
import { advance, paymentView, recordDecline, refOf } from './processor-payment';
import { saveForLater, savesMethod } from './save-for-later';

/** How `complete` is asked to pay: the test method (with its outcome), or the reference of a cart payment. */
export interface PaymentInput {
  method?: { type: 'test'; outcome: 'approve' | 'decline' };
  paymentUuid?: string;
}

/** An authorized payment, ready to join the order's transaction. */
export interface Authorization {
  /** The order's `payment`; undefined: the built-in test method's. */
  orderPayment: Order['payment'] | undefined;
  /** The completed cart's `payment_method`. */
  cartPayment: Record<string, unknown>;
  /** The ledger row, its event and the cart payment's hand-over, for the order `orderId`. */
  writes(orderId: number, at: string): GuardedWrite[];
  /** The card the processor saved for later payments (steps/save-for-later.ts), when the cart asked for it. */
  saved?: SavedCard;
}

/** A card the processor keeps for later payments: its references and what is shown of it. */
export interface SavedCard {
  gatewayId: string;
  integrationType: CartPayment['integration_type'];
  processorCustomerId: string;
  processorPaymentMethodId: string;
  card: ProcessorPayment['card'];
}

/**
 * Step: authorizes the cart's payment before its order is placed, through the gateway the cart is
 * routed to (or the built-in test method for a company without gateways). Exactly once per cart:
 * the processor's idempotency keys derive from the cart and attempt, the ledger row's id from the
 * processor payment, and the order's transaction takes both, so a retried or raced complete
 * authorizes and records one payment. A decline is recorded (`payment_declined`) and answered 402
 * with nothing written to any order.
 */
export async function authorizePayment(cart: Cart, priced: PricedCart, input: PaymentInput): Promise<Authorization> {
  const route = priced.payment_route ?? { kind: 'builtin' };
  const amount = priced.totals.amount_total;
  if (route.kind === 'none') throw noGatewayForCountry(cart.country_code, cart.currency_code);
  if (route.kind === 'builtin') return builtinTestPayment(cart, amount, input);
  if (amount <= 0) return nothingToPay(cart, route.gateway);
  if (input.paymentUuid !== undefined) return tokenizedPayment(cart, priced, amount, route.gateway, input.paymentUuid);
  if (input.method && route.gateway.integration_type === 'test')
    return testGatewayPayment(cart, amount, route.gateway, input.method.outcome);
  throw new ValidationFailed(
    { payment_uuid: ['is required: tokenize the cart, set its payment method, verify, then complete with it'] },
    { message: `This cart pays through ${route.gateway.name}: complete it with the payment_uuid of its payment` },
  );
}

function builtinTestPayment(cart: Cart, amount: number, input: PaymentInput): Authorization {
  if (!input.method)
    throw new ValidationFailed(
      { payment_method: ['is required: {"type": "test"} (the shop has no payment gateway)'] },
      { message: 'The shop has no payment gateway: complete with {"payment_method": {"type": "test"}}' },
    );
  if (input.method.outcome === 'decline')
    throw new DomainError('payment_declined', {
      message: 'The test payment method declined the payment (outcome: decline)',
      errors: { payment_method: ['was declined'] },
    });
  return { orderPayment: undefined, cartPayment: testPayment(amount, cart.currency_code), writes: () => [] };
}

/** A cart with nothing to pay (fully discounted) completes without calling the processor. */
function nothingToPay(cart: Cart, gateway: RoutedGateway): Authorization {
  return {
    orderPayment: { method: gateway.id, status: 'captured', amount: 0 },
    cartPayment: { ...testPayment(0, cart.currency_code), id: gateway.id, type: gateway.integration_type },
    writes: () => [],
  };
}

/** The test processor paid directly at complete (`{type: "test", outcome}`), as the built-in method is. */
async function testGatewayPayment(
  cart: Cart,
  amount: number,
  routed: RoutedGateway,
  outcome: 'approve' | 'decline',
): Promise<Authorization> {
  const connected = await connectGateway(cart.company_id, routed.id);
  const key = `cart:${cart.company_id}:${cart.id}:gateway:${routed.id}:complete`;
  const created = await connected.adapter.createPayment(
    { amount, currency: cart.currency_code, captureMethod: connected.gateway.capture_method, metadata: {} },
    key,
  );
  const ref = {
    id: created.id,
    amount,
    currency: cart.currency_code,
    captureMethod: connected.gateway.capture_method,
    paymentMethod: `test_${outcome}`,
  };
  const processor = await connected.adapter.confirmPayment(ref, `${key}:confirm`);
  if (processor.decline) {
    const attempt = Date.now();
    await recordDecline(
      { connected, processor, payment: { company_id: cart.company_id, cart_id: cart.id, attempt } },
      new Date().toISOString(),
    );
  }
  return authorized(cart, connected, processor, { attempt: 0, uuid: null });
}

/** A payment made through the cart payment surface, named by its `payment_uuid`. */
async function tokenizedPayment(
  cart: Cart,
  priced: PricedCart,
  amount: number,
  routed: RoutedGateway,
  uuid: string,
): Promise<Authorization> {
  const current = await getCartPayment(cart.company_id, cart.id);
  if (!current || current.payment_uuid !== uuid || current.status === 'canceled')
    throw new ValidationFailed(
      { payment_uuid: ['is not the current payment of this cart'] },
      { message: 'The payment_uuid does not name this cart’s current payment; tokenize the cart again' },
    );
  if (current.gateway_id !== routed.id)
    throw new ValidationFailed(
      { payment_uuid: ['was made through another gateway than the cart now routes to'] },
      { message: 'The cart now routes to another payment gateway; tokenize it again' },
    );
  const connected = await connectGateway(cart.company_id, current.gateway_id);
  const held = current.status === 'authorized' || current.status === 'captured';
  if (current.amount !== amount && held)
    throw new ValidationFailed(
      { payment_uuid: ['was authorized for another total'] },
      { message: 'The cart total changed after its payment was authorized; tokenize and verify again' },
    );
  let payment = current;
  // A cart subscribed after its method was set still saves the card before it is confirmed.
  if (!held && savesMethod(priced, current.save_method) && current.processor_customer_id === null)
    payment = (await saveForLater(connected, cart, current)).payment;
  if (payment.amount !== amount) {
    const updated = await connected.adapter.updatePayment(refOf(payment), { amount });
    payment = { ...payment, amount: updated.amount };
  }
  if (!payment.payment_method)
    throw new ValidationFailed(
      { payment_method: ['is not set on the cart payment'] },
      { message: 'Set the cart’s payment method before completing it' },
    );
  const processor = held ? await connected.adapter.retrievePayment(refOf(payment)) : await advance(connected, payment);
  const at = new Date().toISOString();
  const answered: CartPayment = {
    ...payment,
    status: processor.status,
    next_action: processor.next_action,
    decline_code: processor.decline?.code ?? null,
    card_brand: processor.card?.brand ?? payment.card_brand,
    last_four: processor.card?.last_four ?? payment.last_four,
    exp_month: processor.card?.exp_month ?? payment.exp_month,
    exp_year: processor.card?.exp_year ?? payment.exp_year,
    updated_at: at,
  };
  if (processor.decline) {
    await saveCartPayment(answered);
    await recordDecline({ connected, processor, payment: answered }, at);
  }
  if (processor.status === 'requires_action') {
    await saveCartPayment(answered);
    throw new ValidationFailed(
      { payment_uuid: ['requires authentication (3-D Secure): run verify’s next action, then complete again'] },
      {
        message: 'The payment needs the buyer to authenticate (3-D Secure) before the cart can complete',
        meta: { next_action: processor.next_action },
      },
    );
  }
  if (processor.status !== 'authorized' && processor.status !== 'captured')
    throw new ValidationFailed(
      { payment_uuid: [`is ${processor.status} at the processor`] },
      { message: `The payment is not authorized (${processor.status}); verify it, then complete again` },
    );
  return authorized(cart, connected, processor, {
    attempt: answered.attempt,
    uuid: answered.payment_uuid,
    cartPayment: answered,
  });
}

function authorized(
  cart: Cart,
  connected: ConnectedGateway,
  processor: ProcessorPayment,
  source: { attempt: number; uuid: string | null; cartPayment?: CartPayment },
): Authorization {
  const { gateway } = connected;
  const captured = processor.status === 'captured';
  const saving = source.cartPayment?.processor_customer_id;
  const row = (orderId: number, at: string) =>
    authorizationRow(cart.company_id, gateway, processor, { cartId: cart.id, orderId, attempt: source.attempt, at });
  const transactionId = row(0, '').id;
  return {
    orderPayment: {
      method: gateway.id,
      status: captured ? 'captured' : 'authorized',
      amount: processor.amount,
      processor_payment_id: processor.id,
      transaction_id: transactionId,
    },
    cartPayment: source.cartPayment
      ? { ...paymentView(source.cartPayment), status: processor.status }
      : {
          ...testPayment(processor.amount, cart.currency_code),
          id: gateway.id,
          status: processor.status,
          intent: processor.id,
        },
    saved:
      saving && processor.payment_method
        ? {
            gatewayId: gateway.id,
            integrationType: gateway.integration_type,
            processorCustomerId: saving,
            processorPaymentMethodId: processor.payment_method,
            card: processor.card ?? {
              brand: source.cartPayment!.card_brand,
              last_four: source.cartPayment!.last_four,
              exp_month: source.cartPayment!.exp_month,
              exp_year: source.cartPayment!.exp_year,
            },
          }
        : undefined,
    writes: (orderId, at) => [
      ...ledgerWrites(row(orderId, at)).map((item) => ({ item })),
      ...(source.cartPayment
        ? [
            {
              item: cartPaymentTaken({ ...source.cartPayment, status: processor.status }, orderId, at),
              refusal: () =>
                new ValidationFailed(
                  { payment_uuid: ['was cancelled (the cart was left too long)'] },
                  { message: 'The cart’s payment was cancelled; tokenize the cart again' },
                ),
            },
          ]
        : []),
    ],
  };
}
