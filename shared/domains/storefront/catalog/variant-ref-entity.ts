import { z } from 'zod';
import { companyPartition } from '../../company/company-entity';
import { defineEntity } from '../../../platform/db/entity';
import { sortableId } from '../../../platform/ids';

/**
 * Which product a variant belongs to, so a cart item can name the variant alone: variants live
 * inside their product's item, so nothing else finds them by id. The products family writes one
 * row per variant in the product's own transaction (engine `lookups` hook), when the variant
 * appears and deletes it when it goes. Access pattern `byVariant`: GetItem / BatchGetItem.
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
