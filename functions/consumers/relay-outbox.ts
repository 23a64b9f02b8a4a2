import { publishOutboxRecords } from '../../shared/domains/events/event-bus';
import type { OutboxRecord } from '../../shared/domains/events/outbox';
import { RetiringOutbox } from '../../shared/domains/events/retiring-outbox';
import { streamBatchHandler } from '../../shared/edge/consumers/stream-consumer';
import { logger } from '../../shared/platform/logger';
import { consumer } from './manifest';

/** This container's published records, deleted 25 at a time (or once the oldest is a minute old). */
const published = new RetiringOutbox();

/**
 * Table stream → EventBridge, the batch's outbox records published together. On a failed publish
 * it reports the first unpublished record so the stream resumes there: at-least-once, never lost.
 * Published records are deleted with a later batch's (shared/domains/events/retiring-outbox.ts),
 * so the reconciler re-publishes only those the stream never relayed and those a container held
 * when it went.
 */
export const handler = streamBatchHandler(consumer('relayOutbox'), async (records) => {
  const outbox = records.map((record) => record.value as unknown as OutboxRecord);
  const { firstFailedIndex } = await publishOutboxRecords(outbox);
  await published.retire(outbox.slice(0, firstFailedIndex ?? outbox.length));
  if (firstFailedIndex === undefined) {
    logger.info('relayed outbox records', { count: records.length });
    return [];
  }
  logger.warn('outbox relay incomplete; the stream will retry', { published: firstFailedIndex, total: records.length });
  return [records[firstFailedIndex]!.id];
});
