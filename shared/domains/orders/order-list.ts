import { batchGet, keyOf } from '../../platform/db/batch-get';
import { queryCursorPage } from '../../platform/db/paginate';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { firstNumericIdAt } from '../../platform/ids';
import { companyPartition } from '../company/company-entity';
import { orderEntity, type Order } from './order-entity';
import { orderSortKey } from './order-records';
import { indexPartition, type IndexedAxis } from './order-index';
import { getOrder } from './order-store';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { normalizeEmail } from '../../platform/schema/email';

/** The filters of `GET /api/v202604/orders`; every one optional, all of them ANDed. */
export interface OrderFilters {
  status?: string;
  financial_status?: string;
  fulfillment_status?: string;
  email?: string;
  rep_id?: number;
  created_from?: Date;
  created_to?: Date;
  /** An order number (`#1001`, `1001`, or `R-<id>` of an order placed before numbering) or an email. */
  q?: string;
}

type Page = { cursor?: string; limit: number };

/**
 * One page of a company's orders, newest first, from one access pattern chosen by the filters
 * (README "Orders: access patterns"): a number, an email, the most selective axis (its index rows,
 * then one BatchGetItem), else the orders themselves. The created-at range is a sort-key range on
 * every pattern; other filters are a FilterExpression. Cursors are bound to company and filters.
 */
export async function listOrders(
  companyId: number,
  filters: OrderFilters,
  page: Page,
): Promise<{ orders: Order[]; nextCursor: string | null }> {
  const query = filters.q?.trim();
  if (query !== undefined && query !== '') {
    if (query.includes('@')) {
      if (filters.email !== undefined && normalizeEmail(filters.email) !== normalizeEmail(query))
        return { orders: [], nextCursor: null };
      return listOrders(companyId, { ...filters, q: undefined, email: query }, page);
    }
    const orders = (await ordersByNumber(companyId, query)).filter((order) => matches(order, filters));
    return { orders, nextCursor: null };
  }
  const range = createdRange(filters);
  if (range[':from']! > range[':to']!) return { orders: [], nextCursor: null };
  const source = accessPattern(filters);
  const partition = {
    order: companyPartition(companyId),
    email:
      filters.email === undefined
        ? ''
        : orderEntity.keys.byEmail.pk({ company_id: companyId, email: filters.email } as Order),
    axis: source.kind === 'axis' ? indexPartition(companyId, source.axis, String(filters[source.axis])) : '',
  }[source.kind];
  const residual = residualFilter(filters, source);
  const { items, nextCursor } = await queryCursorPage(
    {
      ...(source.kind === 'email' ? { IndexName: 'gsi1' } : {}),
      KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
      ...(residual.expression ? { FilterExpression: residual.expression } : {}),
      ExpressionAttributeNames: {
        '#pk': source.kind === 'email' ? 'gsi1pk' : 'pk',
        '#sk': source.kind === 'email' ? 'gsi1sk' : 'sk',
        ...residual.names,
      },
      ExpressionAttributeValues: { ':pk': partition, ...range, ...residual.values },
      ScanIndexForward: false,
    },
    { scope: { companyId, list: `listOrders:${JSON.stringify(filters)}` }, limit: page.limit, cursor: page.cursor },
  );
  if (source.kind !== 'axis') return { orders: items.map(orderEntity.fromRecord), nextCursor };
  const keys = items.map((row) => orderEntity.key({ company_id: companyId, id: row.order_id as number }));
  const found = await batchGet(keys);
  return {
    orders: keys.flatMap((key) => (found.has(keyOf(key)) ? [orderEntity.fromRecord(found.get(keyOf(key))!)] : [])),
    nextCursor,
  };
}

type AccessPattern = { kind: 'order' } | { kind: 'email' } | { kind: 'axis'; axis: IndexedAxis };

/** Most selective first: an email is one buyer's orders, a rep's are a slice, an axis value may be most orders. */
function accessPattern(filters: OrderFilters): AccessPattern {
  if (filters.email !== undefined) return { kind: 'email' };
  for (const axis of ['rep_id', 'fulfillment_status', 'financial_status', 'status'] as const)
    if (filters[axis] !== undefined) return { kind: 'axis', axis };
  return { kind: 'order' };
}

/** The filters the access pattern's key does not serve, as a FilterExpression on the rows it reads. */
function residualFilter(
  filters: OrderFilters,
  source: AccessPattern,
): { expression?: string; names: Record<string, string>; values: Record<string, unknown> } {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const field of ['status', 'financial_status', 'fulfillment_status', 'rep_id'] as const) {
    if (filters[field] === undefined || (source.kind === 'axis' && source.axis === field)) continue;
    // Index rows copy the rep as `rep_id`; the order item keeps it as `buyer_rep_id`.
    names[`#${field}`] = field === 'rep_id' && source.kind !== 'axis' ? 'buyer_rep_id' : field;
    values[`:${field}`] = filters[field];
    clauses.push(`#${field} = :${field}`);
  }
  return { expression: clauses.length ? clauses.join(' AND ') : undefined, names, values };
}

/** Sort-key bounds of the created-at range: order ids (and so every order sort key) are time-ordered. */
function createdRange(filters: OrderFilters): Record<string, string> {
  const clamp = (id: number) => Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, id));
  const from = filters.created_from ? clamp(firstNumericIdAt(filters.created_from.getTime())) : 0;
  const to = filters.created_to
    ? clamp(firstNumericIdAt(filters.created_to.getTime() + 1) - 1)
    : Number.MAX_SAFE_INTEGER;
  // Zero-padded to the same width, so the strings compare like the ids (an empty range is answered without a Query).
  return { ':from': orderSortKey(from), ':to': orderSortKey(to) };
}

/** Orders whose number is `query`: `#1001`/`1001` by gsi2 (one Query), `R-<id>` (placed before numbering) by id. */
async function ordersByNumber(companyId: number, query: string): Promise<Order[]> {
  const legacy = /^R-(\d{1,16})$/i.exec(query);
  if (legacy)
    return getOrder(companyId, Number(legacy[1])).then(
      (order) => [order],
      () => [],
    );
  const numbered = /^#?(\d{1,12})$/.exec(query);
  if (!numbered) throw new ValidationFailed({ q: ['must be an order number (#1001) or an email address'] });
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk AND #sk = :sk',
      ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk': 'gsi2sk' },
      ExpressionAttributeValues: {
        ':pk': orderEntity.keys.byNumber.pk({ company_id: companyId } as Order),
        ':sk': numbered[1]!.padStart(12, '0'),
      },
    }),
  );
  return (Items ?? []).map(orderEntity.fromRecord);
}

/** Whether an order passes the filters (for the single order a number names). */
function matches(order: Order, filters: OrderFilters): boolean {
  const created = Date.parse(order.created_at);
  return (
    (filters.status === undefined || order.status === filters.status) &&
    (filters.financial_status === undefined || (order.financial_status ?? 'paid') === filters.financial_status) &&
    (filters.fulfillment_status === undefined ||
      (order.fulfillment_status ?? 'unfulfilled') === filters.fulfillment_status) &&
    (filters.email === undefined || normalizeEmail(order.email) === normalizeEmail(filters.email)) &&
    (filters.rep_id === undefined || order.buyer_rep_id === filters.rep_id) &&
    (filters.created_from === undefined || created >= filters.created_from.getTime()) &&
    (filters.created_to === undefined || created <= filters.created_to.getTime())
  );
}
