import { changedFieldsUpdate } from '../../platform/db/changed-fields-update';
import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { Conflict, NotFound } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { attachUploads } from '../../platform/uploads/attach-uploads';
import { companyEventEntity, type CompanyEvent, type EventDetails } from './event-entity';
import { getEvent } from './event-store';
import { eventInstants } from './event-timing';
import { imageKey } from './event-images';
import { toEventView } from './event-view';
import { releaseNotifyBlock } from './notify-block';
import { deleteReminderSchedule, syncReminderSchedule } from './reminder-schedule';
import { assertValidEvent } from './validate-event';

type ChangeKind = 'created' | 'updated' | 'deleted';

const retry = { conflictMessage: 'The event is being changed by many requests at once; reload it and retry' };

/** Creates an event from validated fields; emits `company_event.created` and schedules its reminder. */
export async function createEvent(
  companyId: number,
  details: EventDetails,
  now: Date = new Date(),
): Promise<CompanyEvent> {
  await assertValidEvent(companyId, details, details.available_countries);
  await attachImages(companyId, details.images);
  const event = withInstants({
    ...details,
    id: newNumericId(now.getTime()),
    company_id: companyId,
    version: 1,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  await commitNew(event, now);
  await syncReminderSchedule(event, { now, isNew: true });
  return event;
}

/**
 * Applies a partial update: fields absent from `patch` keep their stored values and the merged
 * event is validated as a whole. Only the changed fields are written (commitChange), so concurrent
 * updates of the same fields all land, the last one winning; a concurrent change of another field
 * makes it re-apply and re-validate on the state that change left (retryStaleWrites), so the
 * caller sees 409 only when it cannot commit before its deadline.
 */
export async function updateEvent(
  companyId: number,
  eventId: number,
  patch: Partial<EventDetails>,
  now: Date = new Date(),
): Promise<CompanyEvent> {
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<EventDetails>;
  if (changes.images) await attachImages(companyId, changes.images);
  const next = await retryStaleWrites(async (latest) => {
    const current = await currentEvent(companyId, eventId, latest);
    const merged = withInstants({
      ...current,
      ...changes,
      version: current.version + 1,
      updated_at: now.toISOString(),
    });
    await assertValidEvent(companyId, merged, changes.available_countries);
    await commitChange(current, merged, 'updated', now);
    return merged;
  }, retry);
  await syncReminderSchedule(next, { now, isNew: false });
  return next;
}

/** Sets the stored status (bulk activate / set as draft); unchanged events are left alone. */
export async function setEventStatus(
  companyId: number,
  eventId: number,
  status: CompanyEvent['status'],
  now: Date = new Date(),
): Promise<CompanyEvent> {
  const { event, changed } = await retryStaleWrites(async (latest) => {
    const current = await currentEvent(companyId, eventId, latest);
    if (current.status === status) return { event: current, changed: false };
    const next = { ...current, status, version: current.version + 1, updated_at: now.toISOString() };
    await commitChange(current, next, 'updated', now);
    return { event: next, changed: true };
  }, retry);
  if (changed) await syncReminderSchedule(event, { now, isNew: false });
  return event;
}

/** Deletes an event for good (with its re-send block); emits `company_event.deleted` carrying its last state. */
export async function deleteEvent(companyId: number, eventId: number, now: Date = new Date()): Promise<CompanyEvent> {
  const current = await retryStaleWrites(async (latest) => {
    const read = await currentEvent(companyId, eventId, latest);
    await commitChange(read, null, 'deleted', now);
    return read;
  }, retry);
  await deleteReminderSchedule(companyId, eventId);
  return current;
}

/** Copies an event as a new Inactive one titled `<title> (copy)`, with the same details, countries and images. */
export async function duplicateEvent(
  companyId: number,
  eventId: number,
  now: Date = new Date(),
): Promise<CompanyEvent> {
  const source = await getEvent(companyId, eventId);
  const copy: CompanyEvent = {
    ...source,
    id: newNumericId(now.getTime()),
    title: `${source.title} (copy)`,
    status: 'inactive',
    version: 1,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await commitNew(copy, now);
  await syncReminderSchedule(copy, { now, isNew: true });
  return copy;
}

/** Keeps the uploaded files of `images` (they were stored pending, see shared/platform/uploads). */
function attachImages(companyId: number, images: EventDetails['images']): Promise<void> {
  return attachUploads(images.map((image) => imageKey(companyId, image.id)));
}

/** The event as stored: handed over by a lost race, or read. */
async function currentEvent(
  companyId: number,
  eventId: number,
  latest: Record<string, unknown> | undefined,
): Promise<CompanyEvent> {
  return latest ? companyEventEntity.fromRecord(latest) : getEvent(companyId, eventId);
}

function withInstants<T extends Omit<CompanyEvent, 'starts_at' | 'ends_at'>>(
  event: T,
): T & Pick<CompanyEvent, 'starts_at' | 'ends_at'> {
  const { startsAt, endsAt } = eventInstants(event);
  return { ...event, starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() };
}

async function commitNew(event: CompanyEvent, now: Date): Promise<void> {
  const { failedIndex } = await transactWrite([
    { Put: { Item: companyEventEntity.toRecord(event), ConditionExpression: 'attribute_not_exists(pk)' } },
    changeEvent(event, 'created', now),
  ]);
  if (failedIndex !== undefined) throw new Conflict('Event id collision; retry the request');
}

// An update writes only the fields it changes, conditioned on the others being as read (see
// changedFieldsUpdate): the outbox payload is then exactly the state the write leaves, while
// concurrent writers of the same fields do not fail each other. A delete is conditional on the
// version read, so its payload is exactly the state removed. Losing either race is a StaleWrite
// carrying the current state, which the caller's retryStaleWrites loop re-applies on.
async function commitChange(
  current: CompanyEvent,
  next: CompanyEvent | null,
  kind: ChangeKind,
  now: Date,
): Promise<void> {
  const items: WriteItem[] = next
    ? [
        changedFieldsUpdate(companyEventEntity.toRecord(current), companyEventEntity.toRecord(next)),
        changeEvent(next, kind, now),
      ]
    : [
        {
          Delete: {
            Key: companyEventEntity.key(current),
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: { ':version': current.version },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
        releaseNotifyBlock(current.company_id, current.id),
        changeEvent(current, kind, now),
      ];
  const { failedIndex, failedItem } = await transactWrite(items);
  if (failedIndex === undefined) return;
  if (!failedItem) throw new NotFound('Company event');
  throw new StaleWrite(failedItem);
}

function changeEvent(event: CompanyEvent, kind: ChangeKind, now: Date): WriteItem {
  return outboxPut({
    companyId: event.company_id,
    resource: 'company_event',
    event: kind,
    data: toEventView(event, now),
    occurredAt: now,
  });
}
