import type { Order } from './order-entity';

type Line = Order['items'][number];

/** What a line cost the buyer: its total after discounts, plus its tax unless prices include it. */
export function lineCharge(line: Line, priceInclusiveOfTax: boolean): number {
  return line.total_after_discounts + (priceInclusiveOfTax ? 0 : line.tax);
}

/**
 * The amount `units` more units of a line refund after `alreadyRefunded` units: each unit is its
 * share of the line's charge, rounded down, with the rounding remainder on the last unit, so
 * refunding every unit (in any number of refunds) returns exactly the line's charge (pure).
 */
export function unitsRefundAmount(
  line: Line,
  priceInclusiveOfTax: boolean,
  alreadyRefunded: number,
  units: number,
): number {
  const charge = lineCharge(line, priceInclusiveOfTax);
  const share = (count: number) => (count >= line.quantity ? charge : Math.floor((charge * count) / line.quantity));
  return share(alreadyRefunded + units) - share(alreadyRefunded);
}
