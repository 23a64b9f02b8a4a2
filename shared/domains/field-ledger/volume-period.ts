/**
 * The volume period an instant falls in: its calendar month in the company's time zone
 * (`2026-06`), so a rep's month ends at the company's midnight, not UTC's.
 *
 * @example volumePeriod('2026-07-01T03:00:00Z', 'America/New_York') // '2026-06'
 */
export function volumePeriod(at: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(
    new Date(at),
  );
  const year = parts.find((part) => part.type === 'year')!.value;
  const month = parts.find((part) => part.type === 'month')!.value;
  return `${year}-${month}`;
}

/** A period as routes take it. */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
