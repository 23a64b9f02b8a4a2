import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { config } from '../platform/config';
import type { OutboxRecord } from './outbox';
import { pipelineDefinition } from './pipeline-definition';
import { traceClient } from '../platform/observability/tracing';
import { reconcileKeyAttributes } from '../reconciler/reconcile-index';

/** PutEvents takes at most 10 entries per call. */
const PUT_EVENTS_LIMIT = 10;

let client: EventBridgeClient | undefined;

/** The detail every pipeline event carries: the outbox record without its table keys. */
export type PipelineEventDetail = Omit<OutboxRecord, 'pk' | 'sk' | 'entity' | 'ttl'>;

/**
 * Publishes outbox records to the bus in order, and returns the index of the first record that was
 * not accepted (undefined when all were), so a stream consumer can retry from exactly there.
 */
export async function publishOutboxRecords(records: readonly OutboxRecord[]): Promise<{ firstFailedIndex?: number }> {
  client ??= traceClient(new EventBridgeClient({ region: config().region }));
  for (let start = 0; start < records.length; start += PUT_EVENTS_LIMIT) {
    const chunk = records.slice(start, start + PUT_EVENTS_LIMIT);
    const result = await client.send(
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
    if ((result.FailedEntryCount ?? 0) > 0 || failed >= 0) return { firstFailedIndex: start + Math.max(0, failed) };
  }
  return {};
}

function toDetail(record: OutboxRecord): PipelineEventDetail {
  const { pk: _pk, sk: _sk, entity: _entity, ttl: _ttl, ...rest } = record;
  const detail: Record<string, unknown> = { ...rest };
  // The reconciler's marker (present until relayed) is storage, not part of the event.
  delete detail[reconcileKeyAttributes.pk];
  delete detail[reconcileKeyAttributes.sk];
  return detail as PipelineEventDetail;
}
