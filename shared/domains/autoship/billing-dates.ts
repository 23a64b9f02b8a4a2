import { formatWallTime, parseWallTime, wallTimeAt, wallTimeToInstant, type WallTime } from '../../platform/zoned-time';
import type { IntervalUnit } from '../storefront/plans/plan-entity';

/** A billing cadence: every `interval` `unit`s. */
export interface Cadence {
  interval: number;
  unit: IntervalUnit;
}

/**
 * The wall time `count` cadences after `wall` (pure). Days and weeks add calendar days; months and
 * years keep the day of the month, clamped to the target month's last day (the 31st renews on
 * the 30th, or the 28th/29th in February), and counting always restarts from the anchor, so a
 * clamped February does not pull March back to the 28th.
 */
export function addCadences(wall: WallTime, cadence: Cadence, count: number): WallTime {
  const steps = cadence.interval * count;
  if (cadence.unit === 'day' || cadence.unit === 'week') {
    const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + steps * (cadence.unit === 'week' ? 7 : 1)));
    return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  const months = wall.month - 1 + steps * (cadence.unit === 'year' ? 12 : 1);
  const year = wall.year + Math.floor(months / 12);
  const month = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { ...wall, year, month, day: Math.min(wall.day, lastDay) };
}

/** The anchor of a new subscription: its origin plus the trial and one cadence, as a wall time in the shop's zone. */
export function firstRenewalWall(origin: Date, timeZone: string, cadence: Cadence, trial: Cadence | null): string {
  const start = wallTimeAt(origin.getTime(), timeZone);
  const afterTrial = trial && trial.interval > 0 ? addCadences(start, trial, 1) : start;
  return formatWallTime({ ...addCadences(afterTrial, cadence, 1), millisecond: 0 });
}

/** The cycle of a new subscription's anchor: the checkout's order is cycle 1, the first renewal cycle 2. */
export const FIRST_RENEWAL_CYCLE = 2;

/** Where billing dates are counted from: the wall time (in `timeZone`) that `cycle` bills at. */
export interface Anchor {
  wall: string;
  cycle: number;
  timeZone: string;
}

/** The instant `cycle` bills: the anchor plus one cadence per cycle after the anchor's, read in the shop's zone. */
export function billingInstant(anchor: Anchor, cadence: Cadence, cycle: number): Date {
  return new Date(
    wallTimeToInstant(addCadences(parseWallTime(anchor.wall), cadence, cycle - anchor.cycle), anchor.timeZone),
  );
}

/** The anchor of a subscription. */
export function anchorOf(subscription: { anchor_wall: string; anchor_cycle: number; time_zone: string }): Anchor {
  return { wall: subscription.anchor_wall, cycle: subscription.anchor_cycle, timeZone: subscription.time_zone };
}

/** The cadence of a subscription. */
export function cadenceOf(subscription: { billing_interval: number; billing_interval_unit: IntervalUnit }): Cadence {
  return { interval: subscription.billing_interval, unit: subscription.billing_interval_unit };
}

/** The instant one cadence (a trial) after `origin`, counted in the shop's zone. */
export function instantAfter(origin: Date, timeZone: string, cadence: Cadence): Date {
  return new Date(wallTimeToInstant(addCadences(wallTimeAt(origin.getTime(), timeZone), cadence, 1), timeZone));
}
