import { captureTransaction } from '../../shared/domains/payments/transaction-operations';
import { presentTransaction } from '../../shared/domains/payments/present-transaction';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { captureTransactionRoute } from './capture-transaction.route';

export const handler = defineHandler(captureTransactionRoute, async ({ params, body, principal }) => {
  const { transaction, created } = await captureTransaction(principal.companyId, params.id, {
    amount: body.transaction.amount_cents,
    metadata: body.transaction.metadata,
  });
  return reply({ data: presentTransaction(transaction) }, { status: created ? 201 : 200 });
});
