import { ownOrders } from '../../shared/domains/customers/customer-account';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { listMyOrdersRoute } from './list-orders.route';

export const handler = defineHandler(listMyOrdersRoute, async ({ query, principal }) => {
  const { orders, nextCursor } = await ownOrders(principal.companyId, principal.customerId, query.page);
  return reply(
    { orders: orders.map(presentOrder) },
    { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } },
  );
});
