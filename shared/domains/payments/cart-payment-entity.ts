import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { companyPartition } from '../company/company-entity';
import { captureMethods, integrationTypes } from './gateway-entity';

/** Where a cart's payment stands (adapters/payment-adapter.ts `PaymentStatus`). */
export const cartPaymentStatuses = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'authorized',
  'captured',
  'canceled',
] as const;

/**
 * A cart's payment at the processor while the buyer pays: created by `tokenize`, given its method
 * by `payment_method`, authenticated by `verify`, consumed by `complete` (by its `payment_uuid`).
 * One per cart. Until an order takes it, it carries the reconciler's PAYMENT marker: a payment
 * whose cart never completes is cancelled at the processor (abandoned-payments.ts).
 */
export const cartPaymentEntity = defineEntity({
  name: 'cart_payment',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      cart_id: z.number().int(),
      /** The cart's token hash, so the reconciler finds the cart. */
      cart_token_hash: z.string(),
      /** The reference `complete` takes (`payment_uuid`). */
      payment_uuid: z.string(),
      gateway_id: z.string(),
      integration_type: z.enum(integrationTypes),
      capture_method: z.enum(captureMethods),
      processor_payment_id: z.string(),
      /** The processor's payment method (`pm_…`; the test processor's `test_approve`/`test_decline`). */
      payment_method: z.string().nullable(),
      /** Counts the methods tried: part of the confirm idempotency key, so a new method is a new authorization and a retry is not. */
      attempt: z.number().int(),
      /** Counts processor payments created for the cart (a cancelled one is replaced): part of the create key. */
      generation: z.number().int(),
      status: z.enum(cartPaymentStatuses),
      amount: z.number().int(),
      currency_code: z.string(),
      next_action: z.record(z.string(), z.unknown()).nullable(),
      card_brand: z.string().nullable(),
      last_four: z.string().nullable(),
      exp_month: z.number().int().nullable(),
      exp_year: z.number().int().nullable(),
      decline_code: z.string().nullable(),
      /** The buyer asked to save the card (or the cart has subscribed lines): the processor keeps it for later payments. */
      save_method: z.boolean().default(false),
      /** The processor's customer a saved card attaches to (`cus_…`); null while nothing is saved. */
      processor_customer_id: z.string().nullable().default(null),
      order_id: z.number().int().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (p) => companyPartition(p.company_id), sk: (p) => `CART_PAYMENT#${p.cart_id}` },
  },
});

/** A cart's payment as stored. */
export type CartPayment = z.infer<typeof cartPaymentEntity.schema>;
