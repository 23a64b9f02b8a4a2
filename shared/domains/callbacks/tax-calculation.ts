import { z } from 'zod';
import { callbackAddressSchema, callbackLineItemSchema } from './callback-address';

/** What the platform sends to a `tax_calculation` callback (the envelope's `payload`); built on first use. */
export const taxCalculationRequestSchema = z.object({
  cart: z.object({
    token: z.string(),
    currency_code: z.string().regex(/^[A-Z]{3}$/),
    price_inclusive_of_tax: z.boolean().describe('Whether prices already include tax'),
    shipping_address: callbackAddressSchema,
    line_items: z.array(callbackLineItemSchema.extend({ taxable: z.boolean() })),
    shipping_total: z.number().int().describe('Minor units'),
    discount_total: z.number().int().describe('Minor units'),
  }),
});

/** What a `tax_calculation` callback answers: tax per line and for shipping, in minor units; built on first use. */
export const taxCalculationResponseSchema = z
  .object({
    line_items: z.array(
      z.object({
        id: z.number().int().describe('Line item id from the request'),
        tax: z.number().int().min(0).describe('Minor units'),
        rate: z.number().min(0).max(1).describe('Applied rate as a fraction (0.2 = 20 %)'),
      }),
    ),
    shipping_tax: z.number().int().min(0),
    tax_total: z.number().int().min(0).describe('Sum of the line taxes and the shipping tax'),
    tax_label: z.string().max(64).nullable().optional().describe('Label shown to buyers, e.g. "VAT"'),
  })
  .refine(
    (response) =>
      response.tax_total === response.line_items.reduce((sum, line) => sum + line.tax, response.shipping_tax),
    {
      message: 'tax_total must equal the sum of the line taxes and shipping_tax',
      path: ['tax_total'],
    },
  );
