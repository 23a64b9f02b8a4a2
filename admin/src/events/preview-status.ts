import type { EventForm } from './event-rules';

export type PreviewStatus = 'Upcoming' | 'In Progress' | 'Concluded';

/**
 * The preview label of the event as the form stands: Upcoming before its start, In Progress until
 * its end, then Concluded. Without a start time it starts at 00:00 of its start date; without an
 * end time it ends at the end of its end date, both in its time zone. Null until both dates are set.
 */
export function previewStatus(
  form: Pick<EventForm, 'time_zone' | 'start_date' | 'end_date' | 'start_time' | 'end_time'>,
  now: Date = new Date(),
): PreviewStatus | null {
  if (!form.start_date || !form.end_date || !form.time_zone) return null;
  const start = zonedInstant(form.start_date, form.start_time || '00:00', form.time_zone);
  const end = form.end_time
    ? zonedInstant(form.end_date, form.end_time, form.time_zone)
    : zonedInstant(nextDay(form.end_date), '00:00', form.time_zone) - 1;
  if (now.getTime() < start) return 'Upcoming';
  return now.getTime() <= end ? 'In Progress' : 'Concluded';
}

/** Epoch milliseconds of a wall-clock date and time in an IANA zone. */
export function zonedInstant(date: string, time: string, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset across a daylight-saving change.
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return instant;
}

function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
