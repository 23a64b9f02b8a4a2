import { retryStaleWrites } from '../platform/db/retry-stale-write';
import { Conflict } from '../platform/errors/domain-error';
import type { BilledRenewal } from '../domains/autoship/renewal-result';
import { renewSubscription } from './renew-subscription';

/**
 * Bills the next cycle now through the renewal path (the one claim per cycle holds: a racing
 * schedule or second call makes no second order): `charge_now`, and the subscription update on a
 * payment-method change of a past-due subscription.
 */
export async function chargeNow(companyId: number, id: number, now = new Date()): Promise<BilledRenewal> {
  const result = await retryStaleWrites(() => renewSubscription(companyId, id, { kind: 'now' }, now), {
    conflictMessage: 'The subscription is being changed by other requests; try again',
  });
  // Nothing to bill (not billable, or the cycle was just billed by its schedule) or another caller is billing it: 409 naming why.
  if (result.outcome === 'skipped' || result.outcome === 'in_progress')
    throw new Conflict(`The subscription was not charged: ${result.reason}`);
  return result as BilledRenewal;
}
