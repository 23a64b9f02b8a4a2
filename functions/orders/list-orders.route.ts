import { defineRoute } from '../../shared/edge/http/route';
import { orderSchema } from './schemas';
import { base, view } from './route-common';
import { z } from 'zod';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { financialStatuses, fulfillmentStatuses, orderStatuses } from '../../shared/domains/orders/order-payload';
import { storableIdParam } from '../../shared/platform/schema/storable';
import { emailAddress } from '../../shared/platform/schema/email';

const text = (max: number) => z.string().trim().min(1).max(max);

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const listOrdersQuery = z.object({
  q: text(200)
    .optional()
    .describe(
      'An order number (`#1001` or `1001`; `R-<id>` for orders placed before numbering) or an email address (exact, case-insensitive)',
    ),
  filter: z
    .object({
      status: z.enum(orderStatuses).optional(),
      financial_status: z.enum(financialStatuses).optional(),
      fulfillment_status: z.enum(fulfillmentStatuses).optional(),
      email: emailAddress().optional().describe('The buyer’s email (exact, case-insensitive)'),
      rep_id: storableIdParam.optional().describe('Orders attributed to this rep (the order’s `buyer_rep_id`)'),
      created_at: z
        .object({ from: instant.optional(), to: instant.optional() })
        .strict()
        .optional()
        .describe('Placed at or after `from` and at or before `to` (ISO 8601)'),
    })
    .strict()
    .default({}),
  page: cursorPageQuery().shape.page,
});

const orderListResponse = z.object({ orders: z.array(orderSchema) });

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
