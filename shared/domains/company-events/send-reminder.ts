import { listActiveMembersInCountries } from '../members/list-members-in-countries';
import { findEvent } from './event-store';
import type { ReminderInput } from './reminder-schedule';
import { recordNotificationOnce } from './record-notifications';

const PARALLEL_PUTS = 10;

/** What a reminder firing did: how many reps were newly reminded, or why it sent nothing. */
export type ReminderOutcome =
  | { sent: number; already_reminded: number }
  | { skipped: 'event_deleted' | 'event_inactive' | 'notifications_off' | 'event_moved' };

/**
 * Sends an event's hour-before reminder to the active reps in its available countries. The
 * event is re-read: a schedule that fires after the event was deactivated, muted, moved or
 * deleted sends nothing. Each rep is reminded once per start time: the record's key is the start
 * and the member, written conditionally, so retries and duplicate firings skip reminded reps.
 */
export async function sendEventReminder(input: ReminderInput, now: Date = new Date()): Promise<ReminderOutcome> {
  const event = await findEvent(input.company_id, input.event_id);
  if (!event) return { skipped: 'event_deleted' };
  if (event.status !== 'active') return { skipped: 'event_inactive' };
  if (!event.notifications_enabled) return { skipped: 'notifications_off' };
  if (event.starts_at !== input.starts_at) return { skipped: 'event_moved' };

  const members =
    event.available_countries.length > 0
      ? await listActiveMembersInCountries(event.company_id, event.available_countries)
      : [];
  const reps = members.filter((member) => member.type === 'rep');
  const sendId = `rem_${Date.parse(event.starts_at) / 1000}`;
  let sent = 0;
  // A few conditional puts at a time: bounded latency for large rosters without a write burst.
  for (let start = 0; start < reps.length; start += PARALLEL_PUTS) {
    const batch = reps.slice(start, start + PARALLEL_PUTS).map((rep) =>
      recordNotificationOnce({
        company_id: event.company_id,
        event_id: event.id,
        kind: 'reminder',
        send_id: sendId,
        member_id: rep.id,
        member_type: 'rep',
        email: rep.email,
        full_name: rep.full_name,
        country_code: rep.country_code,
        event_starts_at: event.starts_at,
        sent_at: now.toISOString(),
      }),
    );
    sent += (await Promise.all(batch)).filter(Boolean).length;
  }
  return { sent, already_reminded: reps.length - sent };
}
