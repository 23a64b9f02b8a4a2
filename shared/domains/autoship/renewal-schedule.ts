import { requiredEnv } from '../../platform/scheduler/schedule-target-env';
import { formatWallTime, wallTimeAt } from '../../platform/zoned-time';
import { atExpression, type OneTimeSchedule } from '../../platform/scheduler/one-time-schedule';
import { renewalScheduleGroupName, scheduler } from '../../platform/scheduler/scheduler';
import { resumeInstant } from './scheduled-resume';
import type { Subscription } from './subscription-entity';
import { findSubscription } from './subscription-store';

/** What the renewal target receives: exactly the schedule's Input JSON. */
export interface RenewalInput {
  company_id: number;
  subscription_id: number;
  /** The cycle and instant the schedule was made for; a subscription that moved on since ignores it. */
  cycle: number;
  due_at: string;
  /** `resume`: the end of a pause with `resume_on` (the subscription resumes); absent: a renewal bills. */
  action?: 'resume';
}

/**
 * What a subscription's one schedule is for, or null when it has none: a billed subscription
 * (active or past_due) renews at `next_billing_at`; a paused one with `resume_on` resumes at the
 * start of that day. One name either way, so a subscription never has two.
 */
export function scheduledRun(subscription: Subscription): { at: Date; action?: 'resume' } | null {
  if ((subscription.status === 'active' || subscription.status === 'past_due') && subscription.next_billing_at !== null)
    return { at: new Date(subscription.next_billing_at) };
  if (subscription.status === 'paused' && subscription.resume_on)
    return { at: resumeInstant(subscription.resume_on, subscription.time_zone), action: 'resume' };
  return null;
}

/**
 * Retries of a failed renewal delivery (the function threw: a throttled store, a renewal of the
 * same cycle still in progress). A day of retries; after that the input parks in the DLQ.
 */
const RETRY_POLICY = { maximumRetryAttempts: 20, maximumEventAgeInSeconds: 24 * 3600 };

/** Deterministic schedule name of a subscription's renewal (one schedule per subscription, at most). */
export function renewalScheduleName(companyId: number, subscriptionId: number): string {
  return `subscription-renewal-${companyId}-${subscriptionId}`;
}

/**
 * Brings a subscription's one renewal schedule in line with its saved state: a billed subscription
 * (active or past_due) with a `next_billing_at` has exactly one schedule at that instant (created
 * or moved: same name), a paused one with `resume_on` one at the start of that day (scheduledRun);
 * any other has none. Idempotent (same version → same ClientToken), so a repeated call repairs
 * what a failed earlier call left behind.
 */
export async function syncRenewalSchedule(subscription: Subscription): Promise<void> {
  if (scheduledRun(subscription)) await scheduler(renewalScheduleGroupName()).upsert(renewalSchedule(subscription));
  else
    await scheduler(renewalScheduleGroupName()).delete(renewalScheduleName(subscription.company_id, subscription.id));
}

/**
 * Syncs the schedule from a subscription just written, then re-reads and syncs again while it has
 * moved on. Scheduler has no conditional update, so a writer whose sync lands after a later one's
 * would leave a stale schedule (never billed); ending every writer with a checked sync makes the
 * last sync the latest state's. Costs one consistent GetItem per change.
 */
export async function settleRenewalSchedule(written: Subscription): Promise<void> {
  for (let synced: Subscription | undefined = written; synced; ) {
    await syncRenewalSchedule(synced);
    const stored = await findSubscription(synced.company_id, synced.id);
    synced = stored && stored.version !== synced.version ? stored : undefined;
  }
}

/**
 * Brings the one schedule of a stored subscription in line with its current state: the repair of a
 * sync that failed after its commit, run by the ensureRenewalSchedule consumer for every
 * `subscription_*` outbox record.
 */
export async function ensureRenewalSchedule(companyId: number, subscriptionId: number): Promise<void> {
  const stored = await findSubscription(companyId, subscriptionId);
  if (stored) await settleRenewalSchedule(stored);
}

/**
 * The one-time schedule of a subscription's next renewal (or of the end of its pause,
 * scheduledRun); the target comes from RENEWAL_TARGET_ARN, RENEWAL_SCHEDULER_ROLE_ARN and RENEWAL_DLQ_ARN.
 */
export function renewalSchedule(subscription: Subscription): OneTimeSchedule {
  const run = scheduledRun(subscription);
  if (!run) throw new Error(`Subscription ${subscription.id} has nothing to schedule`);
  const due = run.at;
  const input: RenewalInput = {
    company_id: subscription.company_id,
    subscription_id: subscription.id,
    cycle: subscription.next_cycle,
    due_at: due.toISOString(),
    ...(run.action ? { action: run.action } : {}),
  };
  return {
    name: renewalScheduleName(subscription.company_id, subscription.id),
    // The due instant as a wall time in the shop's zone (at() has second precision: a renewal never fires early).
    expression: atExpression(
      formatWallTime(wallTimeAt(Math.ceil(due.getTime() / 1000) * 1000, subscription.time_zone)),
    ),
    timeZone: subscription.time_zone,
    clientToken: `${subscription.id}-v${subscription.version}-${Math.ceil(due.getTime() / 1000)}`,
    target: {
      arn: requiredEnv('RENEWAL_TARGET_ARN'),
      roleArn: requiredEnv('RENEWAL_SCHEDULER_ROLE_ARN'),
      deadLetterArn: requiredEnv('RENEWAL_DLQ_ARN'),
      input: JSON.stringify(input),
      retryPolicy: RETRY_POLICY,
    },
  };
}
