import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { PipelineEventDetail } from '../../shared/domains/events/event-bus';
import { fanOutBatch } from '../../shared/domains/deliveries/fan-out';
import { traced } from '../../shared/platform/observability/tracing';

/**
 * Events queue → one delivery per receiver (active subscriptions; other target kinds such as
 * droplet lifecycle URLs), each enqueued on the deliveries queue; the batch shares its lookups and
 * writes (see fanOutBatch). Safe to repeat: the delivery of an (event, target) pair is created
 * once and a re-enqueued duplicate is absorbed by the receivers' deduplication on the id.
 */
export const handler = traced(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failed = await fanOutBatch(
    event.Records.map((record) => ({ messageId: record.messageId, detail: (JSON.parse(record.body) as { detail: PipelineEventDetail }).detail })),
  );
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
});
