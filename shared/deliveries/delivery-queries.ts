import { queryCursorPage } from '../db/paginate';
import { newNumericId, sortableId } from '../ids';
import { deliveryEntity, type Delivery } from './delivery-entity';
import { subscriptionTargetId } from './targets/subscription-targets';
import { queryAll } from '../db/query-all';

/** One page of a subscription's deliveries, newest first: one Query on gsi1. */
export async function listSubscriptionDeliveries(
  companyId: number,
  subscriptionId: number,
  page: { limit: number; cursor?: string },
): Promise<{ deliveries: Delivery[]; nextCursor: string | null }> {
  const { items, nextCursor } = await queryCursorPage(
    { ...deliveryEntity.query('byTarget', { company_id: companyId, target_id: subscriptionTargetId(subscriptionId) }), ScanIndexForward: false },
    { scope: { companyId, list: `webhookDeliveries:${subscriptionId}` }, ...page },
  );
  return { deliveries: items.map((item) => deliveryEntity.fromRecord(item)), nextCursor };
}

/**
 * Failed deliveries of a subscription created since `since`. Delivery ids are time-ordered, so the
 * time bound is a sort-key bound: one Query reads only that window (failed ones filtered).
 */
export async function failedDeliveriesSince(companyId: number, subscriptionId: number, since: Date): Promise<Delivery[]> {
  const condition = deliveryEntity.query('byTarget', { company_id: companyId, target_id: subscriptionTargetId(subscriptionId) });
  const lowest = `DELIVERY#${sortableId(Math.max(0, newNumericId(since.getTime()) - 4096))}`;
  const items = await queryAll({
    ...condition,
    KeyConditionExpression: `${condition.KeyConditionExpression} AND #sk >= :lowest`,
    FilterExpression: '#status = :failed',
    ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#sk': 'gsi1sk', '#status': 'status' },
    ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':lowest': lowest, ':failed': 'failed' },
  });
  return items.map((item) => deliveryEntity.fromRecord(item)).filter((delivery) => Date.parse(delivery.created_at) >= since.getTime());
}
