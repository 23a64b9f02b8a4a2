import { companyPartition } from '../company/company-entity';
import { tableDefinition } from '../platform/db/table-definition';

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
 */
export const DELIVERY_SHARDS: number = tableDefinition.deliveryShards;

/** The shard of a delivery id. */
export function deliveryShard(deliveryId: number): number {
  return deliveryId % DELIVERY_SHARDS;
}

/** Every shard number, for lists that merge them. */
export const deliveryShardNumbers: readonly number[] = Array.from({ length: DELIVERY_SHARDS }, (_, shard) => shard);

/** Partition key of a target's deliveries in one shard: `COMPANY#<id>#TARGET#<target>#DELIVERIES#<shard>`. */
export function deliveryPartition(companyId: number, targetId: string, shard: number): string {
  return `${companyPartition(companyId)}#TARGET#${targetId}#DELIVERIES#${shard}`;
}
