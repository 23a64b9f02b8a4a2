import { presentTransaction } from '../../shared/domains/payments/present-transaction';
import { getTransaction } from '../../shared/domains/payments/transaction-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { getTransactionRoute } from './get-transaction.route';

export const handler = defineHandler(getTransactionRoute, async ({ params, principal }) => {
  const transaction = await getTransaction(principal.companyId, params.id);
  if (!transaction) throw new NotFound('Payment transaction');
  return { data: presentTransaction(transaction) };
});
