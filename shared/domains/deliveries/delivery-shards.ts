import { companyPartition } from '../company/company-entity';
import { tableDefinition } from '../../platform/db/table-definition';

/**
 * Write sharding of deliveries: the key is per receiver, so an event to 50 subscriptions writes 50
 * keys, and time-ordered sort keys (which split-for-heat cannot help) spread over `deliveryShards`
 * keys by the id's low bits. A point read knows its key; a list queries every shard and merges by id.
 * Former shard counts divide the current one, so older deliveries stay findable until TTL
 * ({@link deliveryShardsOf}).
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
