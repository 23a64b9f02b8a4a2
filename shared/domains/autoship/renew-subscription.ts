import { CallbackSession } from '../callbacks/callback-session';
import { buildOrder } from '../orders/build-order';
import { countDownWrites } from '../checkout/line-stock';
import type { Order } from '../orders/order-entity';
import { orderRecords } from '../orders/order-records';
import { priceCart } from '../checkout/price-cart';
import type { PricedCart } from '../checkout/priced-cart';
import { checkoutReadiness } from '../checkout/readiness';
import { getCompany } from '../company/company-store';
import { recordCustomerOrder } from '../customers/record-customer-order';
import { StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite, type GuardedWrite } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { newNumericId } from '../../platform/ids';
import { indexWrites } from '../orders/order-index';
import { allocateOrderNumber } from '../orders/order-number';
import { presentOrder } from '../orders/order-state';
import { anchorOf, billingInstant, cadenceOf } from './billing-dates';
import { claimRenewal, closeRenewal } from './claim-renewal';
import { afterDecline } from './dunning';
import { renewalCart } from './renewal-cart';
import { renewalId, type Renewal } from './renewal-entity';
import { saveSubscription, type SubscriptionEvents } from './save-subscription';
import { chargeStoredMethod } from './stored-payment';
import type { Subscription } from './subscription-entity';
import { getSubscription } from './subscription-store';

/** What started a renewal: its schedule (for the cycle and instant it was made for), or a merchant action that bills the next cycle now. */
export type RenewalTrigger = { kind: 'schedule'; cycle: number; dueAt: string } | { kind: 'now' };

/** What a renewal did. */
export interface RenewalResult {
  outcome: 'renewed' | 'declined' | 'paused' | 'cancelled' | 'skipped' | 'in_progress';
  /** Why nothing was charged (`skipped`, `paused`, `in_progress`). */
  reason?: string;
  subscription: Subscription;
  order?: Order;
}

/**
 * Bills a subscription's next cycle as checkout would: re-reads the subscription (a subscription
 * paused or cancelled after its schedule was set is never charged; a schedule made for another
 * cycle or instant is stale and ignored), claims the cycle's renewal record (claim-renewal.ts:
 * one caller per cycle), re-prices the lines in the subscription's country (renewal-cart.ts),
 * leaves out lines that are out of stock or no longer sold (recorded on the order) and pauses
 * the subscription when none is left, charges the stored method with the renewal's id and attempt
 * as the idempotency key, and then, in ONE transaction, writes the order exactly as checkout
 * does (order record and index rows, customer, stock count-down, `order_created`) marked as the
 * cycle's renewal, closes the renewal record, and moves the subscription to its next anchored
 * cycle (`subscription_renewed`; `subscription_expired` at the plan's last cycle). A decline
 * walks the dunning schedule (dunning.ts).
 */
export async function renewSubscription(companyId: number, subscriptionId: number, trigger: RenewalTrigger, now: Date = new Date()): Promise<RenewalResult> {
  const subscription = await getSubscription(companyId, subscriptionId);
  if (subscription.status !== 'active' && subscription.status !== 'past_due') return { outcome: 'skipped', reason: `the subscription is ${subscription.status}`, subscription };
  if (trigger.kind === 'schedule' && (trigger.cycle !== subscription.next_cycle || trigger.dueAt !== subscription.next_billing_at)) {
    return { outcome: 'skipped', reason: 'the schedule is stale (the subscription moved on since it was set)', subscription };
  }
  if (subscription.cancel_at_period_end) {
    const at = now.toISOString();
    const next: Subscription = { ...subscription, status: 'cancelled', cancel_reason: 'merchant', cancelled_at: at, next_billing_at: null, version: subscription.version + 1, updated_at: at };
    return { outcome: 'cancelled', reason: 'cancelled at the end of the period', subscription: await saveSubscription(subscription, next, ['cancelled'], now) };
  }

  const cycle = subscription.next_cycle;
  const attempt = (subscription.dunning?.failed_attempts ?? 0) + 1;
  const claim = await claimRenewal({ company_id: companyId, subscription_id: subscription.id, cycle }, attempt, now);
  if (!claim.held) {
    const reason = claim.current?.status === 'succeeded' ? `cycle ${cycle} was already renewed` : `a renewal of cycle ${cycle} is in progress`;
    return { outcome: claim.current?.status === 'succeeded' ? 'skipped' : 'in_progress', reason, subscription };
  }
  try {
    return await billCycle(subscription, claim.renewal, now);
  } catch (error) {
    // Nothing was written: hand the cycle back so the retry (or the next caller) can claim it.
    await transactWrite([closeRenewal(claim.renewal, 'released')]).catch(() => undefined);
    throw error;
  }
}

async function billCycle(subscription: Subscription, renewal: Renewal, now: Date): Promise<RenewalResult> {
  const company = await getCompany(subscription.company_id);
  const callbacks = new CallbackSession();
  const { cart, priced, skipped } = await priceAvailable(subscription, now, callbacks);
  const readiness = checkoutReadiness(cart, priced);
  if (!readiness.valid) {
    const at = now.toISOString();
    const reason = skipped.length > 0 && cart.lines.length === 0 ? `Nothing left to ship: ${skipped.map((item) => item.message).join('; ')}` : readiness.reason!;
    const next: Subscription = { ...subscription, status: 'paused', pause_reason: 'unavailable', status_message: reason, paused_at: at, next_billing_at: null, version: subscription.version + 1, updated_at: at };
    const saved = await saveSubscription(subscription, next, ['paused'], now, [{ item: closeRenewal(renewal, 'released') }]);
    return { outcome: 'paused', reason, subscription: saved };
  }

  const idempotencyKey = `${renewalId(subscription.id, renewal.cycle)}_a${renewal.attempts}`;
  const charge = chargeStoredMethod(subscription.payment_method, { amount: priced.totals.amount_total, currency: subscription.currency_code, idempotencyKey });
  if (!charge.approved) {
    const { next, events } = afterDecline(subscription, charge, company.subscription_dunning_final_action, now);
    const saved = await saveSubscription(subscription, next, events, now, [{ item: closeRenewal(renewal, 'failed') }]);
    return { outcome: 'declined', reason: charge.message, subscription: saved };
  }

  const at = now.toISOString();
  const orderId = newNumericId(now.getTime());
  const orderNumber = await allocateOrderNumber(subscription.company_id);
  const buyer = await recordCustomerOrder(cart, { companyId: subscription.company_id, shopCurrency: company.currency_code, orderId, amountTotal: priced.totals.amount_total, currencyCode: cart.currency_code, at });
  const order: Order = {
    ...buildOrder(cart, priced, { id: orderId, orderNumber, customerId: buyer.customer.id }, at),
    renewal: { subscription_id: subscription.id, cycle: renewal.cycle, idempotency_key: idempotencyKey, skipped_items: skipped },
  };
  const { next, events } = advance(subscription, now);
  const orderWrites: GuardedWrite[] = [
    { item: { Put: { Item: orderRecords.toRecord(order), ConditionExpression: 'attribute_not_exists(pk)' } } },
    ...indexWrites(undefined, order).map((item) => ({ item })),
    { item: outboxPut({ companyId: subscription.company_id, resource: 'order', event: 'created', data: presentOrder(order), occurredAt: now }) },
    ...buyer.writes,
    // A count-down that fails (another order took the units meanwhile) re-runs the renewal from the read.
    ...countDownWrites(cart, priced).map((write) => ({ item: write.item, refusal: () => new StaleWrite() })),
    { item: closeRenewal(renewal, 'succeeded', order.id) },
  ];
  const saved = await saveSubscription(subscription, next, events, now, orderWrites);
  return { outcome: 'renewed', subscription: saved, order };
}

/**
 * Prices the subscription's lines, then again without the ones the catalog cannot supply (no
 * longer sold in the country, out of stock): a renewal ships what it can rather than nothing.
 */
async function priceAvailable(subscription: Subscription, now: Date, callbacks: CallbackSession) {
  const full = renewalCart(subscription, now);
  const pricedFull = await priceCart(full, { now, callbacks });
  const unavailable = pricedFull.lines.filter((line) => !line.sellable || line.stock_shortage !== null || line.errors.length > 0);
  if (unavailable.length === 0) return { cart: full, priced: pricedFull, skipped: [] };
  const skipped = unavailable.map((line) => ({ variant_id: line.variant_id, title: `${line.product_title} (${line.title})`, message: line.stock_shortage ?? line.errors[0] ?? `${line.product_title} (${line.title}) is no longer sold` }));
  const available = new Set(pricedFull.lines.filter((line) => !unavailable.includes(line)).map((line) => line.variant_id));
  const cart = renewalCart(subscription, now, available);
  const priced: PricedCart = cart.lines.length > 0 ? await priceCart(cart, { now, callbacks }) : { ...pricedFull, lines: [] };
  return { cart, priced, skipped };
}

/** The subscription after a paid cycle (pure): the next anchored cycle, or expired after the plan's last one. */
function advance(subscription: Subscription, now: Date): { next: Subscription; events: SubscriptionEvents } {
  const at = now.toISOString();
  const cyclesCompleted = subscription.cycles_completed + 1;
  const nextCycle = subscription.next_cycle + 1;
  const paid = { ...subscription, status: 'active' as const, cycles_completed: cyclesCompleted, next_cycle: nextCycle, dunning: null, status_message: null, version: subscription.version + 1, updated_at: at };
  if (subscription.max_billing_cycles !== null && cyclesCompleted >= subscription.max_billing_cycles) {
    return { next: { ...paid, status: 'expired', next_billing_at: null }, events: ['renewed', 'expired'] };
  }
  const due = billingInstant(anchorOf(subscription), cadenceOf(subscription), nextCycle);
  // A cycle paid late (dunning, charge_now) keeps the anchored date of the next; one already past bills a minute from now.
  const nextAt = due.getTime() > now.getTime() ? due : new Date(now.getTime() + 60_000);
  return { next: { ...paid, next_billing_at: nextAt.toISOString() }, events: ['renewed'] };
}
