import { createHash } from 'node:crypto';
import { tableDefinition, type IndexName } from '../platform/db/table-definition';

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
export type ReconcileKind = 'OUTBOX' | 'DELIVERY' | 'RETRY';

/** Partitions per kind; the reconciler queries each. */
export const RECONCILE_SHARDS = 4;

/** The marker's partition for an item, from a stable hash of its id. */
export function reconcilePartition(kind: ReconcileKind, id: string | number): string {
  const shard = createHash('md5').update(String(id)).digest().readUInt32BE(0) % RECONCILE_SHARDS;
  return `RECONCILE#${kind}#${shard}`;
}

/** Every partition of a kind, for the reconciler's Queries. */
export function reconcilePartitions(kind: ReconcileKind): string[] {
  return Array.from({ length: RECONCILE_SHARDS }, (_, shard) => `RECONCILE#${kind}#${shard}`);
}

/** The marker attributes of an item of `kind` due at `dueAt` (ISO); `suffix` makes the sort key unique. */
export function reconcileMarker(kind: ReconcileKind, id: string | number, dueAt: string, suffix: string): Record<string, string> {
  return { [reconcileKeyAttributes.pk]: reconcilePartition(kind, id), [reconcileKeyAttributes.sk]: `${dueAt}#${suffix}` };
}
