import { atExpression } from '../../platform/scheduler/one-time-schedule';
import type { CompanyEvent } from './event-entity';
import { formatWallTime, isAmbiguousWallTime, wallTimeAt } from '../../platform/zoned-time';

/** Reminders go out this long before an event starts (SPEC "Events" rule 7: about an hour). */
export const REMINDER_LEAD_MS = 60 * 60 * 1000;
/** The soonest a reminder is scheduled after a save, so the schedule is still in the future when it lands. */
export const SOONEST_REMINDER_MS = 60 * 1000;

/** When and how a reminder fires: the schedule expression and the UTC instant it denotes. */
export interface ReminderPlan {
  dueAt: Date;
  /** `at(yyyy-mm-ddThh:mm:ss)` */
  expression: string;
  /** ScheduleExpressionTimezone: the event's zone, or UTC when the local wall time is ambiguous. */
  timeZone: string;
}

/**
 * The reminder an event should have at `now`, or null: an active event with notifications on is
 * reminded at start − 1 hour, or one minute after a save made later than that if still before the
 * start. The expression is a wall time in the event's zone, written in UTC when that wall time
 * occurs twice (clocks falling back), so it cannot fire an hour early.
 */
export function planReminder(
  event: Pick<CompanyEvent, 'status' | 'notifications_enabled' | 'starts_at' | 'time_zone'>,
  now: Date,
): ReminderPlan | null {
  if (event.status !== 'active' || !event.notifications_enabled) return null;
  const startsAt = Date.parse(event.starts_at);
  const soonest = Math.ceil((now.getTime() + SOONEST_REMINDER_MS) / 1000) * 1000;
  const due = Math.max(startsAt - REMINDER_LEAD_MS, soonest);
  if (due >= startsAt) return null;
  const local = wallTimeAt(due, event.time_zone);
  const timeZone = isAmbiguousWallTime(local, event.time_zone) ? 'UTC' : event.time_zone;
  return { dueAt: new Date(due), expression: atExpression(formatWallTime(wallTimeAt(due, timeZone))), timeZone };
}
