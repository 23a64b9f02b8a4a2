import { batchGet, keyOf } from '../../platform/db/batch-get';
import { StaleWrite } from '../../platform/db/retry-stale-write';
import type { GuardedWrite } from '../../platform/db/transact';
import { storefrontKeys } from '../storefront/engine/keys';
import type { StoredVariant } from '../storefront/families/product-variants';
import { productRecords } from '../storefront/families/stored-families';
import { variantStock } from '../storefront/families/variant-stock';

/** Units of one variant to give back to its stock. */
export interface StockReturn {
  product_id: number;
  variant_id: number;
  quantity: number;
}

/**
 * The transaction items giving units back to tracked variants on cancel and refund, and how many
 * each takes back (an untracked or deleted variant takes none, so a later restock cannot add them
 * twice). `SET q = q + n`, conditioned on the variant's index, so a concurrent count-down is never
 * lost; see stock-count-down.ts for the `version` bump.
 */
export async function restockWrites(
  companyId: number,
  returns: readonly StockReturn[],
): Promise<{ writes: GuardedWrite[]; returned: Map<number, number> }> {
  const wanted = returns.filter((entry) => entry.quantity > 0);
  const keys = [...new Set(wanted.map((entry) => entry.product_id))].map((id) =>
    storefrontKeys.item(companyId, productRecords.name, id),
  );
  const stored = keys.length > 0 ? await batchGet(keys) : new Map<string, Record<string, unknown>>();
  const returned = new Map<number, number>();
  const perProduct = new Map<number, Map<number, { index: number; quantity: number }>>();
  for (const entry of wanted) {
    const variants =
      (stored.get(keyOf(storefrontKeys.item(companyId, productRecords.name, entry.product_id)))?.variants as
        | StoredVariant[]
        | undefined) ?? [];
    const index = variants.findIndex((variant) => variant.id === entry.variant_id);
    if (index < 0 || !variantStock(variants[index]!).track_quantity) continue;
    returned.set(entry.variant_id, (returned.get(entry.variant_id) ?? 0) + entry.quantity);
    const byVariant = perProduct.get(entry.product_id) ?? new Map<number, { index: number; quantity: number }>();
    byVariant.set(entry.variant_id, {
      index,
      quantity: (byVariant.get(entry.variant_id)?.quantity ?? 0) + entry.quantity,
    });
    perProduct.set(entry.product_id, byVariant);
  }
  const writes = [...perProduct].map(([productId, variants]): GuardedWrite => {
    const sets = ['version = version + :one'];
    const conditions: string[] = [];
    const values: Record<string, unknown> = { ':one': 1 };
    [...variants].forEach(([variantId, { index, quantity }], n) => {
      const path = `#variants[${index}]`;
      sets.push(`${path}.#quantity = ${path}.#quantity + :q${n}`);
      conditions.push(`${path}.#id = :id${n}`);
      Object.assign(values, { [`:q${n}`]: quantity, [`:id${n}`]: variantId });
    });
    return {
      item: {
        Update: {
          Key: storefrontKeys.item(companyId, productRecords.name, productId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: { '#variants': 'variants', '#quantity': 'inventory_quantity', '#id': 'id' },
          ExpressionAttributeValues: values,
        },
      },
      refusal: () => new StaleWrite(),
    };
  });
  return { writes, returned };
}
