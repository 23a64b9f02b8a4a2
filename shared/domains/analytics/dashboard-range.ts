/** A dashboard's window: UTC days, both included, and an optional country. */
export interface DashboardRange {
  from: string;
  to: string;
  /** ISO alpha-2; undefined for all countries. */
  country?: string;
}

/** The longest custom window: a year and a day (a leap year's range). */
export const MAX_RANGE_DAYS = 366;

/** Today, or the month to date, as UTC days. */
export function presetRange(preset: 'today' | 'month', now: Date = new Date()): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  return { from: preset === 'today' ? today : `${today.slice(0, 7)}-01`, to: today };
}

/** Days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The sort-key bounds of a day-first family for the range (`~` sorts after every `#…` suffix). */
export function dayKeyBounds(range: DashboardRange): [string, string] {
  return [`${range.from}#`, `${range.to}#~`];
}

/** Whether a day-first sort key (`<day>#<country>…`) is in the range's country. */
export function inCountry(sk: string, country: string | undefined): boolean {
  return country === undefined || sk.split('#')[1] === country;
}
