import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { orderSchema } from '../orders/schemas';
import { customerSession, ME_BASE } from './route-common';

/** GET …/customers/me/orders: the customer's orders, newest first. */
export const listMyOrdersRoute = defineRoute({
  id: 'listCustomerOrders',
  method: 'GET',
  path: `${ME_BASE}/orders`,
  handler: 'customer-account/list-orders',
  surface: 'checkout',
  auth: customerSession,
  summary: 'List the signed-in customer’s orders',
  description:
    'Newest first, cursor pagination (`page[cursor]`, `page[limit]`). Cost: one GetItem (the customer) and one Query of `limit + 1` orders on the buyer’s index.',
  request: { query: cursorPageQuery() },
  response: { status: 200, body: z.object({ orders: z.array(orderSchema) }) },
  pagination: 'cursor',
});
