import { emailNotification } from '../../shared/domains/company-events/email-notification';
import { eventNotificationEntity } from '../../shared/domains/company-events/notification-entity';
import { streamRecordHandler } from '../../shared/edge/consumers/stream-consumer';
import { consumer } from './manifest';

/**
 * The e-mail channel of company event notifications: every recorded notification (manual send or
 * reminder) is e-mailed to its member, in stream order; on a failure the stream resumes from it.
 */
export const handler = streamRecordHandler(
  consumer('emailEventNotification'),
  (item) => emailNotification(eventNotificationEntity.fromRecord(item)),
  {
    failureMessage: 'notification e-mail failed; the stream will retry',
  },
);
