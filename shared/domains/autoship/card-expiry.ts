import type { Subscription } from './subscription-entity';

/** The first instant a card no longer works: cards are valid through the last day of their expiry month (UTC). */
export function cardExpiresAt(expMonth: number, expYear: number): Date {
  return new Date(Date.UTC(expYear, expMonth, 1));
}

/** Whether the subscription's saved card expires before its next renewal (false without a card or a next renewal). */
export function expiresBeforeNextRenewal(subscription: Subscription): boolean {
  const method = subscription.payment_method;
  if (method.type !== 'card' || method.exp_month === null || method.exp_year === null) return false;
  if (subscription.next_billing_at === null) return false;
  return cardExpiresAt(method.exp_month, method.exp_year).getTime() <= Date.parse(subscription.next_billing_at);
}

/**
 * The subscription with `payment_method_expiring` as its card and next renewal now say (pure),
 * and whether it just became flagged: that write emits `subscription_payment_method_expiring`
 * once, not on every later change while the flag stays.
 */
export function withExpiryFlag(
  previous: Subscription | undefined,
  next: Subscription,
): { next: Subscription; newlyExpiring: boolean } {
  const expiring = expiresBeforeNextRenewal(next);
  return {
    next: { ...next, payment_method_expiring: expiring },
    newlyExpiring: expiring && !(previous?.payment_method_expiring ?? false),
  };
}
