import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { queryCursorPage } from '../../platform/db/paginate';
import { NotFound } from '../../platform/errors/domain-error';
import { orderEntity, type Order } from '../orders/order-entity';
import { customerEntity, customerRefEntity, type Customer } from './customer-entity';

/** How many recent orders a customer's show includes. */
export const RECENT_ORDERS = 10;

/** Customer list orders: the index pattern each reads. */
export const customerSorts = { last_order_at: 'byLastOrder', total_spent: 'byTotalSpent' } as const;
export type CustomerSort = keyof typeof customerSorts | `-${keyof typeof customerSorts}`;

/** One customer of the company by id: the id pointer, then the customer's item (2 GetItems); 404 otherwise. */
export async function getCustomer(companyId: number, id: number): Promise<Customer> {
  const ref = await customerRefEntity.get({ company_id: companyId, id });
  if (!ref) throw new NotFound('Customer');
  const customer = await customerEntity.get({ company_id: companyId, email: ref.email }, { consistent: true });
  if (!customer) throw new NotFound('Customer');
  return customer;
}

/** A customer's most recent orders, newest first: one Query on the orders' email index. */
export async function recentOrders(customer: Customer): Promise<Order[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...orderEntity.query(
        'byEmail',
        { company_id: customer.company_id, email: customer.email },
        { newestFirst: true, limit: RECENT_ORDERS },
      ),
    }),
  );
  return (Items ?? []).map(orderEntity.fromRecord);
}

/**
 * One page of the company's customers in a sort order (default: last order, newest first), each
 * sort a GSI partition already in its order: one Query of `limit + 1` items. `q` with an `@` is an
 * exact email (one GetItem); other words must all occur in the name or email, applied while
 * reading the list's partition (exact, but it reads on until it has a page: see README).
 */
export async function listCustomers(
  companyId: number,
  options: { sort: CustomerSort; q?: string; cursor?: string; limit: number },
): Promise<{ customers: Customer[]; nextCursor: string | null }> {
  const q = options.q?.trim().toLowerCase();
  if (q && /^\S+@\S+$/.test(q)) {
    const customer = await customerEntity.get({ company_id: companyId, email: q });
    return { customers: customer ? [customer] : [], nextCursor: null };
  }
  const descending = options.sort.startsWith('-');
  const pattern = customerSorts[options.sort.replace(/^-/, '') as keyof typeof customerSorts];
  const words = q ? q.split(/\s+/) : [];
  const filter = {
    expression: words.map((_, n) => `contains(#search, :w${n})`).join(' AND '),
    names: { '#search': 'search' },
    values: Object.fromEntries(words.map((word, n) => [`:w${n}`, word])),
  };
  const { items, nextCursor } = await queryCursorPage(
    customerEntity.query(
      pattern,
      { company_id: companyId },
      { newestFirst: descending, ...(words.length > 0 && { filter }) },
    ),
    {
      scope: { companyId, list: `listCustomers:${options.sort}:${q ?? ''}` },
      limit: options.limit,
      cursor: options.cursor,
    },
  );
  return { customers: items.map(customerEntity.fromRecord), nextCursor };
}
