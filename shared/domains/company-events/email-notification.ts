import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { mailSender } from '../../platform/mail/mail-sender';
import { findEvent } from './event-store';
import { eventNotificationEntity, type EventNotification } from './notification-entity';
import { notificationEmail } from './notification-email';

/**
 * E-mails one recorded notification. The record is claimed first with a conditional write, so a
 * redelivered stream record does not e-mail twice; a failed send releases the claim and throws,
 * so the stream retries it. Returns false when it was already sent.
 */
export async function emailNotification(notification: EventNotification, now: Date = new Date()): Promise<boolean> {
  const key = eventNotificationEntity.key(notification);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET emailed_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(emailed_at)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  try {
    const event = await findEvent(notification.company_id, notification.event_id);
    if (!event) return false; // deleted since: nothing left to tell
    await mailSender().send(notificationEmail(notification, event));
    return true;
  } catch (error) {
    await db().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'REMOVE emailed_at' }));
    throw error;
  }
}
