import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/** What a code takes off: a percentage of the eligible items, a fixed amount per currency, or the shipping. */
export const discountKinds = ['percentage', 'fixed_amount', 'free_shipping'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** Which items a code applies to: the whole cart, or items of the listed products, categories or collections. */
export const discountScopes = ['cart', 'products', 'categories', 'collections'] as const;
export type DiscountScope = (typeof discountScopes)[number];

/** A discount code of a company. Codes are unique per company, compared case-insensitively. */
export const discountEntity = defineEntity({
  name: 'discount_code',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      code: z.string(),
      /** Upper-cased code: the uniqueness and lookup key. */
      code_key: z.string(),
      description: z.string().nullable(),
      kind: z.enum(discountKinds),
      /** Percent off (0-100) for `percentage`; null otherwise. */
      percentage: z.number().nullable(),
      /** Minor units off per ISO 4217 currency for `fixed_amount`; a cart in another currency cannot use the code. */
      amounts: z.record(z.string(), z.number().int()),
      applies_to: z.enum(discountScopes),
      /** Product, category or collection ids for a scope other than `cart`. */
      target_ids: z.array(z.number().int()),
      /** Minimum cart subtotal per currency (minor units); a currency not listed has no minimum. */
      minimum_subtotal: z.record(z.string(), z.number().int()),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
      usage_limit: z.number().int().nullable(),
      usage_limit_per_customer: z.number().int().nullable(),
      /** Orders that used the code; consumed atomically at order placement. */
      usage_count: z.number().int(),
      active: z.boolean(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (d) => companyPartition(d.company_id), sk: (d) => `${DISCOUNT_SK_PREFIX}${sortableId(d.id)}` },
    /** The code as a shopper types it (one Query on the index). */
    byCode: {
      index: 'gsi1',
      pk: (d) => `${companyPartition(d.company_id)}#DISCOUNT_CODE#${d.code_key}`,
      sk: () => 'DISCOUNT_CODE',
    },
  },
});

export type DiscountCode = z.infer<typeof discountEntity.schema>;

/** Sort-key prefix of discount codes inside the company partition (oldest first). */
export const DISCOUNT_SK_PREFIX = 'DISCOUNT_CODE#';

/** The case-insensitive form codes are compared in. */
export function codeKey(code: string): string {
  return code.trim().toUpperCase();
}

/** Scope of the uniqueness guard of a company's codes. */
export function codeGuardScope(companyId: number): string {
  return `discount_code#${companyId}`;
}
