import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { repOrders } from '../../shared/use-cases/rep-orders';
import { listRepOrdersRoute } from './list-orders.route';

export const handler = defineHandler(listRepOrdersRoute, async ({ query, principal }) => {
  const { period, entries, nextCursor } = await repOrders(
    principal.companyId,
    principal.memberId,
    query.period,
    query.page,
  );
  return reply(
    { period, orders: entries },
    { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } },
  );
});
