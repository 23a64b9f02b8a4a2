import { defineRoute } from '../../shared/edge/http/route';
import { TRANSACTIONS_BASE, auth, ownership, transactionParams, transactionResponse } from './route-common';
import { voidBody } from './transaction-schemas';

/** POST /api/payment/v2026-04/transactions/{id}/void: voids an authorization. */
export const voidTransactionRoute = defineRoute({
  id: 'voidPaymentTransaction',
  method: 'POST',
  path: `${TRANSACTIONS_BASE}/{id}/void`,
  handler: 'payment-transactions/void-transaction',
  surface: 'admin',
  auth,
  ownership,
  timeoutSeconds: 20,
  summary: 'Void an authorization',
  description:
    'Cancels an `authorize` row not yet captured through its processor, releasing the hold. Creates a `void` row and emits `payment_voided`; 200 (a retry answers the same row). 422 for a captured payment (credit it instead).',
  request: { params: transactionParams, body: voidBody },
  response: { status: 200, body: transactionResponse },
});
