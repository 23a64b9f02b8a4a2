import type { DiscountKind, DiscountScope } from '../discounts/discount-entity';

/** A cart line as discount rules see it: its amount and what it belongs to in the catalog. */
export interface DiscountableLine {
  id: number;
  /** Unit price × quantity, minor units. */
  amount: number;
  product_id: number;
  category_ids: readonly number[];
  collection_ids: readonly number[];
}

/** A code applied to the cart, resolved for the cart's currency. */
export interface ApplicableDiscount {
  code: string;
  kind: DiscountKind;
  /** Percent off (0-100) for `percentage`. */
  percentage: number | null;
  /** Minor units off in the cart's currency for `fixed_amount`. */
  amount: number | null;
  applies_to: DiscountScope;
  target_ids: readonly number[];
}

/** What the codes take off, line by line and code by code. */
export interface DiscountAllocation {
  /** Minor units off each line (by line id), never more than the line's amount. */
  byLine: Map<number, number>;
  /** Minor units each code took off the items (free-shipping codes: 0 here). */
  byCode: Map<string, number>;
  /** Whether a free-shipping code applies to at least one line. */
  freeShipping: boolean;
}

/** Whether a code's scope covers a line. */
export function lineEligible(
  discount: Pick<ApplicableDiscount, 'applies_to' | 'target_ids'>,
  line: Omit<DiscountableLine, 'amount' | 'id'>,
): boolean {
  switch (discount.applies_to) {
    case 'cart':
      return true;
    case 'products':
      return discount.target_ids.includes(line.product_id);
    case 'categories':
      return line.category_ids.some((id) => discount.target_ids.includes(id));
    case 'collections':
      return line.collection_ids.some((id) => discount.target_ids.includes(id));
  }
}

/**
 * Applies codes in the order they were applied, each to what earlier codes left of its eligible
 * lines: a percentage of that remainder, or a fixed amount capped by it. A code's amount is spread
 * over its lines in proportion to their remainders, rounding by largest remainder so the lines
 * always add up to the code's amount exactly.
 */
export function allocateDiscounts(
  lines: readonly DiscountableLine[],
  discounts: readonly ApplicableDiscount[],
): DiscountAllocation {
  const remaining = new Map(lines.map((line) => [line.id, line.amount]));
  const byLine = new Map(lines.map((line) => [line.id, 0]));
  const byCode = new Map<string, number>();
  let freeShipping = false;
  for (const discount of discounts) {
    const eligible = lines.filter((line) => lineEligible(discount, line) && remaining.get(line.id)! > 0);
    if (discount.kind === 'free_shipping') {
      freeShipping ||= eligible.length > 0;
      byCode.set(discount.code, 0);
      continue;
    }
    const base = eligible.reduce((sum, line) => sum + remaining.get(line.id)!, 0);
    const wanted =
      discount.kind === 'percentage'
        ? Math.round((base * (discount.percentage ?? 0)) / 100)
        : Math.min(discount.amount ?? 0, base);
    const shares = spread(
      wanted,
      eligible.map((line) => remaining.get(line.id)!),
    );
    eligible.forEach((line, index) => {
      remaining.set(line.id, remaining.get(line.id)! - shares[index]!);
      byLine.set(line.id, byLine.get(line.id)! + shares[index]!);
    });
    byCode.set(discount.code, wanted);
  }
  return { byLine, byCode, freeShipping };
}

/** Splits `total` over `weights` proportionally in integers (largest remainder); never exceeds a weight. */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    if (shares[index]! < weights[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}
