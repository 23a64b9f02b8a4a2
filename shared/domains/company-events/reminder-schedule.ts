import { requiredEnv } from '../../platform/scheduler/schedule-target-env';
import { scheduler } from '../../platform/scheduler/scheduler';
import type { OneTimeSchedule } from '../../platform/scheduler/one-time-schedule';
import type { CompanyEvent } from './event-entity';
import { planReminder, type ReminderPlan } from './reminder-plan';

/** What the reminder target receives: exactly the schedule's Input JSON. */
export interface ReminderInput {
  company_id: number;
  event_id: number;
  /** The start the reminder was made for; a moved event's stale reminder is ignored. */
  starts_at: string;
}

/** Retries of a failed reminder delivery; after an hour the event has started and the reminder is moot. */
const RETRY_POLICY = { maximumRetryAttempts: 10, maximumEventAgeInSeconds: 3600 };

/** Deterministic schedule name of an event's reminder (one schedule per event, at most). */
export function reminderScheduleName(companyId: number, eventId: number): string {
  return `event-reminder-${companyId}-${eventId}`;
}

/**
 * Brings an event's reminder schedule in line with its saved state: creates or moves it when the
 * event wants a reminder (planReminder), deletes it otherwise. Idempotent, so a repeated save
 * repairs a schedule a failed earlier call left behind. A new event that wants no reminder cannot
 * have a schedule yet, so nothing is called for it (a duplicate, which is always inactive).
 */
export async function syncReminderSchedule(event: CompanyEvent, options: { now: Date; isNew: boolean }): Promise<void> {
  const plan = planReminder(event, options.now);
  if (plan) await upsertReminderSchedule(event, plan);
  else if (!options.isNew) await deleteReminderSchedule(event.company_id, event.id);
}

/** Creates or replaces the event's reminder schedule for `plan`. */
export async function upsertReminderSchedule(event: CompanyEvent, plan: ReminderPlan): Promise<void> {
  await scheduler().upsert(reminderSchedule(event, plan));
}

/** Removes the event's reminder schedule (a no-op when there is none). */
export async function deleteReminderSchedule(companyId: number, eventId: number): Promise<void> {
  await scheduler().delete(reminderScheduleName(companyId, eventId));
}

/** The one-time schedule of an event's reminder; the target comes from REMINDER_TARGET_ARN, SCHEDULER_ROLE_ARN and REMINDER_DLQ_ARN. */
export function reminderSchedule(event: CompanyEvent, plan: ReminderPlan): OneTimeSchedule {
  const input: ReminderInput = { company_id: event.company_id, event_id: event.id, starts_at: event.starts_at };
  return {
    name: reminderScheduleName(event.company_id, event.id),
    expression: plan.expression,
    timeZone: plan.timeZone,
    // Same event version and due time → same token, so a retried call is idempotent.
    clientToken: `${event.id}-v${event.version}-${plan.dueAt.getTime() / 1000}`,
    target: {
      arn: requiredEnv('REMINDER_TARGET_ARN'),
      roleArn: requiredEnv('SCHEDULER_ROLE_ARN'),
      deadLetterArn: requiredEnv('REMINDER_DLQ_ARN'),
      input: JSON.stringify(input),
      retryPolicy: RETRY_POLICY,
    },
  };
}
