import { companyPartition } from '../company/company-entity';
import { tableDefinition } from '../../platform/db/table-definition';

/**
 * Write sharding of deliveries. Every delivery's creation and attempts are written under its key,
 * and an event with 50 subscriptions makes 50 deliveries at once, so the key is per receiver: a
 * target's deliveries (`COMPANY#<id>#TARGET#<target>#DELIVERIES#<shard>`) take one delivery per
 * event whatever the number of subscriptions. Delivery sort keys are time-ordered, so every new
 * delivery of a target lands at the end of one key range and DynamoDB's split-for-heat cannot
 * help: a target's deliveries are spread over `tableDefinition.deliveryShards` keys, the shard
 * taken from the delivery id (its low bits are a per-millisecond sequence, so consecutive ids
 * fill the shards evenly). A reader that knows the target and the id knows the key (GetItem); a
 * target's list queries every shard and merges by id, which is time-ordered.
 *
 * Deliveries written under a former shard count (`tableDefinition.formerDeliveryShards`) stay
 * where they are until TTL removes them: every former count divides the current one, so their
 * keys are among the shards a list queries, and a point read or write that misses the current key
 * tries {@link deliveryShardsOf}'s next one.
 */
export const DELIVERY_SHARDS: number = tableDefinition.deliveryShards;

/** The shard a delivery id is written to. */
export function deliveryShard(deliveryId: number): number {
  return deliveryId % DELIVERY_SHARDS;
}

/**
 * Every shard a delivery id may be stored in, where it is written now first, then the ones of the
 * former shard counts (each once; for 1 id in 4 the former shard of 16 is the current one of 64).
 */
export function deliveryShardsOf(deliveryId: number): number[] {
  return [...new Set([DELIVERY_SHARDS, ...tableDefinition.formerDeliveryShards].map((count) => deliveryId % count))];
}

/** Every shard number, for lists that merge them (the former counts' shards are among them). */
export const deliveryShardNumbers: readonly number[] = Array.from({ length: DELIVERY_SHARDS }, (_, shard) => shard);

/** Partition key of a target's deliveries in one shard: `COMPANY#<id>#TARGET#<target>#DELIVERIES#<shard>`. */
export function deliveryPartition(companyId: number, targetId: string, shard: number): string {
  return `${companyPartition(companyId)}#TARGET#${targetId}#DELIVERIES#${shard}`;
}
