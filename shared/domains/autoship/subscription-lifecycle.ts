import { Conflict } from '../../platform/errors/domain-error';
import { changeSubscription, conflict } from './apply-subscription-change';
import { anchorOf, billingInstant, cadenceOf } from './billing-dates';
import type { Subscription } from './subscription-entity';

// The status changes that never bill, apart from the PATCH and charge commands
// (change-subscription.ts): a function that only pauses, resumes, skips or cancels bundles
// neither the renewal path (pricing, orders, callbacks) nor the catalog lookups.

/** Pauses billing: no schedule until resumed. */
export function pauseSubscription(companyId: number, id: number, now = new Date()): Promise<Subscription> {
  return changeSubscription(companyId, id, now, (current) => {
    if (current.status !== 'active' && current.status !== 'past_due' && current.status !== 'action_required')
      throw conflict(current, 'paused');
    return {
      next: {
        ...current,
        status: 'paused',
        // A payment waiting for the customer is dropped: its link then shows nothing pending.
        payment_action: null,
        pause_reason: 'merchant',
        paused_at: now.toISOString(),
        next_billing_at: null,
      },
      events: ['paused'],
    };
  });
}

/**
 * Resumes a paused subscription at the first anchored billing date still ahead: cycles that fell
 * in the pause are not billed (nor counted). Dunning starts over.
 */
export function resumeSubscription(companyId: number, id: number, now = new Date()): Promise<Subscription> {
  return changeSubscription(companyId, id, now, (current) => {
    if (current.status !== 'paused') throw conflict(current, 'resumed');
    let cycle = current.next_cycle;
    while (billingInstant(anchorOf(current), cadenceOf(current), cycle).getTime() <= now.getTime()) cycle += 1;
    const nextAt = billingInstant(anchorOf(current), cadenceOf(current), cycle).toISOString();
    return {
      next: {
        ...current,
        status: 'active',
        pause_reason: null,
        paused_at: null,
        status_message: null,
        dunning: null,
        next_cycle: cycle,
        next_billing_at: nextAt,
      },
      events: ['resumed'],
    };
  });
}

/** Skips the next cycle: nothing is billed for it, the schedule moves to the cycle after (anchored). */
export function skipNextCycle(companyId: number, id: number, now = new Date()): Promise<Subscription> {
  return changeSubscription(companyId, id, now, (current) => {
    if (current.status !== 'active') throw conflict(current, 'skipped');
    const cycle = current.next_cycle + 1;
    return {
      next: {
        ...current,
        next_cycle: cycle,
        next_billing_at: billingInstant(anchorOf(current), cadenceOf(current), cycle).toISOString(),
      },
      events: ['updated'],
    };
  });
}

/** Cancels now (the schedule is removed), or at the end of the current cycle (the next renewal cancels instead of billing). */
export function cancelSubscription(
  companyId: number,
  id: number,
  options: { atPeriodEnd: boolean },
  now = new Date(),
): Promise<Subscription> {
  return changeSubscription(companyId, id, now, (current) => {
    if (current.status === 'cancelled' || current.status === 'expired') throw conflict(current, 'cancelled');
    if (options.atPeriodEnd) {
      if (current.status === 'paused')
        throw new Conflict('A paused subscription has no period to end; cancel it now or resume it first');
      return { next: { ...current, cancel_at_period_end: true }, events: ['updated'] };
    }
    return {
      next: {
        ...current,
        status: 'cancelled',
        payment_action: null,
        cancel_reason: 'merchant',
        cancelled_at: now.toISOString(),
        next_billing_at: null,
      },
      events: ['cancelled'],
    };
  });
}
