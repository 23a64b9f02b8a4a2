import { companyPartition } from '../company/company-entity';
import { tableDefinition } from '../db/table-definition';

/**
 * Write sharding of a company's deliveries. Delivery sort keys are time-ordered, so every new
 * delivery of a company lands at the end of one key range and DynamoDB's split-for-heat cannot
 * help: the items and the per-target index are spread over `tableDefinition.deliveryShards` keys
 * instead, the shard taken from the delivery id (its low bits are a per-millisecond sequence, so
 * consecutive ids fill the shards evenly). A reader that knows the id knows the key (GetItem);
 * lists query every shard and merge by id, which is time-ordered.
 */
export const DELIVERY_SHARDS: number = tableDefinition.deliveryShards;

/** The shard of a delivery id. */
export function deliveryShard(deliveryId: number): number {
  return deliveryId % DELIVERY_SHARDS;
}

/** Every shard number, for lists that merge them. */
export const deliveryShardNumbers: readonly number[] = Array.from({ length: DELIVERY_SHARDS }, (_, shard) => shard);

/** Partition key of a delivery item: `COMPANY#<id>#DELIVERIES#<shard>`. */
export function deliveryPartition(companyId: number, shard: number): string {
  return `${companyPartition(companyId)}#DELIVERIES#${shard}`;
}

/** Partition key of a target's deliveries in the index: `COMPANY#<id>#TARGET#<target>#DELIVERIES#<shard>`. */
export function targetDeliveryPartition(companyId: number, targetId: string, shard: number): string {
  return `${companyPartition(companyId)}#TARGET#${targetId}#DELIVERIES#${shard}`;
}
