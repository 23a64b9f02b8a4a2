import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { listOrders } from '../../shared/domains/orders/order-list';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { listOrdersRoute } from './list-orders.route';

export const handler = defineHandler(listOrdersRoute, async ({ query, principal }) => {
  const { created_at: created, ...filters } = query.filter;
  const { orders, nextCursor } = await listOrders(
    principal.companyId,
    { ...filters, created_from: created?.from, created_to: created?.to, q: query.q },
    query.page,
  );
  return reply(
    { orders: orders.map(presentOrder) },
    { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } },
  );
});
