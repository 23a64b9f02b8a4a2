import { z } from 'zod';
import { attributedRepSchema } from '../members/attribution-payload';

const at = z.iso.datetime();

/** Life-cycle states of an autoship subscription (docs/commerce.md "Autoship subscriptions": the state diagram). */
export const subscriptionStatuses = [
  'active',
  'paused',
  'past_due',
  'action_required',
  'cancelled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Forms of the stored test payment method: `test_ok` approves, `test_decline` declines (retried by dunning), `test_decline_hard` declines for good. */
export const testPaymentTokens = ['test_ok', 'test_decline', 'test_decline_hard'] as const;

/** The built-in test method renewals charge (a company without gateways). */
export const testStoredMethodSchema = z.object({ type: z.literal('test'), token: z.enum(testPaymentTokens) });

/** A card saved at checkout (the customer's `customers/me/payment_methods`), as shown: never card data. */
export const cardStoredMethodSchema = z.object({
  type: z.literal('card'),
  id: z.number().int().describe('The customer’s saved payment method'),
  gateway_id: z.string().describe('The gateway that charges it'),
  brand: z.string().nullable(),
  last_four: z.string().nullable(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
});

/** What a pending on-session confirmation is about (status `action_required`). */
export const paymentActionSchema = z.object({
  cycle: z.number().int().describe('The cycle whose renewal waits for the customer'),
  amount: z.number().int().describe('Minor units to pay'),
  currency_code: z.string(),
  processor_payment_id: z.string().describe('The processor’s payment the customer confirms (Stripe `pi_…`)'),
  requested_at: at,
});

/** One subscribed variant. */
export const subscriptionLineSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int(),
  quantity: z.number().int(),
  subscription_plan_id: z.number().int(),
  title: z.string().describe('Product and variant title when subscribed (renewals re-read the catalog)'),
});

/** An autoship subscription as the subscriptions API answers it and `subscription_*` payloads carry it. */
export const subscriptionPayloadSchema = z.object({
  id: z.number().int(),
  status: z.enum(subscriptionStatuses),
  customer_id: z.number().int(),
  email: z.string(),
  country_code: z.string().describe('Renewals are priced in this country’s catalog prices, tax and shipping'),
  currency_code: z.string(),
  lines: z.array(subscriptionLineSchema),
  subscription_plan_id: z
    .number()
    .int()
    .describe(
      'The plan whose cadence the subscription bills on (with `bundle_subscriptions`, the plan of its first line)',
    ),
  billing_interval: z.number().int(),
  billing_interval_unit: z.enum(['day', 'week', 'month', 'year']),
  shipping_address: z.record(z.string(), z.unknown()).nullable(),
  shipping_method_id: z.string().nullable(),
  payment_method: z
    .discriminatedUnion('type', [testStoredMethodSchema, cardStoredMethodSchema])
    .describe(
      'What renewals charge: the card saved at checkout (charged off-session, the buyer absent), or the built-in test method',
    ),
  payment_method_expiring: z
    .boolean()
    .describe(
      'The saved card expires before the next renewal (`subscription_payment_method_expiring`): the customer should save a new one',
    ),
  payment_action: paymentActionSchema
    .nullable()
    .describe(
      'While `action_required`: the renewal the customer’s bank wants confirmed on-session (3-D Secure); the customer was mailed a link to confirm it',
    ),
  rep: attributedRepSchema
    .nullable()
    .describe('The rep renewals are credited to (the attributed rep of the first order)'),
  origin_order_id: z.number().int(),
  anchor_at: at.describe(
    'Billing dates are counted from this instant (the first billing after the trial), in the shop’s time zone',
  ),
  trial_ends_at: at.nullable(),
  cycles_completed: z
    .number()
    .int()
    .describe('Billed cycles so far, the checkout’s order included (1 before the first renewal)'),
  max_billing_cycles: z
    .number()
    .int()
    .nullable()
    .describe('Billed cycles (the checkout’s order included) after which the subscription expires; null: no limit'),
  next_cycle: z
    .number()
    .int()
    .describe('Cycle the next renewal bills (the checkout’s order is cycle 1, the first renewal cycle 2)'),
  next_billing_at: at
    .nullable()
    .describe('When the next renewal (or dunning retry) runs; null when nothing is scheduled'),
  cancel_at_period_end: z.boolean(),
  dunning: z
    .object({ failed_attempts: z.number().int(), last_failure: z.string(), next_retry_at: at.nullable() })
    .nullable()
    .describe('Failed attempts of the current cycle while `past_due`'),
  pause_reason: z
    .enum(['merchant', 'customer', 'dunning_exhausted', 'unavailable'])
    .nullable()
    .describe(
      '`unavailable`: a renewal found nothing it could ship (every line out of stock or no longer sold) or could not be checked out',
    ),
  cancel_reason: z
    .enum(['merchant', 'customer', 'dunning_exhausted'])
    .nullable()
    .describe('Who cancelled: `customer` when the buyer cancelled from their account'),
  cancellation_note: z
    .string()
    .nullable()
    .default(null)
    .describe('Why the customer cancelled, in their words (null when they gave none or the merchant cancelled)'),
  status_message: z
    .string()
    .nullable()
    .describe('Why the subscription is paused or past due, in words (the decline, the line out of stock)'),
  version: z.number().int().describe('Goes up with every change'),
  created_at: at,
  updated_at: at,
  paused_at: at.nullable(),
  resume_on: z.iso
    .date()
    .nullable()
    .default(null)
    .describe(
      'While paused: the day it resumes by itself (at the start of that day in the shop’s time zone, through its one renewal schedule); null: paused until resumed',
    ),
  pause_note: z
    .string()
    .nullable()
    .default(null)
    .describe('While paused: the `reason` the pause request gave, in the merchant’s words; null when none was given'),
  cancelled_at: at.nullable(),
});

export type SubscriptionView = z.infer<typeof subscriptionPayloadSchema>;

/** A realistic subscription for the catalog and schema endpoints. */
export const subscriptionExample: z.input<typeof subscriptionPayloadSchema> = {
  id: 4_503_599_627_370_800,
  status: 'active',
  customer_id: 4_503_599_627_370_710,
  email: 'ada@example.com',
  country_code: 'US',
  currency_code: 'USD',
  lines: [
    {
      product_id: 4_503_599_627_370_500,
      variant_id: 4_503_599_627_370_501,
      quantity: 2,
      subscription_plan_id: 4_503_599_627_370_400,
      title: 'Serum (30 ml)',
    },
  ],
  subscription_plan_id: 4_503_599_627_370_400,
  billing_interval: 1,
  billing_interval_unit: 'month',
  shipping_address: {
    name: 'Ada Lovelace',
    address1: '1 Main St',
    city: 'New York',
    postal_code: '10001',
    country_code: 'US',
  },
  shipping_method_id: 'standard',
  payment_method: { type: 'test', token: 'test_ok' },
  payment_method_expiring: false,
  payment_action: null,
  rep: null,
  origin_order_id: 4_503_599_627_370_700,
  anchor_at: '2026-05-01T09:40:00.000Z',
  trial_ends_at: null,
  cycles_completed: 1,
  max_billing_cycles: 12,
  next_cycle: 2,
  next_billing_at: '2026-05-01T09:40:00.000Z',
  cancel_at_period_end: false,
  dunning: null,
  pause_reason: null,
  cancel_reason: null,
  cancellation_note: null,
  status_message: null,
  version: 1,
  created_at: '2026-04-01T09:40:00.000Z',
  updated_at: '2026-04-01T09:40:00.000Z',
  paused_at: null,
  resume_on: null,
  pause_note: null,
  cancelled_at: null,
};
