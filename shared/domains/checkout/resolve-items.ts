import { ValidationFailed } from '../../platform/errors/domain-error';
import { findVariantProducts } from '../storefront/catalog/find-variant-products';
import type { NewLine } from './cart-lines';

/** An item as a shopper sends it: the variant, and optionally its product. */
export type ItemInput = Omit<NewLine, 'product_id'> & { product_id?: number };

/**
 * The catalog product of every item (one BatchGetItem of variant lookup rows): an item naming only
 * `variant_id` gets its product; one naming both must name the variant's own product. Either is a
 * 422 naming the item (`<field>.<index>.variant_id` / `.product_id`). A variant without a lookup
 * row (its product not written since lookups exist) is taken with the product it is named with.
 */
export async function resolveItems(companyId: number, items: readonly ItemInput[], field: string): Promise<NewLine[]> {
  const owners = await findVariantProducts(
    companyId,
    items.map((item) => item.variant_id),
  );
  return items.map((item, index) => {
    const owner = owners.get(item.variant_id);
    if (owner === undefined && item.product_id === undefined)
      throw new ValidationFailed({ [`${field}.${index}.variant_id`]: ["is not a variant of this shop's products"] });
    if (owner !== undefined && item.product_id !== undefined && owner !== item.product_id) {
      throw new ValidationFailed({
        [`${field}.${index}.product_id`]: [
          `does not match variant_id ${item.variant_id}, which belongs to product ${owner}`,
        ],
      });
    }
    return { ...item, product_id: owner ?? item.product_id! };
  });
}
