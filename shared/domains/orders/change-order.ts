import { retryStaleWrites } from '../../platform/db/retry-stale-write';
import type { GuardedWrite } from '../../platform/db/transact';
import { orderEntity, type Order } from './order-entity';
import { commitOrderChange, getOrder, type ChangeEvent } from './order-store';
import { settle } from './order-state';

/** What a change decided from the order it read: the next order (null: nothing to change), its other writes and events, and its result. */
export interface OrderChange<T> {
  next: Order | null;
  writes?: GuardedWrite[];
  events?: (settled: Order) => ChangeEvent[];
  result: T;
}

/**
 * The one write path of an order: reads it, lets `decide` validate and build the change, settles
 * the derived fields and commits in one transaction conditioned on the version read. A change
 * losing a race is decided again on the state the failed write returned, so its rules are always
 * checked against the state it commits on. Answers the order as committed.
 */
export async function changeOrder<T>(
  companyId: number,
  id: number,
  decide: (order: Order, now: Date) => Promise<OrderChange<T>> | OrderChange<T>,
): Promise<{ order: Order; result: T }> {
  return retryStaleWrites(
    async (latest) => {
      const order = latest ? orderEntity.fromRecord(latest) : await getOrder(companyId, id);
      const now = new Date();
      const change = await decide(order, now);
      if (change.next === null) return { order, result: change.result };
      const settled = settle(change.next, now.toISOString());
      await commitOrderChange(order, settled, { writes: change.writes, events: change.events?.(settled), now });
      return { order: settled, result: change.result };
    },
    { conflictMessage: 'The order is being changed by other requests; retry' },
  );
}
