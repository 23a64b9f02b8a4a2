import { presentTransaction } from '../../shared/domains/payments/present-transaction';
import { listTransactions, orderTransactions } from '../../shared/domains/payments/transaction-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { listTransactionsRoute } from './list-transactions.route';

export const handler = defineHandler(listTransactionsRoute, async ({ query, principal }) => {
  const { filter, page } = query;
  if (filter.order_id !== undefined) {
    const rows = await orderTransactions(principal.companyId, filter.order_id);
    return reply(
      { data: rows.map(presentTransaction) },
      { meta: { pagination: { next_cursor: null, limit: page.limit } } },
    );
  }
  const { transactions, nextCursor } = await listTransactions(principal.companyId, page);
  return reply(
    { data: transactions.map(presentTransaction) },
    { meta: { pagination: { next_cursor: nextCursor, limit: page.limit } } },
  );
});
