import { defineRoute } from '../../shared/edge/http/route';
import { TRANSACTIONS_BASE, auth, ownership, transactionParams, transactionResponse } from './route-common';

/** GET /api/payment/v2026-04/transactions/{id}: one ledger row. */
export const getTransactionRoute = defineRoute({
  id: 'getPaymentTransaction',
  method: 'GET',
  path: `${TRANSACTIONS_BASE}/{id}`,
  handler: 'payment-transactions/get-transaction',
  surface: 'admin',
  auth,
  ownership,
  summary: 'Show a payment transaction',
  description: 'One ledger row with the processor’s ids; 404 for a row of another company or none.',
  request: { params: transactionParams },
  response: { status: 200, body: transactionResponse },
});
