import { defineRoute } from '../../shared/edge/http/route';
import {
  cancelOrderBody,
  createFulfillmentBody,
  createRefundBody,
  fulfillmentParams,
  fulfillmentResponse,
  listOrdersQuery,
  orderListResponse,
  orderParams,
  orderResponse,
  refundResponse,
  updateFulfillmentBody,
  updateOrderBody,
} from './schemas';

const view = { kind: 'bearer', permission: 'orders.view' } as const;
const manage = { kind: 'bearer', permission: 'orders.manage' } as const;
const base = '/api/v202604/orders';
const idempotentWrite = 'Send an `Idempotency-Key` to retry safely: the retry replays the first answer. Every change commits with its events (`order_updated` and its own) in one transaction; a concurrent change of the same order is re-read and re-validated, never overwritten.';

// Each route is built when first read (builtOnce): an order function builds its own route's query or
// body at import, not every order route's (issue 25 §2, cold starts); the manifest reads them all.

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

export const updateOrderRoute = defineRoute({
    id: 'updateOrder',
    method: 'PATCH',
    path: `${base}/{id}`,
    handler: 'orders/update-order',
    surface: 'storefront',
    auth: manage,
    summary: 'Set an order’s metadata',
    description: 'Replaces `metadata` (the merchant’s own keys; the order as placed cannot be edited here). Emits `order_updated`.',
    request: { params: orderParams, body: updateOrderBody },
    errors: ['conflict'],
    response: { status: 200, body: orderResponse },
  });

export const createFulfillmentRoute = defineRoute({
    id: 'createFulfillment',
    method: 'POST',
    path: `${base}/{id}/fulfillments`,
    handler: 'orders/create-fulfillment',
    surface: 'storefront',
    auth: manage,
    idempotent: true,
    uses: ['mail'],
    summary: 'Fulfil units of an order',
    description:
      'Marks units shipped, with optional tracking (number, carrier, URL). Without `lines`, every unit not yet fulfilled or refunded. Partial fulfilments add up; more units than a line has left, an unknown line, ' +
      'nothing left to fulfil or a cancelled order → 422 naming the line. `fulfillment_status` follows (partial, fulfilled) and the order closes when nothing is left. ' +
      'With `notify_customer` (default true) the buyer gets a shipping confirmation email with the tracking link. Emits `fulfillment_created`, `order_updated` and, when the last unit ships, `order_fulfilled`. ' +
      idempotentWrite,
    request: { params: orderParams, body: createFulfillmentBody },
    errors: ['conflict'],
    response: { status: 201, body: fulfillmentResponse },
  });

export const updateFulfillmentRoute = defineRoute({
    id: 'updateFulfillment',
    method: 'PATCH',
    path: `${base}/{id}/fulfillments/{fulfillment_id}`,
    handler: 'orders/update-fulfillment',
    surface: 'storefront',
    auth: manage,
    summary: 'Update a fulfilment’s tracking',
    description: 'Changes the fields sent of `tracking_number`, `tracking_company` and `tracking_url` (null clears). A cancelled fulfilment → 422. Emits `order_updated`.',
    request: { params: fulfillmentParams, body: updateFulfillmentBody },
    errors: ['conflict'],
    response: { status: 200, body: fulfillmentResponse },
  });

export const cancelFulfillmentRoute = defineRoute({
    id: 'cancelFulfillment',
    method: 'POST',
    path: `${base}/{id}/fulfillments/{fulfillment_id}/cancel`,
    handler: 'orders/cancel-fulfillment',
    surface: 'storefront',
    auth: manage,
    idempotent: true,
    summary: 'Cancel a fulfilment',
    description:
      'Its units are unfulfilled again (`fulfillment_status` and `status` follow: a closed order reopens). Stock is not moved: it left the shelf when the order was placed and the units are still the buyer’s. ' +
      'Cancelling a cancelled fulfilment answers it unchanged (200). Emits `fulfillment_cancelled` and `order_updated`.',
    request: { params: fulfillmentParams },
    errors: ['conflict'],
    response: { status: 200, body: fulfillmentResponse },
  });

export const cancelOrderRoute = defineRoute({
    id: 'cancelOrder',
    method: 'POST',
    path: `${base}/{id}/cancel`,
    handler: 'orders/cancel-order',
    surface: 'storefront',
    auth: manage,
    idempotent: true,
    summary: 'Cancel an order',
    description:
      'Only while nothing is fulfilled (a partly or fully shipped order → 422: refund it line by line instead; cancel its fulfilments first to cancel it). `reason`: customer, inventory, fraud, declined, other. ' +
      'With `refund` (default true) everything refundable is refunded through the payment method as one refund record; with `restock` (default true) the units not yet restocked go back to their variants’ tracked stock. ' +
      'The discount codes’ usage counts (total and per customer) are given back. Final and idempotent: cancelling a cancelled order answers it unchanged (200). Emits `order_cancelled`, `order_updated` and, when money is returned, `order_refunded`. ' +
      idempotentWrite,
    request: { params: orderParams, body: cancelOrderBody },
    errors: ['conflict'],
    response: { status: 200, body: orderResponse },
  });

export const createRefundRoute = defineRoute({
    id: 'createRefund',
    method: 'POST',
    path: `${base}/{id}/refunds`,
    handler: 'orders/create-refund',
    surface: 'storefront',
    auth: manage,
    idempotent: true,
    summary: 'Refund an order',
    description:
      'By `lines` (units of a line cost their share of the line’s total after discounts, tax added unless prices include it; the last unit takes the rounding remainder, so refunding every unit returns the line exactly) and/or `shipping` (as paid: its tax included when tax is added on top; `ledger.shipping_refundable` is what is left), or an explicit `amount`. ' +
      'Never more than captured minus refunded (422 with the refundable amount on `refund.amount`), never more units of a line than were bought and not yet refunded (422 on `refund.lines.<i>.quantity`). ' +
      '`restock: true` on a line gives its units back to the variant’s tracked stock (at most the units not restocked before). Concurrent refunds of one order are serialized by a condition on the order’s version: ' +
      'together they can never exceed the payment (the one that would is answered 422). Emits `order_refunded` and `order_updated`. ' +
      idempotentWrite,
    request: { params: orderParams, body: createRefundBody },
    errors: ['conflict'],
    response: { status: 201, body: refundResponse },
  });

/** Every order route, in the manifest's order; reading them builds them all (the manifest, OpenAPI, tests). */
export const orderRoutes = () => [
  listOrdersRoute,
  getOrderRoute,
  updateOrderRoute,
  createFulfillmentRoute,
  updateFulfillmentRoute,
  cancelFulfillmentRoute,
  cancelOrderRoute,
  createRefundRoute,
];
