import { voidTransaction } from '../../shared/domains/payments/transaction-operations';
import { presentTransaction } from '../../shared/domains/payments/present-transaction';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { voidTransactionRoute } from './void-transaction.route';

export const handler = defineHandler(voidTransactionRoute, async ({ params, body, principal }) => {
  const { transaction } = await voidTransaction(principal.companyId, params.id, {
    metadata: body.transaction.metadata,
  });
  return { data: presentTransaction(transaction) };
});
