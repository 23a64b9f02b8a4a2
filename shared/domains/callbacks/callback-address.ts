import { z } from 'zod';

/** A destination address as callbacks receive it; built on first use, one instance for both callbacks. */
export const callbackAddressSchema = z.object({
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .describe('ISO 3166-1 alpha-2'),
  subdivision_code: z.string().nullable().describe('ISO 3166-2 subdivision (state, province), when known'),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
});

/** A cart line as callbacks receive it; money in integer minor units of the cart currency. Built on first use. */
export const callbackLineItemSchema = z.object({
  id: z.number().int(),
  sku: z.string().nullable(),
  quantity: z.number().int().min(1),
  unit_price: z.number().int().describe('Minor units'),
  total: z.number().int().describe('Minor units, after item discounts'),
});
