import type { IntervalUnit, SubscriptionPlan } from './plan-entity';

const ISO_DESIGNATORS: Record<IntervalUnit, string> = { day: 'D', week: 'W', month: 'M', year: 'Y' };

/** ISO 8601 duration of an interval (`2 month` → `P2M`): the unit identifier machines read. */
export function intervalIdentifier(interval: number, unit: IntervalUnit): string {
  return `P${interval}${ISO_DESIGNATORS[unit]}`;
}

/** How often a plan bills, in words (`Every month`, `Every 2 weeks`). */
export function frequencyInWords(interval: number, unit: IntervalUnit): string {
  return interval === 1 ? `Every ${unit}` : `Every ${interval} ${unit}s`;
}

/** The date (YYYY-MM-DD) a subscription starts billing: today plus the plan's trial, in UTC. */
export function subscriptionStart(
  plan: Pick<SubscriptionPlan, 'trial_period' | 'trial_period_unit'>,
  now: Date,
): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const amount = plan.trial_period;
  if (amount > 0) {
    if (plan.trial_period_unit === 'day') start.setUTCDate(start.getUTCDate() + amount);
    if (plan.trial_period_unit === 'week') start.setUTCDate(start.getUTCDate() + 7 * amount);
    if (plan.trial_period_unit === 'month') start.setUTCMonth(start.getUTCMonth() + amount);
    if (plan.trial_period_unit === 'year') start.setUTCFullYear(start.getUTCFullYear() + amount);
  }
  return start.toISOString().slice(0, 10);
}
