import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { companyPartition } from '../company/company-entity';
import { db, tableName } from '../../platform/db/client';
import { deliveryEntity } from './delivery-entity';
import { deliveryEnvelope } from './delivery-envelope';
import { tableDefinition } from '../../platform/db/table-definition';
import { sortableId } from '../../platform/ids';
import { reconcileIndex, reconcileKeyAttributes } from '../reconciler/reconcile-index';

/** A delivered envelope as the inspect endpoint returns it. */
export type DeliveredEnvelope = {
  id: number;
  identifier: string;
  name: string;
  timestamp: string;
  payload: Record<string, unknown>;
};

const SHARDS = tableDefinition.lastDeliveredShards;
const shardNumbers = Array.from({ length: SHARDS }, (_, shard) => shard);

function lastDeliveredPartition(companyId: number, resource: string, shard: number): string {
  return `${companyPartition(companyId)}#LAST_DELIVERED#${resource}#${shard}`;
}

/**
 * The index keys that make a delivered delivery findable as its company's latest of the resource:
 * set by the attempt's own UpdateItem on gsi2 (where its reconciler marker was while pending) and
 * sharded by delivery id over `lastDeliveredShards` keys. The sort key is the event's time, so a
 * late retry of an older event never ranks above a newer one.
 */
export function lastDeliveredMarker(
  delivery: { company_id: number; id: number },
  resource: string,
  occurredAt: string,
): { pk: string; sk: string } {
  return {
    pk: lastDeliveredPartition(delivery.company_id, resource, delivery.id % SHARDS),
    sk: `${occurredAt}#${sortableId(delivery.id)}`,
  };
}

/** The record of the layout before the marker: one item per company and resource, rewritten on every delivered batch. */
function legacyKey(companyId: number, resource: string) {
  return { pk: companyPartition(companyId), sk: `WEBHOOK_LAST_DELIVERY#${resource}` };
}

/**
 * The most recent delivered envelope of the company for the resource, or undefined: the newest
 * marker of each shard (one Query each, `Limit 1`, in parallel) and the record older deployments
 * wrote (one GetItem), newest event wins. Deliveries expire after their retention, and their
 * markers with them.
 */
export async function getLastDelivery(companyId: number, resource: string): Promise<DeliveredEnvelope | undefined> {
  const [legacy, ...shards] = await Promise.all([
    db()
      .send(new GetCommand({ TableName: tableName(), Key: legacyKey(companyId, resource) }))
      .then(({ Item }) => Item?.envelope as DeliveredEnvelope | undefined),
    ...shardNumbers.map(async (shard) => {
      const { Items } = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: reconcileIndex,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': reconcileKeyAttributes.pk },
          ExpressionAttributeValues: { ':pk': lastDeliveredPartition(companyId, resource, shard) },
          ScanIndexForward: false,
          Limit: 1,
        }),
      );
      return Items?.[0] ? deliveryEnvelope(deliveryEntity.fromRecord(Items[0])) : undefined;
    }),
  ]);
  return [legacy, ...shards].reduce<DeliveredEnvelope | undefined>(
    (newest, envelope) => (envelope && (!newest || envelope.timestamp > newest.timestamp) ? envelope : newest),
    undefined,
  );
}
