import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { companyPartition } from '../company/company-entity';
import { db, tableName } from '../db/client';

/** A delivered envelope as the inspect endpoint returns it. */
export type DeliveredEnvelope = {
  id: number;
  identifier: string;
  name: string;
  timestamp: string;
  payload: Record<string, unknown>;
};

function key(companyId: number, resource: string) {
  return { pk: companyPartition(companyId), sk: `WEBHOOK_LAST_DELIVERY#${resource}` };
}

/**
 * Records an envelope the pipeline has just delivered as the company's most recent one for the
 * resource (one PutItem). An older event delivered late (a retry) does not replace a newer one.
 *
 * @example await recordLastDelivery(companyId, 'member', envelope);
 */
export async function recordLastDelivery(
  companyId: number,
  resource: string,
  envelope: { id: number; identifier: string; name: string; timestamp: string; payload: Record<string, unknown> },
): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(companyId, resource), entity: 'webhook_last_delivery', company_id: companyId, resource, envelope, event_time: envelope.timestamp, recorded_at: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(pk) OR event_time <= :time',
        ExpressionAttributeValues: { ':time': envelope.timestamp },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The most recent delivered envelope of the company for the resource (one GetItem), or undefined. */
export async function getLastDelivery(companyId: number, resource: string): Promise<DeliveredEnvelope | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key(companyId, resource) }));
  return Item ? (Item.envelope as DeliveredEnvelope) : undefined;
}
