import { queryCursorPage } from '../../platform/db/paginate';
import { StaleWrite, retryStaleWrites } from '../../platform/db/retry-stale-write';
import { transactWrite } from '../../platform/db/transact';
import { NotFound } from '../../platform/errors/domain-error';
import { normalizeEmail } from '../../platform/schema/email';
import { outboxPut } from '../events/outbox';
import { orderEntity, type Order } from '../orders/order-entity';
import { getOrder } from '../orders/order-store';
import { customerEntity, customerRefEntity, type Customer } from './customer-entity';
import { getCustomer } from './customer-store';
import { presentCustomer } from './present-customer';

// What a signed-in customer reads and changes of their own account. Every function takes the
// customer id of the session (never input), so a customer reaches only their own records.

/** The signed-in customer (2 GetItems: the id pointer, then the customer). */
export function ownCustomer(companyId: number, customerId: number): Promise<Customer> {
  return getCustomer(companyId, customerId);
}

/** The email the customer's orders and subscriptions are keyed by (1 GetItem of the id pointer). */
export async function ownEmail(companyId: number, customerId: number): Promise<string> {
  const ref = await customerRefEntity.get({ company_id: companyId, id: customerId });
  if (!ref) throw new NotFound('Customer');
  return ref.email;
}

/** What a customer may change of their profile. */
export interface ProfileChanges {
  name?: string | null;
  phone?: string | null;
  email_marketing?: boolean;
  sms_marketing?: boolean;
}

/** Changes the profile fields given, with `customer_updated` in the same transaction. */
export function updateProfile(
  companyId: number,
  customerId: number,
  changes: ProfileChanges,
  now = new Date(),
): Promise<Customer> {
  return retryStaleWrites(
    async () => {
      const current = await getCustomer(companyId, customerId);
      const next: Customer = { ...current, ...changes, updated_at: now.toISOString(), version: current.version + 1 };
      next.search = `${next.name ?? ''} ${next.email}`.toLowerCase();
      const { failedIndex } = await transactWrite([
        customerEntity.put(next, {
          condition: { expression: 'version = :seen', values: { ':seen': current.version } },
        }),
        outboxPut({ companyId, resource: 'customer', event: 'updated', data: presentCustomer(next), occurredAt: now }),
      ]);
      if (failedIndex === 0) throw new StaleWrite();
      return next;
    },
    { conflictMessage: 'The customer is being changed by other requests; try again' },
  );
}

/**
 * One page of the customer's orders, newest first: the id pointer (1 GetItem), then one Query of
 * `limit + 1` items on the orders' email index.
 */
export async function ownOrders(
  companyId: number,
  customerId: number,
  page: { cursor?: string; limit: number },
): Promise<{ orders: Order[]; nextCursor: string | null }> {
  const email = await ownEmail(companyId, customerId);
  const { items, nextCursor } = await queryCursorPage(
    orderEntity.query('byEmail', { company_id: companyId, email }, { newestFirst: true }),
    { scope: { companyId, list: `customerOrders:${customerId}` }, limit: page.limit, cursor: page.cursor },
  );
  return { orders: items.map(orderEntity.fromRecord), nextCursor };
}

/** One order of the customer; another buyer's order (or another company's) answers 404 like an unknown one. */
export async function ownOrder(companyId: number, customerId: number, orderId: number): Promise<Order> {
  const [email, order] = await Promise.all([
    ownEmail(companyId, customerId),
    getOrder(companyId, orderId).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    }),
  ]);
  if (!order || normalizeEmail(order.email) !== email) throw new NotFound('Order');
  return order;
}
