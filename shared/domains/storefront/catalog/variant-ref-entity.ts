import { z } from 'zod';
import { companyPartition } from '../../company/company-entity';
import { defineEntity } from '../../../platform/db/entity';
import { sortableId } from '../../../platform/ids';

/**
 * Which product a variant belongs to, so a cart item can name the variant alone. Variants live
 * inside their product's item, so nothing else finds them by id: the products family keeps one
 * of these rows per variant in the product's own write transaction (engine `lookups` hook),
 * written when the variant appears and deleted when it goes, never rewritten.
 *
 * Access pattern `byVariant`: GetItem / BatchGetItem on `COMPANY#<c>` / `VARIANT#<variant id>`.
 * Cost: ~100 bytes a row, so 1 WCU per new or removed variant (2 inside the transaction) and
 * 1 RCU per strongly consistent read (up to 100 keys in one BatchGetItem round trip).
 */
export const variantRefEntity = defineEntity({
  name: 'variant_ref',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      variant_id: z.number().int(),
      product_id: z.number().int(),
    }),
  keys: {
    primary: { pk: (ref) => companyPartition(ref.company_id), sk: (ref) => `VARIANT#${sortableId(ref.variant_id)}` },
  },
});
