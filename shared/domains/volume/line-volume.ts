import { fromHundredths, toHundredths, type Volume } from './volume-amount';

/** What a line's volume is computed from: the catalog's per-unit volume and the line's money after discounts. */
export interface VolumeLine {
  quantity: number;
  /** Per unit, from the variant's country entry. */
  cv: number;
  qv: number;
  /** Minor units before and after the line's share of discounts. */
  total: number;
  total_after_discounts: number;
}

/**
 * A line's total volume (pure). Discounts reduce CV in proportion to the money they take off the
 * line (CV pays commissions, so it follows the money the company actually receives); QV qualifies
 * ranks and stays whole. A line that costs nothing before discounts (a free item) keeps its CV.
 *
 * @example lineVolume({ quantity: 2, cv: 10, qv: 12, total: 4000, total_after_discounts: 3000 }) // { cv: 15, qv: 24 }
 */
export function lineVolume(line: VolumeLine): Volume {
  const cvFull = toHundredths(line.cv) * line.quantity;
  const cv = line.total > 0 ? Math.round((cvFull * line.total_after_discounts) / line.total) : cvFull;
  return { cv: fromHundredths(cv), qv: fromHundredths(toHundredths(line.qv) * line.quantity) };
}

/**
 * The volume `units` more units of a line carry after `before` units were already reversed: each
 * unit is its share of the line's volume, rounded down to the hundredth, the remainder on the last
 * unit, so reversing every unit (in any number of refunds) reverses exactly the line's volume.
 */
export function unitsVolume(
  line: { quantity: number; cv_total: number; qv_total: number },
  before: number,
  units: number,
): Volume {
  const share = (total: number) => {
    const hundredths = toHundredths(total);
    const upTo = (count: number) =>
      count >= line.quantity ? hundredths : Math.floor((hundredths * count) / line.quantity);
    return fromHundredths(upTo(before + units) - upTo(before));
  };
  return { cv: share(line.cv_total), qv: share(line.qv_total) };
}
