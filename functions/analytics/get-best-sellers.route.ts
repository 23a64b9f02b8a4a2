import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { DASHBOARD_BASE, auth, dashboardQuery, ownership, rangeSchema } from './route-common';

const bestSellersQuery = dashboardQuery.safeExtend({
  limit: z.coerce.number().int().min(1).max(50).default(10).describe('Rows to answer'),
});

/** GET /api/v202604/analytics/dashboard/best_sellers: products ranked by revenue over a range. */
export const getBestSellersRoute = defineRoute({
  id: 'getAnalyticsDashboardBestSellers',
  method: 'GET',
  path: `${DASHBOARD_BASE}/best_sellers`,
  handler: 'analytics/get-best-sellers',
  surface: 'admin',
  auth,
  ownership,
  summary: 'Home dashboard best sellers',
  description:
    "Products of the orders placed in the range, ranked by revenue (line totals after discounts) then units, one row per product and currency. One Query of the per-product day rollups; refunds do not lower a product's figures.",
  request: { query: bestSellersQuery },
  response: {
    status: 200,
    body: z.object({
      range: rangeSchema,
      rows: z.array(
        z.object({
          rank: z.number().int(),
          product_id: z.number().int(),
          title: z.string(),
          currency_code: z.string(),
          units: z.number().int(),
          revenue: z.number().int().describe('Minor units of the currency'),
        }),
      ),
    }),
  },
});
