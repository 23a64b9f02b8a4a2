import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../shared/platform/db/client';
import { transactWrite } from '../shared/platform/db/transact';
import { deliveryEntity } from '../shared/domains/deliveries/delivery-entity';

/** What one pass of {@link shardUnshardedDeliveries} did. */
export interface ShardingPass {
  /** Deliveries found under an older key: `COMPANY#<id>` (unsharded) or `COMPANY#<id>#DELIVERIES#<n>` (sharded per company). */
  readonly found: number;
  /** Moved to their target's shard (item and index keys rewritten, the old item deleted, in one transaction). */
  readonly moved: number;
  /** Changed while being moved (an attempt of a function still running the old layout): left for the next pass. */
  readonly changed: number;
}

/**
 * One-off migration of deliveries stored under a key that names no target (delivery-shards.ts):
 * for each, one transaction puts it under its target's shard (`attribute_not_exists`) and deletes
 * the old item only if unchanged since read, so a delivery is in exactly one place at every moment.
 * An operator tool, not a request path, hence the Scan; run it until a pass finds nothing
 * (README "Scale and cost").
 *
 * @example while ((await shardUnshardedDeliveries()).found > 0);
 */
export async function shardUnshardedDeliveries(): Promise<ShardingPass> {
  let found = 0;
  let moved = 0;
  let changed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'entity = :delivery AND begins_with(sk, :prefix) AND NOT contains(pk, :perTarget)',
        ExpressionAttributeValues: { ':delivery': 'delivery', ':prefix': 'DELIVERY#', ':perTarget': '#TARGET#' },
        ExclusiveStartKey: startKey,
      }),
    );
    startKey = page.LastEvaluatedKey;
    const items = page.Items ?? [];
    found += items.length;
    const results = await Promise.all(items.map(moveToShard));
    moved += results.filter(Boolean).length;
    changed += results.filter((result) => !result).length;
  } while (startKey);
  return { found, moved, changed };
}

async function moveToShard(legacy: Record<string, unknown>): Promise<boolean> {
  const delivery = deliveryEntity.fromRecord(legacy);
  const { failedIndex } = await transactWrite([
    { Put: { Item: deliveryEntity.toRecord(delivery), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Delete: {
        Key: { pk: legacy.pk, sk: legacy.sk },
        ConditionExpression: 'updated_at = :seen AND size(attempts) = :attempts',
        ExpressionAttributeValues: { ':seen': delivery.updated_at, ':attempts': delivery.attempts.length },
      },
    },
  ]);
  return failedIndex === undefined;
}
