import { queryAll } from '../db/query-all';
import { queryOffsetPage } from '../db/paginate';
import { firstNumericIdAt, sortableId } from '../ids';
import { DELIVERY_RETENTION_DAYS, deliveryEntity, type Delivery } from './delivery-entity';
import { subscriptionTargetId } from './targets/subscription-targets';

const RETENTION_MS = DELIVERY_RETENTION_DAYS * 24 * 3600 * 1000;

/**
 * Key condition of a subscription's deliveries created since `since` (Query on gsi1). Delivery ids
 * are time-ordered, so the time bound is a sort-key bound: the Query reads only that window.
 */
function deliveriesSince(companyId: number, subscriptionId: number, since: Date) {
  const condition = deliveryEntity.query('byTarget', { company_id: companyId, target_id: subscriptionTargetId(subscriptionId) });
  return {
    ...condition,
    KeyConditionExpression: `${condition.KeyConditionExpression} AND #sk >= :lowest`,
    ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#sk': 'gsi1sk' },
    ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':lowest': `DELIVERY#${sortableId(firstNumericIdAt(since.getTime()))}` },
  };
}

/**
 * One offset page of a subscription's deliveries of the last 30 days, newest first. Cost: a COUNT
 * Query and a keys-only skip over that window only (older deliveries are never read, and TTL
 * removes them), then one Query of `perPage` items; the window bounds the work whatever the
 * subscription's age.
 */
export async function listSubscriptionDeliveries(
  companyId: number,
  subscriptionId: number,
  page: { page: number; perPage: number },
  now: Date = new Date(),
): Promise<{ deliveries: Delivery[]; totalCount: number }> {
  const window = deliveriesSince(companyId, subscriptionId, new Date(now.getTime() - RETENTION_MS));
  const { items, totalCount } = await queryOffsetPage({ ...window, ScanIndexForward: false }, page);
  return { deliveries: items.map((item) => deliveryEntity.fromRecord(item)), totalCount };
}

/** Failed deliveries of a subscription created since `since`: one Query over that window, failed ones filtered. */
export async function failedDeliveriesSince(companyId: number, subscriptionId: number, since: Date): Promise<Delivery[]> {
  const window = deliveriesSince(companyId, subscriptionId, since);
  const items = await queryAll({
    ...window,
    FilterExpression: '#status = :failed',
    ExpressionAttributeNames: { ...window.ExpressionAttributeNames, '#status': 'status' },
    ExpressionAttributeValues: { ...window.ExpressionAttributeValues, ':failed': 'failed' },
  });
  return items.map((item) => deliveryEntity.fromRecord(item)).filter((delivery) => Date.parse(delivery.created_at) >= since.getTime());
}
