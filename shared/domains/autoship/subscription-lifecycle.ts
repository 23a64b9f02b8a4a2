import { Conflict } from '../../platform/errors/domain-error';
import { changeSubscription, conflict } from './apply-subscription-change';
import { anchorOf, billingInstant, cadenceOf } from './billing-dates';
import { assertResumeDay, resumeInstant } from './scheduled-resume';
import type { Subscription } from './subscription-entity';

// The status changes that never bill, apart from the PATCH and charge commands
// (change-subscription.ts): a function that only pauses, resumes, skips or cancels bundles
// neither the renewal path (pricing, orders, callbacks) nor the catalog lookups.

/**
 * Who asks for a change, and what else it must satisfy: `guard` sees the state read and the state
 * about to be written, inside the conditioned write, so a refusal (a customer's cut-off) holds
 * against the state the write commits over.
 */
export interface ChangeActor {
  by: 'merchant' | 'customer';
  guard?: (current: Subscription, next: Subscription) => void;
}

const MERCHANT: ChangeActor = { by: 'merchant' };

/** The change, then the actor's guard on its result. */
function changeAs(
  actor: ChangeActor,
  companyId: number,
  id: number,
  now: Date,
  change: (current: Subscription) => {
    next: Subscription;
    events: readonly ['paused' | 'resumed' | 'updated' | 'cancelled'];
  },
): Promise<Subscription> {
  return changeSubscription(companyId, id, now, (current) => {
    const result = change(current);
    actor.guard?.(current, result.next);
    return result;
  });
}

/** The first anchored billing cycle still ahead of `now`, from the subscription's next cycle on. */
function firstCycleAhead(current: Subscription, now: Date): { cycle: number; at: string } {
  let cycle = current.next_cycle;
  while (billingInstant(anchorOf(current), cadenceOf(current), cycle).getTime() <= now.getTime()) cycle += 1;
  return { cycle, at: billingInstant(anchorOf(current), cadenceOf(current), cycle).toISOString() };
}

/** What a pause may say: the day it ends (`YYYY-MM-DD`) and why, both kept on the subscription. */
export interface PauseOptions {
  resumeOn?: string | null;
  note?: string | null;
}

/**
 * Pauses billing: no renewal until resumed. With `resumeOn` the subscription's one schedule moves
 * to the start of that day (shop time zone), when it resumes by itself (resumeScheduled); without
 * it there is no schedule until a resume.
 */
export function pauseSubscription(
  companyId: number,
  id: number,
  options: PauseOptions = {},
  now = new Date(),
  actor: ChangeActor = MERCHANT,
): Promise<Subscription> {
  return changeAs(actor, companyId, id, now, (current) => {
    if (current.status !== 'active' && current.status !== 'past_due' && current.status !== 'action_required')
      throw conflict(current, 'paused');
    if (options.resumeOn) assertResumeDay(options.resumeOn, current.time_zone, now, 'pause.resume_on');
    return {
      next: {
        ...current,
        status: 'paused',
        // A payment waiting for the customer is dropped: its link then shows nothing pending.
        payment_action: null,
        pause_reason: actor.by,
        paused_at: now.toISOString(),
        resume_on: options.resumeOn ?? null,
        pause_note: options.note ?? null,
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
export function resumeSubscription(
  companyId: number,
  id: number,
  now = new Date(),
  actor: ChangeActor = MERCHANT,
): Promise<Subscription> {
  return changeAs(actor, companyId, id, now, (current) => {
    if (current.status !== 'paused') throw conflict(current, 'resumed');
    return resumed(current, now);
  });
}

/**
 * The end of a pause with `resume_on`, run by the subscription's schedule (`due_at` is the instant
 * it was made for): resumes as resumeSubscription does. A schedule the subscription moved on from
 * (resumed, cancelled or paused again with another day since) is stale: skipped, nothing written.
 */
export async function resumeScheduled(
  companyId: number,
  id: number,
  dueAt: string,
  now = new Date(),
): Promise<{ outcome: 'resumed' | 'skipped'; reason?: string; subscription: Subscription }> {
  let stale: string | undefined;
  const subscription = await changeSubscription(companyId, id, now, (current) => {
    stale = undefined;
    if (current.status !== 'paused' || !current.resume_on) stale = `the subscription is ${current.status}`;
    else if (resumeInstant(current.resume_on, current.time_zone).toISOString() !== dueAt)
      stale = 'the schedule is stale (the pause was changed since it was set)';
    if (stale) throw new StaleSchedule(current);
    return resumed(current, now);
  }).catch((error: unknown) => {
    if (error instanceof StaleSchedule) return error.subscription;
    throw error;
  });
  return stale ? { outcome: 'skipped', reason: stale, subscription } : { outcome: 'resumed', subscription };
}

/** Thrown out of a change to leave a subscription as it is (a stale resume schedule). */
class StaleSchedule extends Error {
  constructor(readonly subscription: Subscription) {
    super('stale resume schedule');
  }
}

/** A paused subscription made active again at the first anchored billing date still ahead. */
function resumed(current: Subscription, now: Date): { next: Subscription; events: ['resumed'] } {
  return activeAgain(current, now, { pause_reason: null, paused_at: null, resume_on: null, pause_note: null });
}

/**
 * The subscription active again at the first anchored billing date still ahead (cycles in between
 * neither billed nor counted; dunning starts over), with what its stop recorded cleared.
 */
function activeAgain(
  current: Subscription,
  now: Date,
  cleared: Partial<Subscription>,
): { next: Subscription; events: ['resumed'] } {
  const { cycle, at } = firstCycleAhead(current, now);
  return {
    next: {
      ...current,
      ...cleared,
      status: 'active',
      status_message: null,
      dunning: null,
      next_cycle: cycle,
      next_billing_at: at,
    },
    events: ['resumed'],
  };
}

/**
 * Reactivates a cancelled subscription like a resume: at the first anchored billing date ahead,
 * cycles in between not billed. An expired one (its last cycle billed) stays expired.
 */
export function reactivateSubscription(
  companyId: number,
  id: number,
  now = new Date(),
  actor: ChangeActor = MERCHANT,
): Promise<Subscription> {
  return changeAs(actor, companyId, id, now, (current) => {
    if (current.status !== 'cancelled') throw conflict(current, 'reactivated');
    return activeAgain(current, now, {
      cancel_reason: null,
      cancellation_note: null,
      cancelled_at: null,
      cancel_at_period_end: false,
    });
  });
}

/** Skips the next cycle: nothing is billed for it, the schedule moves to the cycle after (anchored). */
export function skipNextCycle(
  companyId: number,
  id: number,
  now = new Date(),
  actor: ChangeActor = MERCHANT,
): Promise<Subscription> {
  return changeAs(actor, companyId, id, now, (current) => {
    if (current.status !== 'active') throw conflict(current, 'skipped');
    const cycle = current.next_cycle + 1;
    return {
      next: {
        ...current,
        next_cycle: cycle,
        next_billing_at: billingInstant(anchorOf(current), cadenceOf(current), cycle).toISOString(),
        skipped_cycles: [...(current.skipped_cycles ?? []), current.next_cycle].slice(-12),
      },
      events: ['updated'],
    };
  });
}

/**
 * Undoes the last skip while the skipped cycle is still ahead and is the one right before the
 * next: the schedule moves back to it. Otherwise 409 (nothing to undo).
 */
export function undoSkip(
  companyId: number,
  id: number,
  now = new Date(),
  actor: ChangeActor = MERCHANT,
): Promise<Subscription> {
  return changeAs(actor, companyId, id, now, (current) => {
    const skipped = current.skipped_cycles ?? [];
    const last = skipped.at(-1);
    if (current.status !== 'active' || last === undefined || last !== current.next_cycle - 1)
      throw new Conflict('The subscription has no skipped cycle to restore');
    const at = billingInstant(anchorOf(current), cadenceOf(current), last);
    if (at.getTime() <= now.getTime()) throw new Conflict('The skipped cycle’s date has passed');
    return {
      next: { ...current, next_cycle: last, next_billing_at: at.toISOString(), skipped_cycles: skipped.slice(0, -1) },
      events: ['updated'],
    };
  });
}

/** Cancels now (the schedule is removed), or at the end of the current cycle (the next renewal cancels instead of billing). */
export function cancelSubscription(
  companyId: number,
  id: number,
  options: { atPeriodEnd: boolean; note?: string | null },
  now = new Date(),
  actor: ChangeActor = MERCHANT,
): Promise<Subscription> {
  return changeAs(actor, companyId, id, now, (current) => {
    if (current.status === 'cancelled' || current.status === 'expired') throw conflict(current, 'cancelled');
    const note = options.note ?? null;
    if (options.atPeriodEnd) {
      if (current.status === 'paused')
        throw new Conflict('A paused subscription has no period to end; cancel it now or resume it first');
      return { next: { ...current, cancel_at_period_end: true, cancellation_note: note }, events: ['updated'] };
    }
    return {
      next: {
        ...current,
        status: 'cancelled',
        payment_action: null,
        cancel_reason: actor.by,
        cancellation_note: note,
        cancelled_at: now.toISOString(),
        next_billing_at: null,
      },
      events: ['cancelled'],
    };
  });
}
