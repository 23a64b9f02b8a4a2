import { queryOffsetPage } from '../../platform/db/paginate';
import { getMember } from '../members/member-store';
import { getEvent } from './event-store';
import { eventNotificationEntity, notificationPrefix, type EventNotification } from './notification-entity';

/**
 * One page of an event's recorded notifications (manual sends, then reminders, each oldest send
 * first, recipients by member id), with the total count. 404 when the event does not exist.
 */
export async function listEventNotifications(
  companyId: number,
  eventId: number,
  page: { page: number; perPage: number },
): Promise<{ notifications: EventNotification[]; totalCount: number }> {
  await getEvent(companyId, eventId);
  const { items, totalCount } = await queryOffsetPage(
    eventNotificationEntity.query('primary', { company_id: companyId }, { skPrefix: notificationPrefix(eventId) }),
    page,
  );
  return { notifications: items.map((item) => eventNotificationEntity.fromRecord(item)), totalCount };
}

/** One page of a member's recorded notifications, newest first (gsi1). 404 when the member does not exist. */
export async function listMemberNotifications(
  companyId: number,
  memberId: number,
  page: { page: number; perPage: number },
): Promise<{ notifications: EventNotification[]; totalCount: number }> {
  await getMember(companyId, memberId);
  const { items, totalCount } = await queryOffsetPage(
    {
      ...eventNotificationEntity.query('byMember', { company_id: companyId, member_id: memberId }),
      ScanIndexForward: false,
    },
    page,
  );
  return { notifications: items.map((item) => eventNotificationEntity.fromRecord(item)), totalCount };
}
