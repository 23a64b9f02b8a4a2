import type { Cart } from '../checkout/cart-entity';
import type { Order } from '../orders/order-entity';
import type { PricedCart, PricedLine } from '../checkout/priced-cart';
import type { WriteItem } from '../../platform/db/transact';
import { newNumericId } from '../../platform/ids';
import { billingInstant, FIRST_RENEWAL_CYCLE, firstRenewalWall, instantAfter } from './billing-dates';
import { subscriptionStart } from '../storefront/plans/plan-cadence';
import type { SubscriptionPlan } from '../storefront/plans/plan-entity';
import { logger } from '../../platform/logger';
import { settleRenewalSchedule } from './renewal-schedule';
import { subscriberCountWrites, subscriberDeltas, subscriptionWrites } from './save-subscription';
import type { Subscription } from './subscription-entity';

/** What renewals charge when the checkout saved no card: the built-in test method. */
const TEST_METHOD: Subscription['payment_method'] = { type: 'test', token: 'test_ok' };

/** The company settings subscriptions are created with. */
export interface SubscriptionSettings {
  time_zone: string;
  bundle_subscriptions: boolean;
}

/** The subscriptions a checkout creates and the items that write them in the order's transaction. */
export interface CheckoutSubscriptions {
  subscriptions: Subscription[];
  writes: WriteItem[];
}

/**
 * The subscriptions a completed cart creates (pure but for ids): one per subscribed line, or, when
 * the company bundles subscriptions, one per billing cadence and start date (the groups the cart's
 * `recurring` shows). Each is written with `subscription_created` and counts one more subscriber
 * on its plans, in the order's transaction; schedules follow once it commits (`scheduleRenewals`).
 * The first renewal is one cadence after the order, delayed by the plan's trial. Renewals charge
 * `storedMethod`: the card the checkout saved, or the built-in test method.
 */
export function checkoutSubscriptions(
  cart: Cart,
  priced: PricedCart,
  order: Order,
  settings: SubscriptionSettings,
  now: Date,
  storedMethod: Subscription['payment_method'] = TEST_METHOD,
): CheckoutSubscriptions {
  const plans = new Map(priced.plans.map((plan) => [plan.id, plan]));
  const groups = new Map<string, { plan: SubscriptionPlan; lines: PricedLine[] }>();
  for (const line of priced.lines) {
    const plan =
      line.subscription && line.subscription_plan_id !== null ? plans.get(line.subscription_plan_id) : undefined;
    if (!plan) continue;
    const key = settings.bundle_subscriptions
      ? `${plan.billing_interval}|${plan.billing_interval_unit}|${subscriptionStart(plan, now)}`
      : `line-${line.id}`;
    const group = groups.get(key) ?? { plan, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  const subscriptions = [...groups.values()].map(({ plan, lines }) =>
    newSubscription(cart, order, plan, lines, settings.time_zone, now, storedMethod),
  );
  const deltas = new Map<number, number>();
  for (const subscription of subscriptions) subscriberDeltas(undefined, subscription, deltas);
  return {
    subscriptions,
    writes: [
      ...subscriptions.flatMap((subscription) => subscriptionWrites(undefined, subscription, ['created'], now)),
      ...subscriberCountWrites(cart.company_id, deltas),
    ],
  };
}

/**
 * Creates the renewal schedules of subscriptions that were just committed. A failure does not fail
 * the checkout (its order and subscriptions stand): it is logged, and the ensureRenewalSchedule
 * consumer, which the table stream hands each subscription's `subscription_created` outbox record,
 * creates the schedule.
 */
export async function scheduleRenewals(subscriptions: readonly Subscription[]): Promise<void> {
  await Promise.all(
    subscriptions.map((subscription) =>
      settleRenewalSchedule(subscription).catch((error: Error) =>
        logger.warn('renewal schedule not created after checkout; the ensureRenewalSchedule consumer will', {
          company_id: subscription.company_id,
          subscription_id: subscription.id,
          error,
        }),
      ),
    ),
  );
}

function newSubscription(
  cart: Cart,
  order: Order,
  plan: SubscriptionPlan,
  lines: readonly PricedLine[],
  timeZone: string,
  now: Date,
  storedMethod: Subscription['payment_method'],
): Subscription {
  const at = now.toISOString();
  const cadence = { interval: plan.billing_interval, unit: plan.billing_interval_unit };
  const trial = plan.trial_period > 0 ? { interval: plan.trial_period, unit: plan.trial_period_unit } : null;
  const anchorWall = firstRenewalWall(now, timeZone, cadence, trial);
  const anchorAt = billingInstant(
    { wall: anchorWall, cycle: FIRST_RENEWAL_CYCLE, timeZone },
    cadence,
    FIRST_RENEWAL_CYCLE,
  ).toISOString();
  const maxCycles = plan.allow_max_billing_cycles ? plan.max_billing_cycles : null;
  // The checkout's order is the first billed cycle: a plan of one cycle has nothing left to renew.
  const done = maxCycles !== null && maxCycles <= 1;
  return {
    id: newNumericId(now.getTime()),
    company_id: cart.company_id,
    status: done ? 'expired' : 'active',
    customer_id: order.customer_id!,
    email: order.email,
    country_code: cart.country_code,
    currency_code: cart.currency_code,
    language_iso: cart.language_iso,
    lines: lines.map((line) => ({
      product_id: line.product_id,
      variant_id: line.variant_id,
      quantity: line.quantity,
      subscription_plan_id: plan.id,
      title: `${line.product_title} (${line.title})`,
    })),
    subscription_plan_id: plan.id,
    billing_interval: plan.billing_interval,
    billing_interval_unit: plan.billing_interval_unit,
    shipping_address: cart.shipping_address,
    billing_address: cart.billing_address,
    shipping_method_id: cart.shipping_method_id,
    payment_method: storedMethod,
    payment_method_expiring: false,
    payment_action: null,
    payment_action_secret_hash: null,
    rep: cart.attribution?.rep ?? null,
    attribution: cart.attribution,
    origin_order_id: order.id,
    origin_cart_id: cart.id,
    time_zone: timeZone,
    anchor_wall: anchorWall,
    anchor_cycle: FIRST_RENEWAL_CYCLE,
    anchor_at: anchorAt,
    trial_ends_at: trial ? instantAfter(now, timeZone, trial).toISOString() : null,
    cycles_completed: 1,
    max_billing_cycles: maxCycles,
    next_cycle: FIRST_RENEWAL_CYCLE,
    next_billing_at: done ? null : anchorAt,
    cancel_at_period_end: false,
    dunning: null,
    pause_reason: null,
    cancel_reason: null,
    cancellation_note: null,
    status_message: null,
    version: 1,
    created_at: at,
    updated_at: at,
    paused_at: null,
    resume_on: null,
    pause_note: null,
    cancelled_at: null,
    mails_sent: [],
    skipped_cycles: [],
  };
}
