import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { mapLimited } from '../../platform/map-limited';
import { reconcileIndex, reconcileKeyAttributes, reconcilePartitions, type ReconcileKind } from './reconcile-index';

/**
 * Shards queried at once: a kind has up to hundreds (tableDefinition.reconcileShards), and the
 * SDK's connection pool holds 50, so a run keeps at most this many in flight instead of queueing them all.
 */
const SHARDS_IN_FLIGHT = 32;

/**
 * Items of `kind` whose marker fell due before `cutoff` (ISO), oldest first within each shard, at
 * most `limit` per shard: one Query per shard on the sparse index, so a run's cost is bounded and a
 * backlog is worked off over successive runs.
 */
export async function findDue(kind: ReconcileKind, cutoff: string, limit: number): Promise<Record<string, unknown>[]> {
  const pages = await mapLimited(reconcilePartitions(kind), SHARDS_IN_FLIGHT, (partition) =>
    queryShard(partition, cutoff, limit),
  );
  return pages.flat();
}

async function queryShard(partition: string, cutoff: string, limit: number): Promise<Record<string, unknown>[]> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: reconcileIndex,
      KeyConditionExpression: '#pk = :pk AND #sk < :cutoff',
      ExpressionAttributeNames: { '#pk': reconcileKeyAttributes.pk, '#sk': reconcileKeyAttributes.sk },
      ExpressionAttributeValues: { ':pk': partition, ':cutoff': cutoff },
      Limit: limit,
    }),
  );
  return page.Items ?? [];
}
