import type { ChargeOutcome } from './stored-payment';
import type { SubscriptionEvents } from './save-subscription';
import type { Subscription } from './subscription-entity';

/** Days after each failed attempt that the next one runs: three retries, then the final action. */
export const DUNNING_RETRY_DAYS = [1, 3, 7] as const;

/** What happens after the last failed attempt (company setting `subscription_dunning_final_action`). */
export const dunningFinalActions = ['pause', 'cancel'] as const;
export type DunningFinalAction = (typeof dunningFinalActions)[number];

const DAY_MS = 24 * 3600 * 1000;

/**
 * The subscription after a declined attempt (pure): `past_due` with the next retry scheduled
 * DUNNING_RETRY_DAYS after this failure, or, once the retries are spent or the decline is hard,
 * paused or cancelled per the company's final action with its own event. Retries never move the
 * anchor: the next cycle still bills on its anchored date.
 */
export function afterDecline(
  subscription: Subscription,
  decline: Extract<ChargeOutcome, { approved: false }>,
  finalAction: DunningFinalAction,
  now: Date,
): { next: Subscription; events: SubscriptionEvents } {
  const at = now.toISOString();
  const failedAttempts = (subscription.dunning?.failed_attempts ?? 0) + 1;
  const retryDays = decline.hard ? undefined : DUNNING_RETRY_DAYS[failedAttempts - 1];
  const base = { ...subscription, version: subscription.version + 1, updated_at: at, status_message: decline.message };
  if (retryDays !== undefined) {
    const retryAt = new Date(now.getTime() + retryDays * DAY_MS).toISOString();
    return {
      next: {
        ...base,
        status: 'past_due',
        dunning: { failed_attempts: failedAttempts, last_failure: decline.message, next_retry_at: retryAt },
        next_billing_at: retryAt,
      },
      events: ['payment_failed'],
    };
  }
  const dunning = { failed_attempts: failedAttempts, last_failure: decline.message, next_retry_at: null };
  if (finalAction === 'cancel') {
    return {
      next: {
        ...base,
        status: 'cancelled',
        dunning,
        next_billing_at: null,
        cancel_reason: 'dunning_exhausted',
        cancelled_at: at,
      },
      events: ['payment_failed', 'cancelled'],
    };
  }
  return {
    next: {
      ...base,
      status: 'paused',
      dunning,
      next_billing_at: null,
      pause_reason: 'dunning_exhausted',
      paused_at: at,
    },
    events: ['payment_failed', 'paused'],
  };
}
