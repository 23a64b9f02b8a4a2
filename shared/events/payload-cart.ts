import { z } from 'zod';

const minor = z.number().int().describe('Minor units of the cart currency');

/** A cart line as `cart_*` and `order_*` payloads carry it. */
export const lineItemPayloadSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  title: z.string(),
  product_title: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  price: minor.describe('Unit price charged (the subscription price when subscribed)'),
  total: minor,
  discount_amount: minor,
  total_after_discounts: minor,
  tax: minor,
  subscription: z.boolean(),
  subscription_plan_id: z.number().int().nullable(),
});

/** A cart as `cart_created`/`cart_updated` payloads carry it under `cart` (never its token). */
export const cartPayloadSchema = z.object({
  id: z.number().int(),
  state: z.enum(['open', 'completed']),
  state_revision: z.number().int(),
  email: z.string().nullable(),
  country_code: z.string(),
  currency_code: z.string(),
  items: z.array(lineItemPayloadSchema),
  discount_codes: z.array(z.string()),
  shipping_method_id: z.string().nullable(),
  sub_total: minor,
  discount_total: minor,
  shipping_total: minor,
  tax_total: minor,
  amount_total: minor,
  price_inclusive_of_tax: z.boolean(),
  totals_stale: z.boolean().describe('A tax or shipping callback failed and the fallback priced the cart'),
  order_id: z.number().int().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
});

const exampleLine = {
  id: 1, product_id: 4_503_599_627_370_496, variant_id: 4_503_599_627_370_497, title: 'Default', product_title: 'Vitamin C Serum', sku: 'VC-30',
  quantity: 2, price: 1999, total: 3998, discount_amount: 400, total_after_discounts: 3598, tax: 319, subscription: false, subscription_plan_id: null,
};

/** A realistic cart for the catalog and schema endpoints. */
export const cartExample: z.input<typeof cartPayloadSchema> = {
  id: 4_503_599_627_370_600, state: 'open', state_revision: 3, email: 'ada@example.com', country_code: 'US', currency_code: 'USD', items: [exampleLine],
  discount_codes: ['SPRING10'], shipping_method_id: 'standard', sub_total: 3998, discount_total: 400, shipping_total: 500, tax_total: 363, amount_total: 4461,
  price_inclusive_of_tax: false, totals_stale: false, order_id: null, created_at: '2026-04-01T09:30:00.000Z', updated_at: '2026-04-01T09:35:00.000Z', completed_at: null,
};

/** An order as `order_created` payloads carry it under `order`. */
export const orderPayloadSchema = z.object({
  id: z.number().int(),
  number: z.string().describe('Human-facing order number'),
  cart_id: z.number().int(),
  email: z.string(),
  country_code: z.string(),
  currency_code: z.string(),
  items: z.array(lineItemPayloadSchema),
  discount_codes: z.array(z.string()),
  shipping_method: z.object({ id: z.string(), name: z.string(), price: minor }).nullable(),
  shipping_address: z.record(z.string(), z.unknown()).nullable(),
  billing_address: z.record(z.string(), z.unknown()).nullable(),
  sub_total: minor,
  discount_total: minor,
  shipping_total: minor,
  tax_total: minor,
  amount_total: minor,
  price_inclusive_of_tax: z.boolean(),
  payment: z.object({ method: z.string(), status: z.string(), amount: minor }),
  created_at: z.iso.datetime(),
});

/** A realistic order for the catalog and schema endpoints. */
export const orderExample: z.input<typeof orderPayloadSchema> = {
  id: 4_503_599_627_370_700, number: 'R-4503599627370700', cart_id: 4_503_599_627_370_600, email: 'ada@example.com', country_code: 'US', currency_code: 'USD',
  items: [exampleLine], discount_codes: ['SPRING10'], shipping_method: { id: 'standard', name: 'Standard shipping', price: 500 },
  shipping_address: { name: 'Ada Lovelace', address1: '1 Main St', city: 'New York', postal_code: '10001', country_code: 'US' }, billing_address: null,
  sub_total: 3998, discount_total: 400, shipping_total: 500, tax_total: 363, amount_total: 4461, price_inclusive_of_tax: false,
  payment: { method: 'test', status: 'captured', amount: 4461 }, created_at: '2026-04-01T09:40:00.000Z',
};
