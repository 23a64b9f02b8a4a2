import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { companyPartition } from '../company/company-entity';
import { integrationTypes } from './gateway-entity';

/**
 * What a ledger row records: `authorize` (held, to capture), `purchase` (authorized and captured
 * at once), `capture`, `void` and `refund` (each against a prior row, its parent).
 */
export const transactionActions = ['authorize', 'purchase', 'capture', 'void', 'refund'] as const;
export type TransactionAction = (typeof transactionActions)[number];

/** Outcome of a ledger row: `success`, `declined` by the processor, `error` (not reached), `pending` (not final yet). */
export const transactionStatuses = ['success', 'declined', 'error', 'pending'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** Sort-key prefix of ledger rows in the company partition. */
export const TRANSACTION_SK_PREFIX = 'PAYMENT_TRANSACTION#';

/**
 * One row of the payment ledger: a call to the processor and its outcome, with the processor's
 * ids. Rows are listed newest first per company and per order.
 */
export const transactionEntity = defineEntity({
  name: 'payment_transaction',
  schema: () =>
    z.object({
      id: z.string(),
      company_id: z.number().int(),
      gateway_id: z.string().nullable(),
      integration_type: z.enum(integrationTypes),
      action: z.enum(transactionActions),
      status: z.enum(transactionStatuses),
      amount: z.number().int(),
      currency_code: z.string(),
      /** The processor's payment (`pi_…`), shared by an authorization and its captures, voids and refunds. */
      processor_payment_id: z.string().nullable(),
      /** The processor's id of this very operation (a refund's `re_…`; the payment's id otherwise). */
      gateway_transaction_id: z.string().nullable(),
      parent_transaction_id: z.string().nullable(),
      cart_id: z.number().int().nullable(),
      order_id: z.number().int().nullable(),
      card_network: z.string().nullable(),
      last_four: z.string().nullable(),
      decline_code: z.string().nullable(),
      message: z.string().nullable(),
      /** On an authorization or purchase: minor units captured (a purchase: all), refunded and voided so far. */
      captured_amount: z.number().int(),
      credited_amount: z.number().int(),
      voided: z.boolean(),
      capture_method: z.enum(['automatic', 'manual']),
      metadata: z.record(z.string(), z.unknown()),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (t) => companyPartition(t.company_id), sk: (t) => `${TRANSACTION_SK_PREFIX}${t.id}` },
    /** The company's ledger, newest first. */
    byCompany: {
      index: 'gsi1',
      pk: (t) => `${companyPartition(t.company_id)}#PAYMENT_TRANSACTIONS`,
      sk: (t) => `${t.created_at}#${t.id}`,
    },
    /** An order's payment ledger. */
    byOrder: {
      index: 'gsi2',
      pk: (t) => `${companyPartition(t.company_id)}#ORDER#${t.order_id}#PAYMENT_TRANSACTIONS`,
      sk: (t) => `${t.created_at}#${t.id}`,
      when: (t) => t.order_id !== null,
    },
  },
});

/** A ledger row. */
export type Transaction = z.infer<typeof transactionEntity.schema>;
