import { rollupKeys, utcDay } from './rollup-keys';
import { addCounters } from './counter-writes';
import type { WriteItem } from '../../platform/db/transact';

/** What the rollups read of an order (its view, as `order_*` payloads and the orders API carry it). */
export interface OrderRollupFacts {
  id: number;
  country_code: string;
  currency_code: string;
  amount_total: number;
  created_at: string;
  items: readonly { product_id: number; product_title?: string; quantity: number; total_after_discounts: number }[];
  refunds: readonly { id: number; amount: number; created_at: string }[];
  cancellation: { cancelled_at: string } | null;
}

/** One countable change of an order: its key (the idempotency) and the counter writes it makes. */
export interface RollupFact {
  key: string;
  writes: WriteItem[];
}

/**
 * The facts an order's current state holds: its placement, each refund, its cancellation, each
 * counted on the UTC day it happened. Any `order_*` event (or a rebuild) derives all of them; the
 * ones already counted are skipped by their markers, so events may repeat or arrive out of order.
 */
export function orderFacts(companyId: number, order: OrderRollupFacts): RollupFact[] {
  const country = order.country_code || 'ZZ';
  const placedDay = utcDay(order.created_at);
  const currency = { currency_code: order.currency_code };
  const facts: RollupFact[] = [
    {
      key: `order#${order.id}#placed`,
      writes: [
        addCounters(
          rollupKeys.day(companyId, placedDay, country),
          { orders: 1, gross_sales: order.amount_total },
          currency,
        ),
        ...productTotals(order.items).map(([productId, line]) =>
          addCounters(
            rollupKeys.product(companyId, placedDay, country, productId),
            { units: line.units, revenue: line.revenue },
            { product_id: productId, title: line.title, ...currency },
          ),
        ),
      ],
    },
    ...order.refunds.map((refund) => ({
      key: `order#${order.id}#refund#${refund.id}`,
      writes: [
        addCounters(
          rollupKeys.day(companyId, utcDay(refund.created_at), country),
          { refunded: refund.amount },
          currency,
        ),
      ],
    })),
  ];
  if (order.cancellation)
    facts.push({
      key: `order#${order.id}#cancelled`,
      writes: [
        addCounters(
          rollupKeys.day(companyId, utcDay(order.cancellation.cancelled_at), country),
          { cancelled_orders: 1 },
          currency,
        ),
      ],
    });
  return facts;
}

/** Units and revenue per product (an order may hold a product in several lines). */
function productTotals(
  items: OrderRollupFacts['items'],
): [number, { units: number; revenue: number; title: string }][] {
  const totals = new Map<number, { units: number; revenue: number; title: string }>();
  for (const item of items) {
    const total = totals.get(item.product_id) ?? { units: 0, revenue: 0, title: item.product_title ?? '' };
    total.units += item.quantity;
    total.revenue += item.total_after_discounts;
    totals.set(item.product_id, total);
  }
  return [...totals];
}
