import { queryAll } from '../../platform/db/query-all';
import { dayKeyBounds, inCountry, type DashboardRange } from './dashboard-range';
import { rollupKeys } from './rollup-keys';

/** Money of one currency over the range, in its minor units. */
export interface SalesFigures {
  currency_code: string;
  orders: number;
  gross_sales: number;
  refunded: number;
  net_sales: number;
  /** Gross sales over orders, rounded to the minor unit (0 without orders). */
  average_order: number;
}

export interface DashboardSummary {
  sales: SalesFigures[];
  orders: number;
  cancelled_orders: number;
  new_customers: number;
  new_reps: number;
  failed_payments: number;
  autoship: {
    created: number;
    renewed: number;
    recovered: number;
    cancelled: number;
    active: number;
    past_due: number;
  };
}

const counter = (item: Record<string, unknown>, name: string) => Number(item[name] ?? 0);

/**
 * The summary cards over a range: one Query of the day counters (range of days, every country)
 * and one of the autoship gauges. Sales stay per currency: countries may sell in different ones.
 */
export async function readDashboardSummary(companyId: number, range: DashboardRange): Promise<DashboardSummary> {
  const [low, high] = dayKeyBounds(range);
  const dayKey = rollupKeys.day(companyId, range.from, 'ZZ');
  const gaugeKey = rollupKeys.autoship(companyId, 'ZZ');
  const [days, gauges] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
      ExpressionAttributeValues: { ':pk': dayKey.pk, ':low': low, ':high': high },
    }),
    queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': gaugeKey.pk } }),
  ]);
  const summary: DashboardSummary = {
    sales: [],
    orders: 0,
    cancelled_orders: 0,
    new_customers: 0,
    new_reps: 0,
    failed_payments: 0,
    autoship: { created: 0, renewed: 0, recovered: 0, cancelled: 0, active: 0, past_due: 0 },
  };
  const sales = new Map<string, SalesFigures>();
  for (const item of days) {
    if (!inCountry(String(item.sk), range.country)) continue;
    summary.orders += counter(item, 'orders');
    summary.cancelled_orders += counter(item, 'cancelled_orders');
    summary.new_customers += counter(item, 'new_customers');
    summary.new_reps += counter(item, 'new_reps');
    summary.failed_payments += counter(item, 'failed_payments');
    summary.autoship.created += counter(item, 'autoship_created');
    summary.autoship.renewed += counter(item, 'autoship_renewed');
    summary.autoship.recovered += counter(item, 'autoship_recovered');
    summary.autoship.cancelled += counter(item, 'autoship_cancelled');
    if (typeof item.currency_code !== 'string') continue;
    const figures = sales.get(item.currency_code) ?? {
      currency_code: item.currency_code,
      orders: 0,
      gross_sales: 0,
      refunded: 0,
      net_sales: 0,
      average_order: 0,
    };
    figures.orders += counter(item, 'orders');
    figures.gross_sales += counter(item, 'gross_sales');
    figures.refunded += counter(item, 'refunded');
    sales.set(item.currency_code, figures);
  }
  summary.sales = [...sales.values()]
    .map((figures) => ({
      ...figures,
      net_sales: figures.gross_sales - figures.refunded,
      average_order: figures.orders ? Math.round(figures.gross_sales / figures.orders) : 0,
    }))
    .sort((a, b) => a.currency_code.localeCompare(b.currency_code));
  for (const gauge of gauges) {
    if (range.country !== undefined && gauge.sk !== range.country) continue;
    summary.autoship.active += counter(gauge, 'active');
    summary.autoship.past_due += counter(gauge, 'past_due');
  }
  return summary;
}
