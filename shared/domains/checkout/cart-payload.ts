import { z } from 'zod';
import { attributedRepSchema, attributionSchema } from '../members/attribution-payload';

const minor = z.number().int().describe('Minor units of the cart currency');
// Orders and carts stored before volume existed read as carrying none.
const volume = (what: string) => z.number().default(0).describe(what);

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
  cv: volume("Commission volume of one unit (the variant's, in the order's country)"),
  qv: volume('Qualifying volume of one unit'),
  cv_total: volume("Commission volume of the line: `cv × quantity`, reduced in proportion to the line's discount"),
  qv_total: volume('Qualifying volume of the line: `qv × quantity` (discounts leave it whole)'),
});

/** Rep fields every cart and order payload carries: the attributed rep is both buyer rep and volume rep; all null when unattributed. */
const repAttributionFields = {
  buyer_rep: attributedRepSchema
    .nullable()
    .describe('The rep the shopper bought through (the attributed rep); null when unattributed'),
  volume_rep: attributedRepSchema
    .nullable()
    .describe(
      "The rep credited with the volume: the attributed rep; null when unattributed (an order placed unattributed by a member credits the member's sponsor)",
    ),
  attribution: attributionSchema.nullable().describe('How the rep was attributed; null when unattributed'),
};

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
  cv_total: volume('Commission volume of the cart (sum of the lines)'),
  qv_total: volume('Qualifying volume of the cart (sum of the lines)'),
  price_inclusive_of_tax: z.boolean(),
  totals_stale: z.boolean().describe('A tax or shipping callback failed and the fallback priced the cart'),
  order_id: z.number().int().nullable(),
  ...repAttributionFields,
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
});

/** The line of the example cart and order. */
export const exampleLine = {
  id: 1,
  product_id: 4_503_599_627_370_496,
  variant_id: 4_503_599_627_370_497,
  title: 'Default',
  product_title: 'Vitamin C Serum',
  sku: 'VC-30',
  quantity: 2,
  price: 1999,
  total: 3998,
  discount_amount: 400,
  total_after_discounts: 3598,
  tax: 319,
  subscription: false,
  subscription_plan_id: null,
  cv: 20,
  qv: 25,
  cv_total: 36,
  qv_total: 50,
};

const exampleRep = { id: 4_503_599_627_370_800, email: 'jane@example.com', full_name: 'Jane Rep', username: 'jane' };
const exampleAttribution = {
  buyer_rep: exampleRep,
  volume_rep: exampleRep,
  attribution: {
    id: 4_503_599_627_370_650,
    source: 'share_link' as const,
    rep: exampleRep,
    share_guid: 'q1w2e3r4t5y6',
    recorded_at: '2026-04-01T09:30:00.000Z',
  },
};

/** A realistic cart for the catalog and schema endpoints. */
export const cartExample: z.input<typeof cartPayloadSchema> = {
  id: 4_503_599_627_370_600,
  state: 'open',
  state_revision: 3,
  email: 'ada@example.com',
  country_code: 'US',
  currency_code: 'USD',
  items: [exampleLine],
  discount_codes: ['SPRING10'],
  shipping_method_id: 'standard',
  sub_total: 3998,
  discount_total: 400,
  shipping_total: 500,
  tax_total: 363,
  amount_total: 4461,
  cv_total: 36,
  qv_total: 50,
  price_inclusive_of_tax: false,
  totals_stale: false,
  order_id: null,
  ...exampleAttribution,
  created_at: '2026-04-01T09:30:00.000Z',
  updated_at: '2026-04-01T09:35:00.000Z',
  completed_at: null,
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
  payment: z.object({
    method: z
      .string()
      .describe('`test` (the built-in test method) or the gateway id (`gw_…`) the order was paid through'),
    status: z
      .string()
      .describe(
        '`captured`; `authorized` when the gateway captures manually (captured at the first fulfilment); `voided` when an authorization was released (a cancelled order)',
      ),
    amount: minor,
    captured_amount: minor
      .optional()
      .describe(
        'Minor units captured after checkout (a capture at fulfilment, possibly partial); absent: all of `amount` when `captured`',
      ),
    processor_payment_id: z
      .string()
      .optional()
      .describe('The processor’s payment (Stripe PaymentIntent `pi_…`); absent for the built-in test method'),
    transaction_id: z
      .string()
      .optional()
      .describe('The payment ledger row (`GET /api/payment/v2026-04/transactions/{id}`)'),
  }),
  cv_total: volume('Commission volume of the order as placed (sum of the lines); never recomputed'),
  qv_total: volume('Qualifying volume of the order as placed (sum of the lines); never recomputed'),
  ...repAttributionFields,
  volume_rep: attributedRepSchema
    .nullable()
    .describe(
      "The rep credited with the order's volume: the attributed rep, else the sponsor of the buyer when the buyer is a member; null when neither",
    ),
  renewal: z
    .object({
      subscription_id: z.number().int(),
      cycle: z
        .number()
        .int()
        .describe('Billed cycle of the subscription (the checkout’s order is 1, the first renewal 2)'),
      idempotency_key: z
        .string()
        .describe('The payment’s idempotency key: the renewal of this subscription and cycle, with the attempt number'),
      skipped_items: z
        .array(z.object({ variant_id: z.number().int(), title: z.string(), message: z.string() }))
        .describe('Subscribed lines left out of this cycle (out of stock or no longer sold)'),
    })
    .nullable()
    .describe('Set on orders a subscription renewal placed; null on checkout orders'),
  created_at: z.iso.datetime(),
});

/** A realistic order for the catalog and schema endpoints. */
export const orderExample: z.input<typeof orderPayloadSchema> = {
  id: 4_503_599_627_370_700,
  number: 'R-4503599627370700',
  cart_id: 4_503_599_627_370_600,
  email: 'ada@example.com',
  country_code: 'US',
  currency_code: 'USD',
  items: [exampleLine],
  discount_codes: ['SPRING10'],
  shipping_method: { id: 'standard', name: 'Standard shipping', price: 500 },
  shipping_address: {
    name: 'Ada Lovelace',
    address1: '1 Main St',
    city: 'New York',
    postal_code: '10001',
    country_code: 'US',
  },
  billing_address: null,
  sub_total: 3998,
  discount_total: 400,
  shipping_total: 500,
  tax_total: 363,
  amount_total: 4461,
  price_inclusive_of_tax: false,
  payment: { method: 'test', status: 'captured', amount: 4461 },
  cv_total: 36,
  qv_total: 50,
  ...exampleAttribution,
  renewal: null,
  created_at: '2026-04-01T09:40:00.000Z',
};
