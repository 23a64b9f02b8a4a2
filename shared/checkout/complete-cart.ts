import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import type { WriteItem } from '../db/transact';
import { findDiscountByCode } from '../discounts/discount-store';
import { outboxPut } from '../events/outbox';
import { HttpError, ValidationFailed } from '../http/errors';
import { newNumericId } from '../ids';
import { planEntity } from '../subscriptions/plan-entity';
import type { Cart } from './cart-entity';
import { cartCompleted, CartWriteConflict, loadCart, saveCart, staleRevision } from './cart-store';
import { buildOrder } from './build-order';
import { discountRefusals } from './discount-eligibility';
import { consumeUsage } from './discount-usage';
import { moneyWriter } from './money-mode';
import { orderEntity, type Order } from './order-entity';
import type { MutateOptions } from './mutate-cart';
import { priceCart } from './price-cart';
import type { PricedCart } from './priced-cart';
import { checkoutReadiness } from './readiness';
import { testPayment, type TestPaymentOutcome } from './test-payment';

/** How the buyer pays: the built-in test method, which approves unless asked to decline. */
export interface PaymentInput {
  type: 'test';
  outcome: TestPaymentOutcome;
}

/** The result of a complete: the order, and whether this call placed it (false: a retry answered the existing one). */
export interface Completion {
  cart: Cart;
  priced: PricedCart;
  order: Order;
  placed: boolean;
}

/**
 * Checks a cart out: re-prices it (catalog prices, discount rules and usage, shipping and tax),
 * refuses it when it is not ready (422) or when its total moved since the buyer last saw it (422
 * with the new cart saved), authorizes the payment (the test method: the seam where a real gateway
 * authorizes `amount_total`), then in ONE transaction writes the order, marks the cart completed,
 * consumes each code's usage under its limits, counts plan subscribers and records `cart_updated`
 * and `order_created`. Completing a completed cart answers its order (idempotent on the cart).
 */
export async function completeCart(token: string, payment: PaymentInput, options: MutateOptions = {}): Promise<Completion> {
  const { cart, priced } = await loadCart(token, options.companyId);
  if (cart.state === 'completed') return { cart, priced, order: await getOrder(cart), placed: false };
  if (options.expectedRevision !== undefined && options.expectedRevision !== cart.state_revision) throw staleRevision(cart.state_revision);
  const now = options.now ?? new Date();
  const repriced = await priceCart(cart, { ...options, now });
  const readiness = checkoutReadiness(cart, repriced);
  if (!readiness.valid) throw new ValidationFailed({ cart: [readiness.reason!] }, { message: `The cart cannot be checked out: ${readiness.reason}` });
  if (repriced.totals.amount_total !== priced.totals.amount_total) await refuseMovedTotal(cart, priced, repriced, now);
  if (payment.outcome === 'decline') throw new HttpError('payment_declined', { message: 'The test payment method declined the payment (outcome: decline)', errors: { payment_method: ['was declined'] } });

  const at = now.toISOString();
  const order = buildOrder(cart, repriced, newNumericId(now.getTime()), at);
  const completed: Cart = { ...cart, state: 'completed', state_revision: cart.state_revision + 1, order_id: order.id, payment: testPayment(order.amount_total, cart.currency_code), updated_at: at, completed_at: at, ttl: undefined };
  const usage = await usageWrites(cart, repriced, order);
  const { company_id: _tenant, ...orderData } = order;
  const extra: WriteItem[] = [
    { Put: { Item: orderEntity.toRecord(order), ConditionExpression: 'attribute_not_exists(pk)' } },
    outboxPut({ companyId: cart.company_id, resource: 'order', event: 'created', data: orderData, occurredAt: now }),
    ...usage.items,
    ...subscriberCounts(cart, repriced),
  ];
  try {
    const { failedIndex } = await saveCart(completed, repriced, cart, extra);
    const exhausted = failedIndex === undefined ? undefined : usage.codeAt.get(failedIndex - 4);
    if (exhausted) throw new ValidationFailed({ discount_code: [discountRefusals.usage_exhausted()] }, { message: `Discount code ${exhausted} ${discountRefusals.usage_exhausted()}; the cart was not charged` });
    if (failedIndex !== undefined) throw new CartWriteConflict();
  } catch (error) {
    if (!(error instanceof CartWriteConflict)) throw error;
    // Another request wrote first: a concurrent complete (answer its order) or a cart change (409).
    const { cart: current, priced: currentPriced } = await loadCart(token);
    if (current.state === 'completed') return { cart: current, priced: currentPriced, order: await getOrder(current), placed: false };
    throw staleRevision(current.state_revision);
  }
  return { cart: completed, priced: repriced, order, placed: true };
}

async function refuseMovedTotal(cart: Cart, seen: PricedCart, repriced: PricedCart, now: Date): Promise<never> {
  const money = moneyWriter(cart.currency_code, `${cart.language_iso}-${cart.country_code}`, 'integer');
  const next = { ...cart, state_revision: cart.state_revision + 1, updated_at: now.toISOString() };
  await saveCart(next, repriced, cart).catch((error) => {
    if (error instanceof CartWriteConflict) throw cart.state === 'open' ? staleRevision(cart.state_revision + 1) : cartCompleted();
    throw error;
  });
  const moved = `${money.inCurrency(seen.totals.amount_total)} to ${money.inCurrency(repriced.totals.amount_total)}`;
  throw new ValidationFailed({ amount_total: [`changed from ${moved}`] }, { message: `The cart total changed from ${moved}; review the cart and complete it again` });
}

/** Usage consumption of every code that applies, and which transaction index belongs to which code. */
async function usageWrites(cart: Cart, priced: PricedCart, order: Order): Promise<{ items: WriteItem[]; codeAt: Map<number, string> }> {
  const items: WriteItem[] = [];
  const codeAt = new Map<number, string>();
  for (const applied of priced.discounts.filter((discount) => discount.refusal === null)) {
    const discount = await findDiscountByCode(cart.company_id, applied.code);
    if (!discount) continue;
    const writes = consumeUsage(discount, order.email);
    writes.forEach((_write, offset) => codeAt.set(items.length + offset, discount.code));
    items.push(...writes);
  }
  return { items, codeAt };
}

/** One subscriber more on each plan per subscribed line. */
function subscriberCounts(cart: Cart, priced: PricedCart): WriteItem[] {
  const perPlan = new Map<number, number>();
  for (const line of priced.lines) if (line.subscription && line.subscription_plan_id !== null) perPlan.set(line.subscription_plan_id, (perPlan.get(line.subscription_plan_id) ?? 0) + 1);
  return [...perPlan].map(([id, count]) => ({
    Update: { Key: planEntity.key({ company_id: cart.company_id, id }), UpdateExpression: 'ADD subscribers_count :n', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':n': count } },
  }));
}

/** The order a completed cart became. */
export async function getOrder(cart: Cart): Promise<Order> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: orderEntity.key({ company_id: cart.company_id, id: cart.order_id! }), ConsistentRead: true }));
  return orderEntity.fromRecord(Item!);
}
