import { ValidationFailed } from '../../platform/errors/domain-error';
import type { Cart } from './cart-entity';
import { moneyWriter } from './money-mode';
import type { CartTotals } from './totals';

/** The totals a buyer was shown: what a complete compares the re-priced cart against. */
export type ShownTotals = Omit<CartTotals, 'lines'>;

/** The parts of a total a buyer can see move, each with the word a refusal names it by. */
const PARTS = [
  ['subtotal', 'sub_total'],
  ['discount', 'discount_total'],
  ['shipping', 'shipping_total'],
  ['tax', 'tax_total'],
  ['enrollment fee', 'enrollment_fee'],
] as const satisfies readonly (readonly [string, keyof ShownTotals])[];

/**
 * The 422 for a cart whose total differs from the one the buyer was shown (`shown`), naming the
 * parts that moved (`shipping $0.00 to $6.00`) so the page or client can say why; undefined when
 * the total is the same. The checkout API and the storefront's place-order form both refuse
 * with it, so a buyer is never charged a total they did not see.
 */
export function refusalForMovedTotal(
  cart: Cart,
  shown: ShownTotals,
  repriced: ShownTotals,
): ValidationFailed | undefined {
  if (shown.amount_total === repriced.amount_total) return undefined;
  const money = moneyWriter(cart.currency_code, `${cart.language_iso}-${cart.country_code}`, 'integer');
  const change = (from: number, to: number) => `${money.inCurrency(from)} to ${money.inCurrency(to)}`;
  const parts = PARTS.filter(([, key]) => shown[key] !== repriced[key]).map(
    ([name, key]) => `${name} ${change(shown[key], repriced[key])}`,
  );
  const moved = `${change(shown.amount_total, repriced.amount_total)}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
  return new ValidationFailed(
    { amount_total: [`The total changed from ${moved}; review it and place the order again`] },
    { message: `The cart total changed from ${moved}; review the cart and complete it again` },
  );
}
