import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../platform/db/client';
import { reconcileIndex, reconcileKeyAttributes, reconcilePartitions, type ReconcileKind } from './reconcile-index';

/**
 * Items of `kind` whose marker fell due before `cutoff` (ISO), oldest first, at most `limit` per
 * shard: one Query per shard on the sparse index, so a run's cost is bounded and a backlog is
 * worked off over successive runs.
 */
export async function findDue(kind: ReconcileKind, cutoff: string, limit: number): Promise<Record<string, unknown>[]> {
  const pages = await Promise.all(
    reconcilePartitions(kind).map((partition) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: reconcileIndex,
          KeyConditionExpression: '#pk = :pk AND #sk < :cutoff',
          ExpressionAttributeNames: { '#pk': reconcileKeyAttributes.pk, '#sk': reconcileKeyAttributes.sk },
          ExpressionAttributeValues: { ':pk': partition, ':cutoff': cutoff },
          Limit: limit,
        }),
      ),
    ),
  );
  return pages.flatMap((page) => page.Items ?? []);
}
