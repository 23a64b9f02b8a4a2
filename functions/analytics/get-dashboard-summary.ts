import { readDashboardSummary } from '../../shared/domains/analytics/dashboard-summary';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getDashboardSummaryRoute } from './get-dashboard-summary.route';
import { resolveRange } from '../../shared/domains/analytics/resolve-range';

export const handler = defineHandler(getDashboardSummaryRoute, async ({ query, principal }) => {
  const range = resolveRange(query);
  const summary = await readDashboardSummary(principal.companyId, range);
  return { range: { from: range.from, to: range.to, country: range.country ?? null }, ...summary };
});
