import { defineRoute } from '../../shared/edge/http/route';
import { TRANSACTIONS_BASE, auth, ownership, transactionParams, transactionResponse } from './route-common';
import { amountBody } from './transaction-schemas';

/** POST /api/payment/v2026-04/transactions/{id}/credit: refunds a captured payment. */
export const creditTransactionRoute = defineRoute({
  id: 'creditPaymentTransaction',
  method: 'POST',
  path: `${TRANSACTIONS_BASE}/{id}/credit`,
  handler: 'payment-transactions/credit-transaction',
  surface: 'admin',
  auth,
  ownership,
  timeoutSeconds: 20,
  summary: 'Credit (refund) a payment',
  description:
    'Refunds a `purchase`, or a captured `authorize`, through its processor: all that is left, or `amount_cents` (partial refunds add up in `credited_amount_cents`). Creates a `refund` row carrying the processor’s refund id (`gateway_transaction_id`, Stripe `re_…`) and emits `payment_refunded`; 201. A retry with the same amount before another refund answers the same refund. 422 over the refundable amount (checked here, before the processor is called). Refunds of an order (`/api/v202604/orders/{id}/refunds`) do not call the processor yet.',
  request: { params: transactionParams, body: amountBody },
  response: { status: 201, body: transactionResponse },
  examples: { request: { transaction: { amount_cents: 500 } } },
});
