import { batchGet, keyOf } from '../../platform/db/batch-get';
import { queryAll } from '../../platform/db/query-all';
import { firstNumericIdAt, sortableId } from '../../platform/ids';
import { DELIVERY_RETENTION_DAYS, deliveryEntity, type Delivery } from './delivery-entity';
import { deliveryPartition, deliveryShardNumbers } from './delivery-shards';
import { countAcrossShards, topKeysAcrossShards, type ShardQuery } from './merge-shards';
import { subscriptionTargetId } from './targets/subscription-targets';

const RETENTION_MS = DELIVERY_RETENTION_DAYS * 24 * 3600 * 1000;

/**
 * Keys read past a shard's fair share of a page before the merge checks whether it needs more: with
 * 64 shards a page of 25 is under one key per shard on average, and 2 more cover a shard's usual
 * excess in one Query (a shard holding more is read further).
 */
const SHARD_SLACK = 2;

/**
 * Key conditions, one per shard, of a subscription's deliveries created since `since` (Query on
 * the table: deliveries are stored per target). Delivery ids are time-ordered, so the time bound
 * is a sort-key bound: the Queries read only that window.
 */
function deliveriesSince(companyId: number, subscriptionId: number, since: Date): ShardQuery[] {
  const targetId = subscriptionTargetId(subscriptionId);
  const lowest = `DELIVERY#${sortableId(firstNumericIdAt(since.getTime()))}`;
  return deliveryShardNumbers.map((shard) => ({
    KeyConditionExpression: '#pk = :pk AND #sk >= :lowest',
    ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
    ExpressionAttributeValues: { ':pk': deliveryPartition(companyId, targetId, shard), ':lowest': lowest },
  }));
}

/**
 * One offset page of a subscription's deliveries of the last 30 days, newest first, exact across
 * the shards. Cost: a COUNT Query per shard over that window only (older deliveries are never
 * read, and TTL removes them); keys-only Queries per shard for the first `page × perPage` keys,
 * merged by id (about that many keys in all, plus a few per shard); one BatchGetItem of the
 * page's `perPage` items. The window bounds the work whatever the subscription's age.
 */
export async function listSubscriptionDeliveries(
  companyId: number,
  subscriptionId: number,
  page: { page: number; perPage: number },
  now: Date = new Date(),
): Promise<{ deliveries: Delivery[]; totalCount: number }> {
  const window = deliveriesSince(companyId, subscriptionId, new Date(now.getTime() - RETENTION_MS));
  const skip = (page.page - 1) * page.perPage;
  const [totalCount, keys] = await Promise.all([
    countAcrossShards(window),
    topKeysAcrossShards(window, skip + page.perPage, { orderAttribute: 'sk', slack: SHARD_SLACK }),
  ]);
  const slice = keys.slice(skip);
  if (slice.length === 0) return { deliveries: [], totalCount };
  const items = await batchGet(slice, { consistent: false });
  // A delivery TTL removed between the key read and the BatchGetItem is left out of the page.
  const deliveries = slice.flatMap((key) => {
    const item = items.get(keyOf(key));
    return item ? [deliveryEntity.fromRecord(item)] : [];
  });
  return { deliveries, totalCount };
}

/** Failed deliveries of a subscription created since `since`, oldest first: one Query per shard over that window, failed ones filtered. */
export async function failedDeliveriesSince(
  companyId: number,
  subscriptionId: number,
  since: Date,
): Promise<Delivery[]> {
  const shards = await Promise.all(
    deliveriesSince(companyId, subscriptionId, since).map((window) =>
      queryAll({
        ...window,
        FilterExpression: '#status = :failed',
        ExpressionAttributeNames: { ...window.ExpressionAttributeNames, '#status': 'status' },
        ExpressionAttributeValues: { ...window.ExpressionAttributeValues, ':failed': 'failed' },
      }),
    ),
  );
  return shards
    .flat()
    .map((item) => deliveryEntity.fromRecord(item))
    .filter((delivery) => Date.parse(delivery.created_at) >= since.getTime())
    .sort((a, b) => a.id - b.id);
}
