import { queryAll } from '../../platform/db/query-all';
import { dayKeyBounds, inCountry, type DashboardRange } from './dashboard-range';
import { rollupKeys } from './rollup-keys';

export interface BestSellerRow {
  rank: number;
  product_id: number;
  title: string;
  currency_code: string;
  units: number;
  /** Line totals after discounts, in the currency's minor units. */
  revenue: number;
}

/**
 * Products ranked by revenue over a range (then units, then id), per currency: one Query of the
 * per-product day rollups. Refunds do not lower a product's figures (they are money, not lines).
 */
export async function readBestSellers(
  companyId: number,
  range: DashboardRange,
  limit: number,
): Promise<BestSellerRow[]> {
  const [low, high] = dayKeyBounds(range);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
    ExpressionAttributeValues: {
      ':pk': rollupKeys.product(companyId, range.from, 'ZZ', 0).pk,
      ':low': low,
      ':high': high,
    },
  });
  const totals = new Map<string, Omit<BestSellerRow, 'rank'>>();
  for (const item of items) {
    if (!inCountry(String(item.sk), range.country)) continue;
    const key = `${String(item.currency_code)}#${String(item.product_id)}`;
    const row = totals.get(key) ?? {
      product_id: Number(item.product_id),
      title: String(item.title ?? ''),
      currency_code: String(item.currency_code),
      units: 0,
      revenue: 0,
    };
    row.units += Number(item.units ?? 0);
    row.revenue += Number(item.revenue ?? 0);
    totals.set(key, row);
  }
  return [...totals.values()]
    .sort((a, b) => b.revenue - a.revenue || b.units - a.units || a.product_id - b.product_id)
    .slice(0, limit)
    .map((row, index) => ({ rank: index + 1, ...row }));
}
