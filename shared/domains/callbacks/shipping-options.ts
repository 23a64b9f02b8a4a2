import { z } from 'zod';
import { callbackAddressSchema, callbackLineItemSchema } from './callback-address';

/** What the platform sends to a `shipping_options` callback (the envelope's `payload`); built on first use. */
export const shippingOptionsRequestSchema = z.object({
  cart: z.object({
    token: z.string(),
    currency_code: z.string().regex(/^[A-Z]{3}$/),
    shipping_address: callbackAddressSchema,
    line_items: z.array(
      callbackLineItemSchema.extend({
        weight_grams: z.number().int().min(0).nullable(),
        requires_shipping: z.boolean(),
      }),
    ),
    sub_total: z.number().int().describe('Minor units'),
  }),
});

/** What a `shipping_options` callback answers: the methods the buyer may choose from (empty: cannot ship there); built on first use. */
export const shippingOptionsResponseSchema = z.object({
  shipping_options: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        title: z.string().min(1).max(128),
        price: z.number().int().min(0).describe('Minor units'),
        delivery_time_estimate: z.string().max(128).nullable(),
        price_label: z.string().max(64).nullable().optional(),
      }),
    )
    .max(50),
});
