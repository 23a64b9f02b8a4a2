import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { queryCursorPage } from '../db/paginate';
import { newNumericId, sortableId } from '../ids';
import { deliveryEntity, type Delivery } from './delivery-entity';
import { subscriptionTargetId } from './targets/subscription-targets';

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
  const found: Delivery[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        ...condition,
        TableName: tableName(),
        KeyConditionExpression: `${condition.KeyConditionExpression} AND #sk >= :lowest`,
        FilterExpression: '#status = :failed',
        ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#sk': 'gsi1sk', '#status': 'status' },
        ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':lowest': lowest, ':failed': 'failed' },
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...(page.Items ?? []).map((item) => deliveryEntity.fromRecord(item)).filter((delivery) => Date.parse(delivery.created_at) >= since.getTime()));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}
