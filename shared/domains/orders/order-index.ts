import { companyPartition } from '../company/company-entity';
import type { WriteItem } from '../../platform/db/transact';
import type { Order } from './order-entity';
import { orderSortKey } from './order-records';
import { normalizeEmail } from '../../platform/schema/email';

/**
 * Order list indexes the order item's own keys cannot serve: one small row per order per axis
 * value (`status`, `financial_status`, `fulfillment_status`) and per attributed rep, each in its
 * own partition, so a filtered list is one Query plus one BatchGetItem. The rows are rewritten in
 * the transaction that changes the order, so they never disagree with it.
 */
export const indexedAxes = ['status', 'financial_status', 'fulfillment_status', 'rep_id'] as const;
export type IndexedAxis = (typeof indexedAxes)[number];

/** Attributes the index rows copy from the order: what every list filter tests. */
export function filterAttributes(order: Order): Record<string, unknown> {
  return {
    status: order.status,
    financial_status: order.financial_status,
    fulfillment_status: order.fulfillment_status,
    email: normalizeEmail(order.email),
    rep_id: order.buyer_rep_id,
  };
}

/** Partition of the index rows of one axis value. */
export function indexPartition(companyId: number, axis: IndexedAxis, value: string | number): string {
  return `${companyPartition(companyId)}#ORDERS#${axis}#${value}`;
}

function axisValue(order: Order, axis: IndexedAxis): string | number | null {
  return axis === 'rep_id' ? order.buyer_rep_id : (order[axis] ?? null);
}

function rows(order: Order): Record<string, unknown>[] {
  return indexedAxes.flatMap((axis) => {
    const value = axisValue(order, axis);
    if (value === null) return [];
    return [
      {
        pk: indexPartition(order.company_id, axis, value),
        sk: orderSortKey(order.id),
        entity: 'order_index',
        order_id: order.id,
        ...filterAttributes(order),
      },
    ];
  });
}

/**
 * The transaction items moving an order's index rows from `before` to `after`: a Put of every row
 * `after` has and a Delete of every row only `before` had. Every row copies the same filter
 * attributes, which also name its partition, so a change that leaves them as they were (its metadata,
 * a fulfilment's tracking) writes no row at all: the order item and its outbox records are the
 * whole transaction, fewer write units and a shorter race for the writers of one order.
 */
export function indexWrites(before: Order | undefined, after: Order): WriteItem[] {
  if (before && sameFilterAttributes(before, after)) return [];
  const next = rows(after);
  const kept = new Set(next.map((row) => row.pk));
  const gone = before ? rows(before).filter((row) => !kept.has(row.pk)) : [];
  return [
    ...next.map((Item) => ({ Put: { Item } })),
    ...gone.map((row) => ({ Delete: { Key: { pk: row.pk, sk: row.sk } } })),
  ];
}

function sameFilterAttributes(before: Order, after: Order): boolean {
  const was = filterAttributes(before);
  const is = filterAttributes(after);
  return Object.keys(is).every((name) => was[name] === is[name]);
}
