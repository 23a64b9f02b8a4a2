import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { publishOutboxRecords } from '../../shared/events/event-bus';
import { deletePublished, type OutboxRecord } from '../../shared/events/outbox';
import { logger } from '../../shared/platform/logger';
import { traced } from '../../shared/platform/observability/tracing';

/**
 * Table stream → EventBridge. The event source mapping already filters to INSERTed outbox items;
 * the check here keeps the handler correct without the filter. On a failed publish it reports the
 * first unpublished record so the stream resumes there: at-least-once, never lost. Published
 * records are deleted, so the reconciler re-publishes only those the stream never relayed.
 */
export const handler = traced(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const outbox = event.Records.filter((record) => record.eventName === 'INSERT' && record.dynamodb?.NewImage).map((record) => ({
    sequenceNumber: record.dynamodb!.SequenceNumber!,
    item: unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>) as OutboxRecord,
  }));
  const records = outbox.filter(({ item }) => item.entity === 'outbox');
  if (records.length === 0) return { batchItemFailures: [] };

  const { firstFailedIndex } = await publishOutboxRecords(records.map(({ item }) => item));
  // Published records are deleted, which takes them out of the reconciler's index (a failure here is retried with the batch).
  await deletePublished(records.slice(0, firstFailedIndex ?? records.length).map(({ item }) => item));
  if (firstFailedIndex === undefined) {
    logger.info('relayed outbox records', { count: records.length });
    return { batchItemFailures: [] };
  }
  logger.warn('outbox relay incomplete; the stream will retry', { published: firstFailedIndex, total: records.length });
  return { batchItemFailures: [{ itemIdentifier: records[firstFailedIndex]!.sequenceNumber }] };
});
