import { readBestSellers } from '../../shared/domains/analytics/best-sellers';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getBestSellersRoute } from './get-best-sellers.route';
import { resolveRange } from '../../shared/domains/analytics/resolve-range';

export const handler = defineHandler(getBestSellersRoute, async ({ query, principal }) => {
  const range = resolveRange(query);
  const rows = await readBestSellers(principal.companyId, range, query.limit);
  return { range: { from: range.from, to: range.to, country: range.country ?? null }, rows };
});
