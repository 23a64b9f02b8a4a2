import type { StoredVariant } from './product-variants';

/** A variant's stock, with the defaults of variants written before stock was modelled (untracked). */
export function variantStock(variant: StoredVariant): Required<Pick<StoredVariant, 'track_quantity' | 'inventory_quantity' | 'keep_selling'>> {
  return { track_quantity: variant.track_quantity ?? false, inventory_quantity: variant.inventory_quantity ?? 0, keep_selling: variant.keep_selling ?? false };
}
