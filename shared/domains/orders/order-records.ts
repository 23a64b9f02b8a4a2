import { companyPartition } from '../company/company-entity';
import { entityRecords } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';
import type { Order } from './order-entity';
import { normalizeEmail } from '../../platform/schema/email';

/** Sort key of an order in every list it appears in: its time-ordered id, so newest first is a reverse Query. */
export function orderSortKey(id: number): string {
  return `ORDER#${sortableId(id)}`;
}

/** Where an order is stored and which lists find it. */
export const orderKeys = {
  primary: { pk: (o: Order) => companyPartition(o.company_id), sk: (o: Order) => orderSortKey(o.id) },
  /** `filter[email]`, `q` by email, a customer's recent orders. */
  byEmail: {
    index: 'gsi1',
    pk: (o: Order) => `${companyPartition(o.company_id)}#ORDERS#EMAIL#${normalizeEmail(o.email)}`,
    sk: (o: Order) => orderSortKey(o.id),
  },
  /** `q` by order number. */
  byNumber: {
    index: 'gsi2',
    pk: (o: Order) => `${companyPartition(o.company_id)}#ORDERS#NUMBER`,
    sk: (o: Order) => String(o.order_number).padStart(12, '0'),
    when: (o: Order) => o.order_number !== null,
  },
} as const;

/**
 * The order's records without its stored shape (order-entity.ts): for code that writes orders and
 * never reads one back (a renewal, a subscription's charge), so its bundle leaves out the order
 * schema and the cart and order payload schemas it extends (a shorter cold start).
 * Writes the same record as `orderEntity.toRecord`.
 */
export const orderRecords = entityRecords<Order, typeof orderKeys>({ name: 'order', keys: orderKeys });
