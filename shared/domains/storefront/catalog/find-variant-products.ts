import { batchGet } from '../../../platform/db/batch-get';
import { variantRefEntity } from './variant-ref-entity';

/**
 * The product each of the company's variants belongs to (one strongly consistent BatchGetItem of
 * variant lookup rows per 100 ids); unknown ids, and variants of other companies, are absent.
 *
 * @example const owners = await findVariantProducts(companyId, [variantId]); owners.get(variantId) // product id
 */
export async function findVariantProducts(
  companyId: number,
  variantIds: readonly number[],
): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const records = await batchGet(
    variantIds.map((variantId) => variantRefEntity.key({ company_id: companyId, variant_id: variantId })),
  );
  const owners = new Map<number, number>();
  for (const record of records.values()) {
    const ref = variantRefEntity.fromRecord(record);
    owners.set(ref.variant_id, ref.product_id);
  }
  return owners;
}
