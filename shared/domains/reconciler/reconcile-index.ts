import { createHash } from 'node:crypto';
import { tableDefinition, type IndexName } from '../../platform/db/table-definition';

/**
 * The reconciler's sparse index, overloaded on gsi2: an item that is waiting for the pipeline
 * carries `gsi2pk = RECONCILE#<KIND>#<shard>` and `gsi2sk = <ISO time it is due>#<item key>`,
 * and drops both attributes once the pipeline has moved it on, so the index holds only work in
 * flight. The reconciler Queries each shard for `gsi2sk < <now - margin>`: the cost is one
 * Query per shard per run plus one read unit per stuck item, never a full-table read, whatever the size of
 * the table. Shards spread the write traffic of the marker over several partitions.
 *
 * - OUTBOX: an outbox record until the relay has published it (marker set in the write's
 *   transaction, removed by the relay after PutEvents succeeded); due = occurred_at.
 * - DELIVERY: a delivery while `pending` with a queue message on its way; due = when its next
 *   attempt is due (creation, a retry's `next_attempt_at`, a resend), removed when it is
 *   delivered, failed or parked.
 * - RETRY: a pending delivery whose retry is further off than SQS can delay a message; due = its
 *   `next_attempt_at`. The reconciler releases it (a delayed message) shortly before, and it moves to DELIVERY.
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
 * Partitions per kind (`tableDefinition.reconcileShards`); the reconciler queries each. A delivery's
 * shard is its id modulo the count: ids minted together (an event's deliveries to 50
 * subscriptions) are consecutive, so they fill the shards in turn. An outbox record's is a hash of
 * its event id.
 *
 * Raising a count needs no migration: a marker written under an older, smaller count (4 for every
 * kind, a hash of the id) sits in a shard below the new count, which the reconciler still queries,
 * and the marker moves to its new shard at the item's next write (an attempt, a release, a re-enqueue).
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
