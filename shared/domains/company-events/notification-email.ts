import type { MailMessage } from '../../platform/mail/mail-sender';
import type { CompanyEvent } from './event-entity';
import type { EventNotification } from './notification-entity';

/** The e-mail a member gets for a notification record: a manual send or the hour-before reminder. */
export function notificationEmail(notification: EventNotification, event: CompanyEvent): MailMessage {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: event.time_zone,
  }).format(new Date(event.starts_at));
  const lines = [
    `Hi ${notification.full_name},`,
    '',
    notification.kind === 'reminder' ? `${event.title} starts in about an hour.` : `An update about ${event.title}.`,
    '',
    `When: ${when} (${event.time_zone})`,
    ...(event.location ? [`Where: ${event.location}`] : []),
    ...(event.url ? [`Details: ${event.url}`] : []),
    '',
    event.description,
  ];
  return {
    to: notification.email,
    subject: notification.kind === 'reminder' ? `Reminder: ${event.title} starts soon` : event.title,
    text: lines.join('\n'),
  };
}
