import { getCompany } from '../domains/company/company-store';
import { listRepEntries } from '../domains/field-ledger/rep-entries';
import { volumePeriod } from '../domains/field-ledger/volume-period';
import { orderEntity } from '../domains/orders/order-entity';
import { batchGet } from '../platform/db/batch-get';
import { fromHundredths } from '../domains/volume/volume-amount';

/**
 * The orders credited to a rep in a period (default: the current month), with what each change
 * credited: the rep's ledger entries (one Query, bounded to the rep's own prefix, so never another
 * rep's), then the orders (one BatchGetItem) for their number, buyer and status.
 */
export async function repOrders(
  companyId: number,
  repId: number,
  period: string | undefined,
  page: { limit: number; cursor?: string },
  now = new Date(),
) {
  const resolved = period ?? volumePeriod(now.toISOString(), (await getCompany(companyId)).time_zone);
  const { entries, nextCursor } = await listRepEntries(companyId, resolved, repId, page);
  const ids = [...new Set(entries.map((entry) => entry.order_id))];
  const found = await batchGet(ids.map((id) => orderEntity.key({ company_id: companyId, id })));
  const orders = new Map(
    [...found.values()].map((item) => [Number(item.id), item as Record<string, unknown>] as const),
  );
  return {
    period: resolved,
    entries: entries.map((entry) => {
      const order = orders.get(entry.order_id);
      return {
        order_id: String(entry.order_id),
        order_number: typeof order?.order_number === 'number' ? order.order_number : null,
        customer_name: typeof order?.customer_name === 'string' ? order.customer_name : null,
        status: typeof order?.status === 'string' ? order.status : null,
        kind: entry.kind,
        cv: fromHundredths(entry.cv),
        qv: fromHundredths(entry.qv),
        occurred_at: entry.occurred_at,
      };
    }),
    nextCursor,
  };
}
