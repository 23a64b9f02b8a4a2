import { frequencyInWords, intervalIdentifier, subscriptionStart } from '../storefront/plans/plan-cadence';
import type { IntervalUnit, SubscriptionPlan } from '../storefront/plans/plan-entity';

/** A subscribed line with its plan. */
export interface RecurringLine {
  quantity: number;
  /** Subscription price of one unit, minor units. */
  unit_price: number;
  plan: Pick<SubscriptionPlan, 'billing_interval' | 'billing_interval_unit' | 'trial_period' | 'trial_period_unit'>;
}

/** What the subscriptions of a cart will charge per billing cadence. */
export interface RecurringCharge {
  subtotal: number;
  interval: number;
  interval_unit: IntervalUnit;
  interval_unit_identifier: string;
  frequency: string;
  start_date: string;
}

/**
 * Groups subscribed lines by billing cadence and start date (pure): each group is one future
 * charge of the sum of its subscription prices, before tax and shipping.
 */
export function recurringCharges(lines: readonly RecurringLine[], now: Date): RecurringCharge[] {
  const groups = new Map<string, RecurringCharge>();
  for (const line of lines) {
    const { billing_interval: interval, billing_interval_unit: unit } = line.plan;
    const start = subscriptionStart(line.plan, now);
    const key = `${interval}|${unit}|${start}`;
    const group = groups.get(key) ?? {
      subtotal: 0,
      interval,
      interval_unit: unit,
      interval_unit_identifier: intervalIdentifier(interval, unit),
      frequency: frequencyInWords(interval, unit).toLowerCase(),
      start_date: start,
    };
    group.subtotal += line.unit_price * line.quantity;
    groups.set(key, group);
  }
  return [...groups.values()];
}
