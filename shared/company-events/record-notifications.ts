import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../db/client';
import { eventNotificationEntity, type EventNotification } from './notification-entity';

const BATCH_SIZE = 25;
const MAX_ROUNDS = 8;

/** Writes the records of a manual send (fresh keys, so plain batched puts), retrying unprocessed items. */
export async function recordNotifications(notifications: readonly EventNotification[]): Promise<void> {
  for (let start = 0; start < notifications.length; start += BATCH_SIZE) {
    let pending = notifications.slice(start, start + BATCH_SIZE).map((n) => ({ PutRequest: { Item: eventNotificationEntity.toRecord(n) } }));
    for (let round = 0; pending.length > 0; round++) {
      if (round === MAX_ROUNDS) throw new Error(`Could not record ${pending.length} notifications after ${MAX_ROUNDS} attempts`);
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
  }
}

/**
 * Records a notification unless this send already recorded it for this member (retries of a
 * reminder). Returns true when the record is new, i.e. the member has not been notified yet.
 */
export async function recordNotificationOnce(notification: EventNotification): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: eventNotificationEntity.toRecord(notification), ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
