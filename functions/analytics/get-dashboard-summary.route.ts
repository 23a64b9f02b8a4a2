import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { DASHBOARD_BASE, auth, dashboardQuery, ownership, rangeSchema } from './route-common';

const count = z.number().int();
const minor = z.number().int().describe('Minor units of the currency');

const summaryResponse = z.object({
  range: rangeSchema,
  sales: z
    .array(
      z.object({
        currency_code: z.string(),
        orders: count,
        gross_sales: minor.describe('Order totals placed in the range'),
        refunded: minor.describe('Refunds made in the range (of any order)'),
        net_sales: minor.describe('`gross_sales` minus `refunded`'),
        average_order: minor.describe('`gross_sales` over `orders`, rounded; 0 without orders'),
      }),
    )
    .describe('Money per currency, sorted by currency code'),
  orders: count.describe('Orders placed in the range'),
  cancelled_orders: count.describe('Orders cancelled in the range'),
  new_customers: count,
  new_reps: count,
  failed_payments: count.describe('Renewal payments that failed in the range (each dunning attempt)'),
  autoship: z.object({
    created: count,
    renewed: count,
    recovered: count.describe('Renewals of past-due subscriptions'),
    cancelled: count.describe('Cancelled or expired'),
    active: count.describe('Now: started and neither cancelled nor expired'),
    past_due: count.describe('Now: a renewal payment failed and has not been recovered'),
  }),
});

/** GET /api/v202604/analytics/dashboard/summary: the Home dashboard's figures over a range. */
export const getDashboardSummaryRoute = defineRoute({
  id: 'getAnalyticsDashboardSummary',
  method: 'GET',
  path: `${DASHBOARD_BASE}/summary`,
  handler: 'analytics/get-dashboard-summary',
  surface: 'admin',
  auth,
  ownership,
  summary: 'Home dashboard summary',
  description:
    'Sales, orders, average order, new customers and reps, autoship and failed payments over today, the month to date or a custom range of UTC days (at most 366), for one country or all. Read from rollups the event pipeline keeps per company, day and country (docs/operations.md "Analytics rollups"): two Queries, whatever the number of orders; figures trail the orders by the pipeline\'s delay.',
  request: { query: dashboardQuery },
  response: { status: 200, body: summaryResponse },
});
