import { wallTimeToInstant } from '../../platform/zoned-time';

/** The stored fields that place an event in time. */
export interface EventTiming {
  time_zone: string;
  /** `YYYY-MM-DD` */
  start_date: string;
  /** `YYYY-MM-DD` */
  end_date: string;
  /** `HH:MM`, or null for "from the beginning of the start date". */
  start_time: string | null;
  /** `HH:MM`, or null for "until the end of the end date". */
  end_time: string | null;
}

/** List status label (SPEC "States and transitions → Company event status"). */
export type StatusLabel = 'Active' | 'Draft' | 'Out of Date';

/** Preview status label. */
export type PreviewStatus = 'Upcoming' | 'In Progress' | 'Concluded';

/**
 * The UTC instants an event starts and ends, read in its own time zone. Without a start time it
 * starts at 00:00 of the start date; without an end time it ends at 23:59:59.999 of the end date,
 * so `ends_at` is the event's last instant (inclusive) and still falls on the end date locally.
 * Wall times skipped or repeated by a DST change resolve as in `wallTimeToInstant`.
 */
export function eventInstants(timing: EventTiming): { startsAt: Date; endsAt: Date } {
  const start = wall(timing.start_date, timing.start_time ?? '00:00', 0);
  const end = timing.end_time ? wall(timing.end_date, timing.end_time, 0) : wall(timing.end_date, '23:59', 59_999);
  return {
    startsAt: new Date(wallTimeToInstant(start, timing.time_zone)),
    endsAt: new Date(wallTimeToInstant(end, timing.time_zone)),
  };
}

/** Active = active and not ended; Draft = inactive; Out of Date = active and ended (after `ends_at`). */
export function statusLabel(status: 'active' | 'inactive', endsAt: Date, now: Date): StatusLabel {
  if (status === 'inactive') return 'Draft';
  return now.getTime() > endsAt.getTime() ? 'Out of Date' : 'Active';
}

/** Upcoming before `starts_at`, In Progress from `starts_at` through `ends_at`, Concluded after. */
export function previewStatus(startsAt: Date, endsAt: Date, now: Date): PreviewStatus {
  if (now.getTime() < startsAt.getTime()) return 'Upcoming';
  return now.getTime() > endsAt.getTime() ? 'Concluded' : 'In Progress';
}

function wall(date: string, time: string, secondsMs: number) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute, second: Math.floor(secondsMs / 1000), millisecond: secondsMs % 1000 };
}
