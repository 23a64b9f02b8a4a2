import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { PERIOD_PATTERN } from '../../shared/domains/field-ledger/volume-period';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { memberSession, REP_BASE } from './route-common';

/** GET /api/v2025-06/me/orders */
export const listRepOrdersRoute = defineRoute({
  id: 'listRepOrders',
  method: 'GET',
  path: `${REP_BASE}/orders`,
  handler: 'rep-v2025-06/list-orders',
  surface: 'admin',
  auth: memberSession,
  summary: 'Orders credited to the signed-in rep',
  description:
    'The volume changes credited to the rep in the period (default: the current month in the company’s time zone): each order’s placement and its refunds or cancellation, by order, with the order’s number, buyer and status. Only orders whose volume the rep was credited: never another rep’s, its upline’s or its downline’s.',
  request: {
    query: z.object({
      period: z.string().regex(PERIOD_PATTERN).optional().describe('`YYYY-MM`'),
      page: cursorPageQuery().shape.page,
    }),
  },
  response: {
    status: 200,
    body: z.object({
      period: z.string(),
      orders: z.array(
        z.object({
          order_id: z.string(),
          order_number: z.number().int().nullable(),
          customer_name: z.string().nullable(),
          status: z.string().nullable(),
          kind: z.enum(['placed', 'refund', 'cancellation']).describe('The change that credited the volume'),
          cv: z.number(),
          qv: z.number(),
          occurred_at: z.iso.datetime(),
        }),
      ),
    }),
  },
  pagination: 'cursor',
});
