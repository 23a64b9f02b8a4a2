import { defineRoute } from '../../shared/edge/http/route';
import { listOrdersQuery, orderListResponse } from './schemas';
import { base, view } from './route-common';

export const listOrdersRoute = defineRoute({
  id: 'listOrders',
  method: 'GET',
  path: base,
  handler: 'orders/list-orders',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'List orders',
  description:
    'Newest first, cursor pagination. Filters are ANDed. Each request is one Query of one access pattern chosen from them (README "Orders: access patterns"): `q` by number is one index lookup; ' +
    '`filter[email]` (or an email in `q`) reads that buyer’s orders; otherwise the most selective of `filter[rep_id]`, `filter[fulfillment_status]`, `filter[financial_status]`, `filter[status]` reads its index rows and then the page’s orders in one batch; ' +
    'without those, the company’s orders. `filter[created_at]` narrows the key range of any of them; the remaining filters apply while reading that pattern. Public tokens never hold `orders.view`.',
  request: { query: listOrdersQuery },
  response: { status: 200, body: orderListResponse, exact: true },
  pagination: 'cursor',
});
