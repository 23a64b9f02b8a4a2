import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { sendUpdate } from '../../platform/db/entity';
import { updateWrite } from '../../platform/db/entity-writes';
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
  // `emailed_at` is the send's claim, not a field of the notification (lists never show it).
  const key = eventNotificationEntity.key(notification);
  try {
    await sendUpdate(
      updateWrite(
        key,
        { set: { emailed_at: now.toISOString() } },
        { condition: 'attribute_exists(pk) AND attribute_not_exists(emailed_at)' },
      ),
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
    await sendUpdate(updateWrite(key, { remove: ['emailed_at'] }));
    throw error;
  }
}
