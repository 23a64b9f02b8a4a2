import { z } from 'zod';
import { exampleLine, lineItemPayloadSchema, orderExample, orderPayloadSchema } from '../checkout/cart-payload';

const minor = z.number().int().describe('Minor units of the order currency');
const at = z.iso.datetime();

/** Order life-cycle values (README "Orders"): three independent axes. */
export const orderStatuses = ['open', 'cancelled', 'closed'] as const;
/**
 * `authorized`: held, not captured yet; `voided`: released without a capture; `partially_paid`: a
 * partial capture (the rest voided); then `paid`, `partially_refunded`, `refunded` as refunds add up.
 */
export const financialStatuses = [
  'authorized',
  'voided',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export const fulfillmentStatuses = ['unfulfilled', 'partial', 'fulfilled'] as const;
export const cancelReasons = ['customer', 'inventory', 'fraud', 'declined', 'other'] as const;

/** A shipment of some of an order's units, as `fulfillment_*` payloads carry it under `fulfillment`. */
export const fulfillmentPayloadSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: z.enum(['success', 'cancelled']).describe('`cancelled`: its units are unfulfilled again'),
  lines: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int() })),
  tracking_number: z.string().nullable(),
  tracking_company: z.string().nullable().describe('Carrier'),
  tracking_url: z.string().nullable(),
  notify_customer: z.boolean(),
  created_at: at,
  updated_at: at,
  cancelled_at: at.nullable(),
});

/** One refund: a record on the order with its lines, amount and time. */
export const refundPayloadSchema = z.object({
  id: z.number().int(),
  amount: minor,
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      quantity: z.number().int(),
      amount: minor,
      restock_quantity: z.number().int(),
    }),
  ),
  shipping_amount: minor,
  note: z.string().nullable(),
  gateway: z.string().describe('Payment method refunded through (`test`: the built-in test method)'),
  processor_refund_id: z
    .string()
    .nullable()
    .optional()
    .describe(
      'The processor’s refund (Stripe `re_…`) of a refund through a gateway; absent for the built-in test method',
    ),
  created_at: at,
});

/** The cancellation of an order. */
export const cancellationPayloadSchema = z.object({
  reason: z.enum(cancelReasons),
  restock: z.boolean(),
  restocked_lines: z
    .array(z.object({ line_id: z.number().int(), quantity: z.number().int() }))
    .describe('Units the cancellation gave back to tracked stock'),
  refund_id: z.number().int().nullable().describe('The refund the cancellation made, if any'),
  cancelled_at: at,
});

/** Negative volume an order posts when money goes back (README "Volume"): a commission engine fed by the webhooks reverses it. */
export const volumeAdjustmentPayloadSchema = z.object({
  kind: z
    .enum(['refund', 'cancellation'])
    .describe("`refund`: the refunded units' share; `cancellation`: all volume not reversed before"),
  refund_id: z.number().int().nullable().describe('The refund that posted it (`refund`)'),
  cv: z.number().describe('Commission volume posted (zero or negative)'),
  qv: z.number().describe('Qualifying volume posted (zero or negative)'),
  created_at: at,
});

/** A dispute (chargeback) of the order's payment, as the processor reported it (the gateway's events route). */
export const disputePayloadSchema = z.object({
  id: z.string().describe('The processor’s dispute (Stripe `dp_…`)'),
  amount: minor.describe('Amount the buyer’s bank disputes (held from the merchant while open)'),
  reason: z.string().describe('The bank’s reason (`fraudulent`, `product_not_received`…)'),
  status: z
    .enum(['open', 'won', 'lost'])
    .describe(
      '`open` while the bank decides; `lost`: the amount went back to the buyer and the order’s volume is reversed',
    ),
  processor_status: z
    .string()
    .describe('The processor’s own status (`needs_response`, `under_review`, `won`, `lost`…)'),
  refund_id: z
    .number()
    .int()
    .nullable()
    .describe('A lost dispute’s record in `refunds` (the amount taken back, its volume reversed as a refund’s)'),
  created_at: at,
  updated_at: at,
});

/** One movement of the payment ledger. */
export const transactionPayloadSchema = z.object({
  kind: z.enum(['capture', 'refund']),
  amount: minor,
  gateway: z.string(),
  refund_id: z.number().int().nullable(),
  processor_id: z
    .string()
    .optional()
    .describe(
      'The processor’s payment id (Stripe `pi_…`) of a payment through a gateway; absent for the built-in test method',
    ),
  transaction_id: z.string().optional().describe('The payment ledger row (`/api/payment/v2026-04/transactions/{id}`)'),
  created_at: at,
});

/** An order line with what happened to it since the order was placed. */
/** An agreement the buyer accepted at checkout, in the version accepted. */
export const acceptedAgreementPayloadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  version: z.number().int().describe('The agreement version the buyer accepted'),
  required: z.boolean(),
  accepted_at: z.iso.datetime(),
});

/** The shopper's consent to the automatic-renewal terms of the order's subscribed lines. */
export const recurringConsentPayloadSchema = z.object({
  accepted_at: z.iso.datetime(),
  terms_version: z.string().describe('The hash of `terms` (each cart `recurring` entry shows its own `terms_version`)'),
  terms: z.string().describe('The terms consented to, as shown: each recurring charge’s `terms`, one paragraph each'),
});

export const orderLinePayloadSchema = lineItemPayloadSchema.extend({
  fulfilled_quantity: z.number().int().describe('Units in fulfilments that are not cancelled'),
  refunded_quantity: z.number().int(),
  restocked_quantity: z
    .number()
    .int()
    .describe('Units given back to the variant’s tracked stock (cancel and refund restocks)'),
  fulfillable_quantity: z.number().int().describe('Units neither fulfilled nor refunded'),
});

/**
 * An order as the orders API answers it and every `order_*` payload carries it under `order`: the
 * order as placed (what the buyer saw) plus its life cycle, derived in one place (shared/domains/orders/order-state.ts).
 */
export const orderViewSchema = orderPayloadSchema.extend({
  order_number: z
    .number()
    .int()
    .nullable()
    .describe('Sequential number per company (`number` is `#<order_number>`); null for orders placed before numbering'),
  items: z.array(orderLinePayloadSchema),
  customer_id: z.number().int().nullable(),
  customer: z
    .object({ id: z.number().int(), email: z.string(), name: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  buyer_rep_id: z.number().int().nullable().describe('The rep the sale is attributed to (`filter[rep_id]`)'),
  status: z.enum(orderStatuses),
  financial_status: z.enum(financialStatuses),
  fulfillment_status: z.enum(fulfillmentStatuses),
  ledger: z.object({
    captured: minor,
    refunded: minor,
    refundable: minor.describe('Captured minus refunded: the most a refund can return'),
    shipping_refundable: minor,
    transactions: z.array(transactionPayloadSchema),
  }),
  fulfillments: z.array(fulfillmentPayloadSchema),
  refunds: z.array(refundPayloadSchema),
  cancellation: cancellationPayloadSchema.nullable(),
  volume_adjustments: z
    .array(volumeAdjustmentPayloadSchema)
    .describe('Negative volume posted by refunds and the cancellation, oldest first'),
  disputes: z
    .array(disputePayloadSchema)
    .describe('Disputes (chargebacks) of the payment reported by its processor, oldest first'),
  cv_net: z.number().describe('`cv_total` plus the adjustments: the commission volume the order still carries'),
  qv_net: z.number().describe('`qv_total` plus the adjustments'),
  metadata: z.record(z.string(), z.unknown()),
  agreements: z
    .array(acceptedAgreementPayloadSchema)
    .describe(
      'The checkout agreements the buyer accepted, each with the version accepted; empty for orders placed before agreements were recorded',
    ),
  recurring_consent: recurringConsentPayloadSchema
    .nullable()
    .describe(
      'The consent to the renewal terms a checkout with subscribed lines requires (`recurring_terms_accepted`); null on orders without subscribed lines, renewals and orders placed before consent was recorded',
    ),
  version: z.number().int().describe('Goes up with every change'),
  updated_at: at,
  cancelled_at: at.nullable(),
  closed_at: at.nullable(),
  fulfilled_at: at.nullable().describe('When the last unit was fulfilled'),
});

/** A fulfilment example (the one on the example order). */
export const fulfillmentExample: z.input<typeof fulfillmentPayloadSchema> = {
  id: 4_503_599_627_370_900,
  order_id: 4_503_599_627_370_700,
  status: 'success',
  lines: [{ line_id: 1, quantity: 2 }],
  tracking_number: '1Z999AA10123456784',
  tracking_company: 'UPS',
  tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  notify_customer: true,
  created_at: '2026-04-02T10:00:00.000Z',
  updated_at: '2026-04-02T10:00:00.000Z',
  cancelled_at: null,
};

/** A realistic order view for the catalog and schema endpoints. */
export const orderViewExample: z.input<typeof orderViewSchema> = {
  ...orderExample,
  number: '#1001',
  order_number: 1001,
  items: [
    { ...exampleLine, fulfilled_quantity: 2, refunded_quantity: 0, restocked_quantity: 0, fulfillable_quantity: 0 },
  ],
  customer_id: 4_503_599_627_370_800,
  customer: { id: 4_503_599_627_370_800, email: 'ada@example.com', name: 'Ada Lovelace', phone: null },
  buyer_rep_id: null,
  status: 'closed',
  financial_status: 'paid',
  fulfillment_status: 'fulfilled',
  ledger: {
    captured: 4461,
    refunded: 0,
    refundable: 4461,
    shipping_refundable: 500,
    transactions: [
      { kind: 'capture', amount: 4461, gateway: 'test', refund_id: null, created_at: '2026-04-01T09:40:00.000Z' },
    ],
  },
  fulfillments: [fulfillmentExample],
  refunds: [],
  cancellation: null,
  volume_adjustments: [],
  disputes: [],
  cv_net: 36,
  qv_net: 50,
  metadata: { erp_id: 'SO-2231' },
  agreements: [
    {
      id: 4_503_599_627_370_950,
      title: 'Terms of sale',
      version: 2,
      required: true,
      accepted_at: '2026-04-01T09:38:00.000Z',
    },
  ],
  recurring_consent: null,
  version: 1,
  updated_at: '2026-04-02T10:00:00.000Z',
  cancelled_at: null,
  closed_at: '2026-04-02T10:00:00.000Z',
  fulfilled_at: '2026-04-02T10:00:00.000Z',
};
