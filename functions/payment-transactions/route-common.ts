import { z } from 'zod';
import { transactionViewSchema } from '../../shared/domains/payments/payment-payload';

// What the payment ledger route modules share.

export const TRANSACTIONS_BASE = '/api/payment/v2026-04/transactions';

/** The ledger moves money: the same permission as the gateways (company tokens, partner tokens by role; never installations). */
export const auth = { kind: 'bearer', permission: 'payments.manage' } as const;
export const ownership = { kind: 'company' } as const;

export const transactionParams = z.object({
  id: z
    .string()
    .regex(/^txn_[0-9a-f]{24}$/)
    .describe('Ledger row id (`txn_…`)'),
});

export const transactionResponse = z.object({ data: transactionViewSchema });
