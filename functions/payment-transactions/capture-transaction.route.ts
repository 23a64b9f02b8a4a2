import { defineRoute } from '../../shared/edge/http/route';
import { TRANSACTIONS_BASE, auth, ownership, transactionParams, transactionResponse } from './route-common';
import { amountBody } from './transaction-schemas';

/** POST /api/payment/v2026-04/transactions/{id}/capture: captures an authorization. */
export const captureTransactionRoute = defineRoute({
  id: 'capturePaymentTransaction',
  method: 'POST',
  path: `${TRANSACTIONS_BASE}/{id}/capture`,
  handler: 'payment-transactions/capture-transaction',
  surface: 'admin',
  auth,
  ownership,
  timeoutSeconds: 20,
  summary: 'Capture an authorization',
  description:
    'Captures an `authorize` row through its processor: all of it, or `amount_cents` (partial: the rest is released, as an authorization is captured once). Creates a `capture` row (`parent_transaction_id`: the authorization) and emits `payment_captured`; 201. A retry answers the same capture (200). 422 for a row that is not a successful authorization, already captured or voided, or an amount over the authorized one.',
  request: { params: transactionParams, body: amountBody },
  response: { status: 201, body: transactionResponse },
  examples: { request: { transaction: { amount_cents: 1000 } } },
});
