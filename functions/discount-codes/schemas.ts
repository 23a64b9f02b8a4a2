import { z } from 'zod';
import { isCurrencyCode } from '../../shared/domains/company/country-data';
import { discountKinds, discountScopes } from '../../shared/domains/discounts/discount-entity';
import { boundedText, moneyMinor, rate, storableId, storableIdParam } from '../../shared/platform/schema/storable';

const perCurrency = (what: string) =>
  z
    .record(
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
        .refine(isCurrencyCode, 'is not an ISO 4217 currency'),
      moneyMinor,
    )
    .refine((map) => Object.keys(map).length <= 50, 'lists at most 50 currencies')
    .describe(`${what} in minor units per ISO 4217 currency, e.g. {"USD": 500, "EUR": 450}`);

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value).toISOString());

/** A discount code as the admin surface answers it. */
export const discountCodeSchema = z
  .object({
    id: z.number().int(),
    code: z.string().describe('As written; matched case-insensitively'),
    description: z.string().nullable(),
    kind: z.enum(discountKinds),
    percentage: z.number().nullable().describe('Percent off for `percentage` codes (10 = 10 %)'),
    amounts: z.record(z.string(), z.number().int()).describe('Minor units off per currency for `fixed_amount` codes'),
    applies_to: z.enum(discountScopes),
    target_ids: z
      .array(z.number().int())
      .describe('Products, categories or collections the code applies to; empty for `cart`'),
    minimum_subtotal: z
      .record(z.string(), z.number().int())
      .describe('Minimum cart subtotal per currency; a currency not listed has no minimum'),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    usage_limit: z.number().int().nullable().describe('Orders that may use the code in total; null: unlimited'),
    usage_limit_per_customer: z.number().int().nullable().describe('Orders per customer e-mail; null: unlimited'),
    usage_count: z.number().int().describe('Orders placed with the code'),
    active: z.boolean(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'DiscountCode' });

export const discountFields = z.object({
  code: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
      'must be 1-64 letters, digits, "_" or "-", starting with a letter or digit',
    )
    .describe('Unique per company, case-insensitive'),
  description: boundedText(2000).trim().max(500).nullable().optional(),
  kind: z.enum(discountKinds).describe('percentage, fixed_amount or free_shipping'),
  percentage: rate.nullable().optional().describe('Required for `percentage` codes: percent from 0 to 100'),
  amounts: perCurrency('Amount off').optional().describe('Required for `fixed_amount` codes'),
  applies_to: z.enum(discountScopes).optional().describe('Default `cart`'),
  target_ids: z
    .array(storableId)
    .max(100)
    .optional()
    .describe('Product, category or collection ids (required unless applies_to is cart)'),
  minimum_subtotal: perCurrency('Minimum subtotal before discounts').optional(),
  starts_at: instant.nullable().optional(),
  ends_at: instant.nullable().optional(),
  usage_limit: z.int().min(1).max(10_000_000).nullable().optional(),
  usage_limit_per_customer: z.int().min(1).max(10_000).nullable().optional(),
  active: z.boolean().optional().describe('Default true'),
});

export const discountParams = z.object({ id: storableIdParam });
export const discountResponse = z.object({ discount_code: discountCodeSchema });
