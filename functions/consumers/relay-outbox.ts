import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { publishOutboxRecords } from '../../shared/domains/events/event-bus';
import type { OutboxRecord } from '../../shared/domains/events/outbox';
import { RetiringOutbox } from '../../shared/domains/events/retiring-outbox';
import { logger } from '../../shared/platform/logger';
import { traced } from '../../shared/platform/observability/tracing';

/** This container's published records, deleted 25 at a time (or once the oldest is a minute old). */
const published = new RetiringOutbox();

/**
 * Table stream → EventBridge. The event source mapping already filters to INSERTed outbox items;
 * the check here keeps the handler correct without the filter. On a failed publish it reports the
 * first unpublished record so the stream resumes there: at-least-once, never lost. Published
 * records are deleted with a later batch's (shared/domains/events/retiring-outbox.ts), so the reconciler
 * re-publishes only those the stream never relayed and those a container held when it went.
 */
export const handler = traced(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const outbox = event.Records.filter((record) => record.eventName === 'INSERT' && record.dynamodb?.NewImage).map((record) => ({
    sequenceNumber: record.dynamodb!.SequenceNumber!,
    item: unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>) as OutboxRecord,
  }));
  const records = outbox.filter(({ item }) => item.entity === 'outbox');
  if (records.length === 0) return { batchItemFailures: [] };

  const { firstFailedIndex } = await publishOutboxRecords(records.map(({ item }) => item));
  await published.retire(records.slice(0, firstFailedIndex ?? records.length).map(({ item }) => item));
  if (firstFailedIndex === undefined) {
    logger.info('relayed outbox records', { count: records.length });
    return { batchItemFailures: [] };
  }
  logger.warn('outbox relay incomplete; the stream will retry', { published: firstFailedIndex, total: records.length });
  return { batchItemFailures: [{ itemIdentifier: records[firstFailedIndex]!.sequenceNumber }] };
});
