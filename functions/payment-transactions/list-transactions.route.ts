import { z } from 'zod';
import { transactionViewSchema } from '../../shared/domains/payments/payment-payload';
import { defineRoute } from '../../shared/edge/http/route';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { storableIdParam } from '../../shared/platform/schema/storable';
import { TRANSACTIONS_BASE, auth, ownership } from './route-common';

const listTransactionsQuery = z.object({
  filter: z
    .object({ order_id: storableIdParam.optional().describe('The payment ledger of one order, oldest first') })
    .strict()
    .default({}),
  page: cursorPageQuery().shape.page,
});

/** GET /api/payment/v2026-04/transactions: the payment ledger. */
export const listTransactionsRoute = defineRoute({
  id: 'listPaymentTransactions',
  method: 'GET',
  path: TRANSACTIONS_BASE,
  handler: 'payment-transactions/list-transactions',
  surface: 'admin',
  auth,
  ownership,
  summary: 'List payment transactions',
  description:
    'The company’s payment ledger, newest first: every authorization, purchase, capture, void and refund through its gateways, declined attempts included, with the processor’s ids (`gateway_transaction_id`, `processor_payment_id`). `filter[order_id]` lists one order’s ledger (oldest first, unpaged). Carts paid with the built-in test method of a company without gateways record no rows.',
  request: { query: listTransactionsQuery },
  response: { status: 200, body: z.object({ data: z.array(transactionViewSchema) }) },
  pagination: 'cursor',
});
