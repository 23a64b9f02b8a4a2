import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { config } from '../../platform/config';
import type { OutboxRecord } from './outbox';
import { pipelineDefinition } from './pipeline-definition';
import { traceClient } from '../../platform/observability/tracing';
import { reconcileKeyAttributes } from '../reconciler/reconcile-index';
import { chunked } from '../../platform/chunked';
import { mapLimited } from '../../platform/map-limited';

/** PutEvents takes at most 10 entries per call. */
const PUT_EVENTS_LIMIT = 10;

let client: EventBridgeClient | undefined;

/** The detail every pipeline event carries: the outbox record without its table keys. */
export type PipelineEventDetail = Omit<OutboxRecord, 'pk' | 'sk' | 'entity' | 'ttl'>;

/**
 * PutEvents calls in flight per publish: a relay batch of 1,000 records is 100 calls, which one
 * after the other would hold the stream's next batch for 100 round trips (the local bus answers
 * each once its events are on disk).
 */
const PUBLISH_CONCURRENCY = 10;

/**
 * Publishes outbox records to the bus, 10 to a PutEvents call and up to {@link PUBLISH_CONCURRENCY}
 * calls at once, and returns the index of the first record that was not accepted (undefined when
 * all were), so a stream consumer can retry from exactly there. Records after that index may have
 * been published too; the retry publishes them again, which fan-out absorbs (one delivery per
 * event and receiver), as it absorbs the reconciler's re-publishing.
 */
export async function publishOutboxRecords(records: readonly OutboxRecord[]): Promise<{ firstFailedIndex?: number }> {
  client ??= traceClient(new EventBridgeClient({ region: config().region }));
  const chunks = chunked(records, PUT_EVENTS_LIMIT);
  const firstFailed = await mapLimited(chunks, PUBLISH_CONCURRENCY, (chunk) => publishChunk(client!, chunk));
  const failedIndex = firstFailed.findIndex((index) => index !== undefined);
  return failedIndex === -1 ? {} : { firstFailedIndex: failedIndex * PUT_EVENTS_LIMIT + firstFailed[failedIndex]! };
}

/** One PutEvents call; returns the index (in `chunk`) of its first refused entry. */
async function publishChunk(
  eventBridge: EventBridgeClient,
  chunk: readonly OutboxRecord[],
): Promise<number | undefined> {
  const result = await eventBridge.send(
    new PutEventsCommand({
      Entries: chunk.map((record) => ({
        EventBusName: process.env.EVENT_BUS_NAME ?? pipelineDefinition.busName,
        Source: pipelineDefinition.eventSource,
        DetailType: `${record.resource}.${record.event}`,
        Time: new Date(record.occurred_at),
        Detail: JSON.stringify(toDetail(record)),
      })),
    }),
  );
  const failed = result.Entries?.findIndex((entry) => entry.ErrorCode) ?? -1;
  return (result.FailedEntryCount ?? 0) > 0 || failed >= 0 ? Math.max(0, failed) : undefined;
}

/** The event an outbox record carries on the bus: the record without its storage attributes. */
export function toDetail(record: OutboxRecord): PipelineEventDetail {
  const { pk: _pk, sk: _sk, entity: _entity, ttl: _ttl, ...rest } = record;
  const detail: Record<string, unknown> = { ...rest };
  // The reconciler's marker (present until relayed) is storage, not part of the event.
  delete detail[reconcileKeyAttributes.pk];
  delete detail[reconcileKeyAttributes.sk];
  return detail as PipelineEventDetail;
}
