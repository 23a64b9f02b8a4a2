import { StaleWrite } from '../../platform/db/retry-stale-write';
import type { GuardedWrite } from '../../platform/db/transact';
import { ValidationFailed } from '../../platform/errors/domain-error';
import type { CatalogVariant } from '../storefront/catalog/find-variants';
import { stockCountDown, stockShortfall, type StockTake } from '../storefront/catalog/stock-count-down';
import type { Cart, CartLine } from './cart-entity';
import type { PricedCart, PricedLine } from './priced-cart';

/** How a message names a variant: product and variant title. */
export function variantLabel(
  variant: Pick<CatalogVariant, 'product_title' | 'variant_title'> | Pick<PricedLine, 'product_title' | 'title'>,
): string {
  const title = 'variant_title' in variant ? variant.variant_title : variant.title;
  return `${variant.product_title} (${title})`;
}

/** The message of a variant with `available` units left when `wanted` are asked for. */
export function shortageMessage(label: string, available: number, wanted: number): string {
  return available <= 0
    ? `${label} is out of stock`
    : `Only ${available} of ${label} left in stock; the cart holds ${wanted}`;
}

/** Units of each variant the lines hold together (one-time and subscribed lines of one variant share its stock). */
export function unitsPerVariant(lines: readonly Pick<CartLine, 'variant_id' | 'quantity'>[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.variant_id, (units.get(line.variant_id) ?? 0) + line.quantity);
  return units;
}

/**
 * Why the catalog cannot supply `wanted` units of a variant (pure), or null: the product is
 * switched to out of stock, or the variant's stock is tracked, it does not keep selling and fewer
 * units are left. The count as read may be a moment old; placing the order re-checks it atomically.
 */
export function stockShortage(variant: CatalogVariant, wanted: number): string | null {
  if (variant.availability === 'out_of_stock') return `${variantLabel(variant)} is out of stock`;
  const stock = variant.stock;
  if (!stock || stock.keep_selling || wanted <= stock.quantity) return null;
  return shortageMessage(variantLabel(variant), stock.quantity, wanted);
}

/** 422 naming every line the stock cannot supply (`items.<index>`), or nothing. */
export function refusalForShortStock(lines: readonly PricedLine[]): ValidationFailed | undefined {
  const short = lines.flatMap((line, index) => (line.stock_shortage ? [{ index, message: line.stock_shortage }] : []));
  if (short.length === 0) return undefined;
  return new ValidationFailed(Object.fromEntries(short.map(({ index, message }) => [`items.${index}`, [message]])), {
    message: `Not enough stock: ${short.map(({ message }) => message).join('; ')}`,
  });
}

/** What placing the order takes out of stock: the units of every line of a tracked variant. */
function stockTakes(lines: readonly PricedLine[]): StockTake[] {
  return lines.flatMap((line) =>
    line.stock
      ? [{ product_id: line.product_id, variant_id: line.variant_id, quantity: line.quantity, stock: line.stock }]
      : [],
  );
}

/**
 * The order's stock count-downs (one per product). A failed one is a 422 naming the item whose
 * variant another order took the last units of (the cart is not charged), or, when its variant
 * only moved in the product's list, a StaleWrite so checkout re-reads and tries again.
 */
export function countDownWrites(cart: Cart, priced: PricedCart): GuardedWrite[] {
  return stockCountDown(cart.company_id, stockTakes(priced.lines)).map((countDown) => ({
    item: countDown.item,
    refusal: (stored) => {
      const shortfall = stockShortfall(stored, countDown);
      if (!shortfall) return new StaleWrite();
      const index = priced.lines.findIndex((line) => line.variant_id === shortfall.take.variant_id);
      const message = shortageMessage(variantLabel(priced.lines[index]!), shortfall.available, shortfall.take.quantity);
      return new ValidationFailed(
        { [`items.${index}`]: [message] },
        { message: `Not enough stock: ${message}; the cart was not charged` },
      );
    },
  }));
}
