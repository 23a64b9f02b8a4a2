import { createHash } from 'node:crypto';
import { tableDefinition, type IndexName } from '../../platform/db/table-definition';

/**
 * The reconciler's sparse index on gsi2: an item waiting for the pipeline carries
 * `RECONCILE#<KIND>#<shard>` / `<due time>#<key>` and drops it once moved on, so a run costs one
 * Query per shard, never a table read. OUTBOX: a record until the relay published it. DELIVERY: a
 * pending delivery with a queue message on its way. RETRY: a retry further off than SQS can
 * delay, released to DELIVERY shortly before it is due. PAYMENT: a cart's processor payment not yet
 * part of an order, cancelled at the processor when its cart never completes.
 */
export const reconcileIndex: IndexName = 'gsi2';

/** Attribute names of the marker (the index's key attributes). */
export const reconcileKeyAttributes = (() => {
  const gsi = tableDefinition.globalIndexes.find((index) => index.name === reconcileIndex)!;
  return { pk: gsi.partitionKey, sk: gsi.sortKey };
})();

/** Kinds of items the reconciler watches. */
export type ReconcileKind = keyof typeof tableDefinition.reconcileShards;

/**
 * Partitions per kind (`tableDefinition.reconcileShards`). A delivery's shard is its id modulo the
 * count (ids minted together fill the shards in turn); an outbox record's is a hash of its event id.
 * Raising a count needs no migration: a marker under a smaller count sits in a shard the reconciler
 * still queries, and moves to its new shard at the item's next write.
 */
export function reconcileShardCount(kind: ReconcileKind): number {
  return tableDefinition.reconcileShards[kind];
}

/** The marker's partition for an item: a delivery by its numeric id, an outbox record by a hash of its event id. */
export function reconcilePartition(kind: ReconcileKind, id: string | number): string {
  const shards = reconcileShardCount(kind);
  const shard = typeof id === 'number' ? id % shards : createHash('md5').update(id).digest().readUInt32BE(0) % shards;
  return `RECONCILE#${kind}#${shard}`;
}

/** Every partition of a kind, for the reconciler's Queries. */
export function reconcilePartitions(kind: ReconcileKind): string[] {
  return Array.from({ length: reconcileShardCount(kind) }, (_, shard) => `RECONCILE#${kind}#${shard}`);
}

/** The marker attributes of an item of `kind` due at `dueAt` (ISO); `suffix` makes the sort key unique. */
export function reconcileMarker(
  kind: ReconcileKind,
  id: string | number,
  dueAt: string,
  suffix: string,
): Record<string, string> {
  return {
    [reconcileKeyAttributes.pk]: reconcilePartition(kind, id),
    [reconcileKeyAttributes.sk]: `${dueAt}#${suffix}`,
  };
}
