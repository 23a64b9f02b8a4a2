import { addCadences } from '../../domains/autoship/billing-dates';
import { frequencyInWords, subscriptionStart } from '../../domains/storefront/plans/plan-cadence';
import type { SubscriptionPlan } from '../../domains/storefront/plans/plan-entity';

/** What a product page says about buying on a plan: how often it renews and when it first does. */
export interface PlanRenewal {
  /** `every month`, `every 2 weeks` (cart `recurring` entries use the same words). */
  frequency: string;
  /** The date (YYYY-MM-DD) of the first automatic charge after an order placed today. */
  next_charge_date: string;
  /** That date in the visitor's language (`January 2, 2027`). */
  next_charge_date_for_display: string;
}

/**
 * The renewal terms of a plan as of `now` (pure): the order placed today is the first charge, the
 * subscription starts today or at the end of the plan's trial, and renews one cadence after that
 * start, as the cart's `recurring` entries count it.
 */
export function planRenewal(
  plan: Pick<SubscriptionPlan, 'billing_interval' | 'billing_interval_unit' | 'trial_period' | 'trial_period_unit'>,
  now: Date,
  language: string,
): PlanRenewal {
  const [year, month, day] = subscriptionStart(plan, now).split('-').map(Number) as [number, number, number];
  const start = { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
  const next = addCadences(start, { interval: plan.billing_interval, unit: plan.billing_interval_unit }, 1);
  const date = new Date(Date.UTC(next.year, next.month - 1, next.day));
  return {
    frequency: frequencyInWords(plan.billing_interval, plan.billing_interval_unit).toLowerCase(),
    next_charge_date: date.toISOString().slice(0, 10),
    next_charge_date_for_display: displayDate(date.toISOString().slice(0, 10), language),
  };
}

/** A YYYY-MM-DD date written out in `language` (`2 de enero de 2027`); English when the language is unknown. */
export function displayDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}
