import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';
import { eventSortKey } from './event-entity';

/**
 * One notification delivered to one member about one event: a manual Send Notification or an
 * hour-before reminder. Listed per event under the event's sort key, and per member on gsi1.
 * Its key is deterministic per send and recipient, so a retried reminder cannot record twice.
 */
export const eventNotificationEntity = defineEntity({
  name: 'company_event_notification',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      event_id: z.number().int(),
      kind: z.enum(['manual', 'reminder']),
      /** The send this record belongs to: `ntf_<id>` for a manual send, `rem_<start epoch s>` for a reminder. */
      send_id: z.string(),
      member_id: z.number().int(),
      member_type: z.enum(['rep', 'admin']),
      email: z.string(),
      full_name: z.string(),
      country_code: z.string(),
      /** The event start the notification was about. */
      event_starts_at: z.string(),
      sent_at: z.string(),
    }),
  keys: {
    primary: {
      pk: (n) => companyPartition(n.company_id),
      sk: (n) => `${notificationPrefix(n.event_id)}${n.send_id}#${sortableId(n.member_id)}`,
    },
    byMember: {
      index: 'gsi1',
      pk: (n) => `${companyPartition(n.company_id)}#MEMBER#${n.member_id}#NOTIFICATIONS`,
      sk: (n) => `${n.sent_at}#${sortableId(n.event_id)}#${n.send_id}`,
    },
  },
});

/** A recorded notification. */
export type EventNotification = z.infer<typeof eventNotificationEntity.schema>;

/** Sort-key prefix of an event's notifications (for the per-event list). */
export function notificationPrefix(eventId: number): string {
  return `${eventSortKey(eventId)}#NOTIFICATION#`;
}
