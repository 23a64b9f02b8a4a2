import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { listCompanyCountryCodes } from '../company/company-countries';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { NotFound, RateLimited, ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { listActiveMembersInCountries } from '../members/list-members-in-countries';
import { companyEventEntity } from './event-entity';
import { getEvent } from './event-store';
import { unknownCountries } from './event-rules';
import { toEventView } from './event-view';
import { claimNotifyBlock, NOTIFY_BLOCK_MS, notifyBlockRemainingSeconds } from './notify-block';
import { recordNotifications } from './record-notifications';

/** What a manual send did. */
export interface NotificationSend {
  id: string;
  event_id: number;
  countries: string[];
  recipient_count: number;
  sent_at: string;
  /** Further sends for the event are refused until this instant. */
  blocked_until: string;
}

/**
 * Send Notification (SPEC "Events" rule 7): notifies every active rep and admin of the company in
 * `countries` (each one of the company's countries), records one notification per recipient and
 * publishes `company_event.notification`. The send claims a 5-minute block on the event in the
 * same transaction as the outbox record, so of concurrent sends exactly one goes out; the others
 * get 429 with the seconds remaining.
 */
export async function sendEventNotification(
  companyId: number,
  eventId: number,
  countries: string[],
  now: Date = new Date(),
): Promise<NotificationSend> {
  const event = await getEvent(companyId, eventId);
  const unknown = unknownCountries(countries, await listCompanyCountryCodes(companyId));
  if (unknown.length > 0)
    throw new ValidationFailed({
      countries: [`${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not among the company's countries`],
    });

  const recipients = await listActiveMembersInCountries(companyId, countries);
  const sentAt = now.toISOString();
  const { failedIndex } = await transactRetryingConflicts([
    { ConditionCheck: { Key: companyEventEntity.key(event), ConditionExpression: 'attribute_exists(pk)' } },
    claimNotifyBlock(companyId, eventId, now),
    outboxPut({
      companyId,
      resource: 'company_event',
      event: 'notification',
      data: { ...toEventView(event, now), notification: { countries, sent_at: sentAt } },
      occurredAt: now,
    }),
  ]);
  if (failedIndex === 0) throw new NotFound('Company event');
  if (failedIndex === 1) await refuseBlocked(companyId, eventId, now);

  const sendId = `ntf_${newNumericId(now.getTime())}`;
  await recordNotifications(
    recipients.map((member) => ({
      company_id: companyId,
      event_id: eventId,
      kind: 'manual' as const,
      send_id: sendId,
      member_id: member.id,
      member_type: member.type,
      email: member.email,
      full_name: member.full_name,
      country_code: member.country_code,
      event_starts_at: event.starts_at,
      sent_at: sentAt,
    })),
  );
  return {
    id: sendId,
    event_id: eventId,
    countries,
    recipient_count: recipients.length,
    sent_at: sentAt,
    blocked_until: new Date(now.getTime() + NOTIFY_BLOCK_MS).toISOString(),
  };
}

async function refuseBlocked(companyId: number, eventId: number, now: Date): Promise<never> {
  // The block may have expired between the failed claim and this read; 1 s is still honest.
  const seconds = Math.max(1, await notifyBlockRemainingSeconds(companyId, eventId, now));
  throw new RateLimited(seconds, {
    message: `A notification for this event was sent less than 5 minutes ago; try again in ${seconds} seconds`,
  });
}

// Two sends racing for the same block can make DynamoDB cancel one with TransactionConflict
// instead of a failed condition; retried, it then fails the condition and is refused cleanly.
async function transactRetryingConflicts(items: WriteItem[]): Promise<{ failedIndex?: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactWrite(items);
    } catch (error) {
      const conflict =
        error instanceof TransactionCanceledException &&
        error.CancellationReasons?.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflict || attempt === 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    }
  }
}
