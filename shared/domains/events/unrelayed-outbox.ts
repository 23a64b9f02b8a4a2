import { publishOutboxRecords } from './event-bus';
import { deletePublished, type OutboxRecord } from './outbox';
import { findDue } from '../reconciler/find-due';

/**
 * How long a committed outbox record may stay unpublished before the reconciler publishes it
 * itself: the relay normally takes well under a second; this leaves room for the stream's own
 * retries of a failing batch.
 */
export const UNRELAYED_OUTBOX_MARGIN_SECONDS = 5 * 60;

/**
 * Publishes outbox records the stream relay never published (its batch gave up, the stream's 24
 * hours passed, a local runtime lost its checkpoint), oldest first, then deletes them. A record
 * the relay also publishes becomes a duplicate event, which fan-out absorbs (one delivery per
 * event and receiver). Returns the event ids published.
 */
export async function republishUnrelayedOutbox(now: Date, limitPerShard: number): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNRELAYED_OUTBOX_MARGIN_SECONDS * 1000).toISOString();
  const records = (await findDue('OUTBOX', cutoff, limitPerShard)) as unknown as OutboxRecord[];
  if (records.length === 0) return [];
  const { firstFailedIndex } = await publishOutboxRecords(records);
  const published = records.slice(0, firstFailedIndex ?? records.length);
  await deletePublished(published);
  if (firstFailedIndex !== undefined)
    throw new Error(`EventBridge refused outbox record ${records[firstFailedIndex]!.event_id}; the next run retries`);
  return published.map((record) => record.event_id);
}
