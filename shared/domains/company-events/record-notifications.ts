import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { batchWrite } from '../../platform/db/batch-write';
import { db, tableName } from '../../platform/db/client';
import { eventNotificationEntity, type EventNotification } from './notification-entity';

/** Writes the records of a manual send (fresh keys, so plain batched puts). */
export async function recordNotifications(notifications: readonly EventNotification[]): Promise<void> {
  await batchWrite(
    notifications.map((notification) => ({ PutRequest: { Item: eventNotificationEntity.toRecord(notification) } })),
  );
}

/**
 * Records a notification unless this send already recorded it for this member (retries of a
 * reminder). Returns true when the record is new, i.e. the member has not been notified yet.
 */
export async function recordNotificationOnce(notification: EventNotification): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: eventNotificationEntity.toRecord(notification),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
