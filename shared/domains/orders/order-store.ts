import { StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite, type GuardedWrite } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { NotFound } from '../../platform/errors/domain-error';
import type { Cart } from '../checkout/cart-entity';
import { orderEntity, type Order } from './order-entity';
import { indexWrites } from './order-index';
import { presentOrder } from './order-state';

/** One order of the company (strongly consistent GetItem); 404 for an unknown id or another company's order. */
export async function getOrder(companyId: number, id: number): Promise<Order> {
  const found = await orderEntity.get({ company_id: companyId, id }, { consistent: true });
  if (!found) throw new NotFound('Order');
  return found;
}

/** The order a completed cart became (the checkout's answer to a repeated completion, the storefront's confirmation page). */
export function orderOfCart(cart: Pick<Cart, 'company_id' | 'order_id'>): Promise<Order> {
  return getOrder(cart.company_id, cart.order_id!);
}

/** An event a change emits besides `order_updated`. */
export interface ChangeEvent {
  resource: string;
  event: string;
  data: Record<string, unknown>;
}

/**
 * Commits a change of an order in ONE transaction: the settled order conditioned on the version it
 * was read at (a concurrent change makes this attempt a StaleWrite carrying the order as it is
 * now, which callers re-decide and re-validate on), its index rows, the change's other items
 * (stock, discount usage) and its outbox records: `order_updated` plus the change's own events.
 */
export async function commitOrderChange(
  before: Order,
  after: Order,
  options: { writes?: GuardedWrite[]; events?: ChangeEvent[]; now: Date },
): Promise<void> {
  const condition =
    before.version === 0
      ? {
          ConditionExpression: 'attribute_not_exists(version) OR version = :zero',
          ExpressionAttributeValues: { ':zero': 0 },
        }
      : { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': before.version } };
  const view = presentOrder(after);
  const events = [...(options.events ?? []), { resource: 'order', event: 'updated', data: view }];
  const writes: GuardedWrite[] = [
    // A lost race hands back the order as it is now, so the retry re-decides on it without a re-read.
    {
      item: {
        Put: { Item: orderEntity.toRecord(after), ...condition, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
      },
    },
    ...indexWrites(before, after).map((item) => ({ item })),
    ...(options.writes ?? []),
    ...events.map((event) => ({ item: outboxPut({ companyId: after.company_id, ...event, occurredAt: options.now }) })),
  ];
  const { failedIndex, failedItem } = await transactWrite(writes.map((write) => write.item));
  if (failedIndex === undefined) return;
  if (failedIndex === 0) throw new StaleWrite(failedItem);
  throw writes[failedIndex]?.refusal?.(failedItem) ?? new StaleWrite();
}
