import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { traced } from '../../platform/observability/tracing';
import type { StreamFilter } from './consumer-definition';
import {
  failures,
  processPartialResponse,
  type BatchRecord,
  type PartialBatchResponse,
  type PartialResponseOptions,
} from './partial-response';

/** A stream record's new image, unmarshalled. */
export type StreamItem = Record<string, unknown>;

/** The part of a manifest entry the stream kit reads. */
export interface StreamConsumerEntry {
  readonly trigger: { readonly kind: 'table-stream'; readonly filter: StreamFilter };
}

/** Whether a record passes the filter: the mapping applies it too, this keeps a handler right without it. */
export function matchesStreamFilter(record: DynamoDBRecord, item: StreamItem, filter: StreamFilter): boolean {
  return (
    record.eventName === filter.eventName &&
    item.entity === filter.entity &&
    (filter.resource === undefined || item.resource === filter.resource)
  );
}

/** The records of `event` that pass `filter`, each its new image by its sequence number. */
export function streamRecords(event: DynamoDBStreamEvent, filter: StreamFilter): BatchRecord<StreamItem>[] {
  return event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    if (!image) return [];
    const item = unmarshall(image as Record<string, AttributeValue>);
    return matchesStreamFilter(record, item, filter) ? [{ id: record.dynamodb!.SequenceNumber!, value: item }] : [];
  });
}

/**
 * A table-stream consumer handled one record at a time, in order: the first record that throws
 * is logged and reported, and the stream resumes from it.
 */
export function streamRecordHandler(
  entry: StreamConsumerEntry,
  handleRecord: (item: StreamItem) => Promise<unknown>,
  options: Omit<PartialResponseOptions<StreamItem>, 'inOrder'>,
): (event: DynamoDBStreamEvent) => Promise<PartialBatchResponse> {
  return traced(async (event: DynamoDBStreamEvent) =>
    processPartialResponse(streamRecords(event, entry.trigger.filter), handleRecord, { ...options, inOrder: true }),
  );
}

/**
 * A table-stream consumer that handles the selected records together (one call for the batch)
 * and answers the ids of those that failed; the stream resumes from the first of them. Not called
 * for a batch the filter leaves empty.
 */
export function streamBatchHandler(
  entry: StreamConsumerEntry,
  handleBatch: (records: readonly BatchRecord<StreamItem>[]) => Promise<readonly string[]>,
): (event: DynamoDBStreamEvent) => Promise<PartialBatchResponse> {
  return traced(async (event: DynamoDBStreamEvent) => {
    const records = streamRecords(event, entry.trigger.filter);
    if (records.length === 0) return failures([]);
    const failed = new Set(await handleBatch(records));
    const first = records.find((record) => failed.has(record.id));
    return failures(first ? [first.id] : []);
  });
}
