import type { EventTiming } from './event-timing';

/**
 * The rules that span fields (SPEC "Company event"): the end date is not before the start date,
 * and on a single-day event with both times set the end time is after the start time (equal
 * times fail). Returns messages keyed by field name; empty when the timing is valid.
 */
export function timingErrors(
  timing: Pick<EventTiming, 'start_date' | 'end_date' | 'start_time' | 'end_time'>,
): Record<string, string[]> {
  // YYYY-MM-DD and HH:MM compare correctly as strings.
  if (timing.end_date < timing.start_date) return { end_date: ['must not be before the start date'] };
  if (
    timing.end_date === timing.start_date &&
    timing.start_time &&
    timing.end_time &&
    timing.end_time <= timing.start_time
  ) {
    return { end_time: ['must be after the start time when the event starts and ends on the same day'] };
  }
  return {};
}

/** Countries in `requested` that are not among `allowed`, in request order. */
export function unknownCountries(requested: readonly string[], allowed: readonly string[]): string[] {
  const known = new Set(allowed);
  return requested.filter((code) => !known.has(code));
}
