import { defineRoute } from '../../shared/edge/http/route';
import { orderParams, orderResponse } from './schemas';
import { base, view } from './route-common';

export const getOrderRoute = defineRoute({
  id: 'getOrder',
  method: 'GET',
  path: `${base}/{id}`,
  handler: 'orders/get-order',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show an order',
  description:
    'The order as placed (lines, totals, addresses, shipping method, discount codes, payment) and what happened since: `status`, `financial_status` and `fulfillment_status` (derived from the ledger and the fulfilled quantities), ' +
    'per-line fulfilled/refunded/restocked quantities, the payment `ledger` (captures, refunds, amount refundable), fulfilments, refunds, cancellation, timestamps and `metadata`. Another company’s order → 404. ' +
    'Orders placed before these fields existed read back with defaults: `order_number` null (their `number` stays `R-<id>`), no customer, open, paid, unfulfilled, empty `metadata`.',
  request: { params: orderParams },
  response: { status: 200, body: orderResponse, exact: true },
});
