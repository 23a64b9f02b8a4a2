import { z } from 'zod';
import { integrationTypes } from './gateway-entity';
import { transactionActions, transactionStatuses } from './transaction-entity';

/** A payment ledger row as the API returns it and the payment events carry it. */
export const transactionViewSchema = z
  .object({
    id: z.string().describe('Ledger row id (`txn_…`), the address of `/transactions/{id}`'),
    gateway_id: z.string().nullable().describe('The gateway that processed it'),
    integration_type: z.enum(integrationTypes),
    parent_transaction_id: z
      .string()
      .nullable()
      .describe('The authorization or purchase a capture, void or refund acts on; null for those themselves'),
    action: z
      .enum(transactionActions)
      .describe('`authorize`, `purchase` (authorized and captured), `capture`, `void`, `refund`'),
    status: z.enum(transactionStatuses).describe('`success`, `declined` (by the processor), `error`, `pending`'),
    amount_cents: z.number().int().describe('Minor units of the currency'),
    currency_code: z.string(),
    gateway_transaction_id: z
      .string()
      .nullable()
      .describe('The processor’s id of this operation (Stripe: `pi_…`, a refund’s `re_…`)'),
    processor_payment_id: z.string().nullable().describe('The processor’s payment (Stripe PaymentIntent `pi_…`)'),
    card_network: z.string().nullable(),
    last_four: z.string().nullable(),
    decline_code: z
      .string()
      .nullable()
      .describe('The processor’s decline code (`card_declined`, `insufficient_funds`…) of a declined row'),
    message: z.string().nullable(),
    cart_id: z.number().int().nullable(),
    order_id: z.number().int().nullable().describe('The order the payment belongs to; null for a declined attempt'),
    captured_amount_cents: z.number().int().describe('On an authorization or purchase: captured so far'),
    credited_amount_cents: z.number().int().describe('On an authorization or purchase: refunded so far'),
    voided: z.boolean().describe('On an authorization: voided (the uncaptured rest released)'),
    metadata: z.record(z.string(), z.unknown()),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'PaymentTransaction' });

/** A valid ledger row (documentation and schema tests). */
export const transactionExample = {
  id: 'txn_3f9a1c2b7d4e5f60718293a4',
  gateway_id: 'gw_8c1d2e3f4a5b6c7d',
  integration_type: 'stripe',
  parent_transaction_id: null,
  action: 'authorize',
  status: 'success',
  amount_cents: 4999,
  currency_code: 'USD',
  gateway_transaction_id: 'pi_3PQr7s2eZvKYlo2C',
  processor_payment_id: 'pi_3PQr7s2eZvKYlo2C',
  card_network: 'visa',
  last_four: '4242',
  decline_code: null,
  message: null,
  cart_id: 1234567890123,
  order_id: 1234567890124,
  captured_amount_cents: 0,
  credited_amount_cents: 0,
  voided: false,
  metadata: {},
  created_at: '2026-04-01T12:00:00.000Z',
  updated_at: '2026-04-01T12:00:00.000Z',
};
