import type { WriteItem } from '../../../platform/db/transact';
import { storefrontKeys } from '../engine/keys';
import type { StoredVariant } from '../families/product-variants';
import { productRecords } from '../families/stored-families';
import { variantStock } from '../families/variant-stock';
import type { VariantStockRead } from './find-variants';

/** Units of one tracked variant an order takes, with its stock as read. */
export interface StockTake {
  product_id: number;
  variant_id: number;
  quantity: number;
  stock: VariantStockRead;
}

/** One product's count-down: its transaction item and the takes it covers. */
export interface ProductCountDown {
  product_id: number;
  item: WriteItem;
  takes: StockTake[];
}

/**
 * The transaction items counting tracked variants down when an order is placed: one UpdateItem per
 * product, on condition that each variant still sits at the index read and (unless it keeps
 * selling) has the units left, so of two orders racing for the last unit exactly one commits.
 * `version + 1` makes a concurrent catalog write re-read the count instead of restoring it. The
 * failed item answers its stored state, which `stockShortfall` reads.
 *
 * @example const countDowns = stockCountDown(companyId, [{ product_id, variant_id, quantity: 2, stock }]);
 */
export function stockCountDown(companyId: number, takes: readonly StockTake[]): ProductCountDown[] {
  const byProduct = new Map<number, Map<number, StockTake>>();
  for (const take of takes) {
    const variants = byProduct.get(take.product_id) ?? new Map<number, StockTake>();
    const same = variants.get(take.variant_id);
    variants.set(take.variant_id, same ? { ...same, quantity: same.quantity + take.quantity } : { ...take });
    byProduct.set(take.product_id, variants);
  }
  return [...byProduct].map(([productId, variants]) => {
    const sets: string[] = ['version = version + :one'];
    const conditions: string[] = [];
    const values: Record<string, unknown> = { ':one': 1 };
    [...variants.values()].forEach((take, n) => {
      const path = `#variants[${take.stock.list_index}]`;
      sets.push(`${path}.#quantity = ${path}.#quantity - :q${n}`);
      conditions.push(`${path}.#id = :id${n}`, ...(take.stock.keep_selling ? [] : [`${path}.#quantity >= :q${n}`]));
      Object.assign(values, { [`:q${n}`]: take.quantity, [`:id${n}`]: take.variant_id });
    });
    return {
      product_id: productId,
      takes: [...variants.values()],
      item: {
        Update: {
          Key: storefrontKeys.item(companyId, productRecords.name, productId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: { '#variants': 'variants', '#quantity': 'inventory_quantity', '#id': 'id' },
          ExpressionAttributeValues: values,
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
    };
  });
}

/**
 * Why a count-down's condition failed, from the product as stored: the first take with fewer units
 * left than it asks (and how many are left), or undefined when every take still fits (the variant
 * list was rewritten since it was read, so the index no longer holds it: a retry reads it again).
 */
export function stockShortfall(
  stored: Record<string, unknown> | undefined,
  countDown: ProductCountDown,
): { take: StockTake; available: number } | undefined {
  const variants = (stored?.variants as StoredVariant[] | undefined) ?? [];
  for (const take of countDown.takes) {
    const variant = variants.find((candidate) => candidate.id === take.variant_id);
    const stock = variant ? variantStock(variant) : undefined;
    const available = stock ? stock.inventory_quantity : 0;
    if (!stock || (stock.track_quantity && !stock.keep_selling && available < take.quantity))
      return { take, available: Math.max(0, available) };
  }
  return undefined;
}
