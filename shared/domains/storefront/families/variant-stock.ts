import type { StoredVariant } from './product-variants';

/**
 * A variant's stock as order writes read it, apart from the products family (its schemas, prices
 * and the country table): restocking a cancelled or refunded order needs only this and the
 * family's name.
 */

/** A variant's stock, with the defaults of variants written before stock was modelled (untracked). */
export function variantStock(
  variant: StoredVariant,
): Required<Pick<StoredVariant, 'track_quantity' | 'inventory_quantity' | 'keep_selling'>> {
  return {
    track_quantity: variant.track_quantity ?? false,
    inventory_quantity: variant.inventory_quantity ?? 0,
    keep_selling: variant.keep_selling ?? false,
  };
}

/** Whether a variant can be sold now: untracked, backordered, or with units left. */
export function inStock(variant: StoredVariant): boolean {
  const stock = variantStock(variant);
  return !stock.track_quantity || stock.keep_selling || stock.inventory_quantity > 0;
}
