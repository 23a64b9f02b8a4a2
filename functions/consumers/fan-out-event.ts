import type { PipelineEventDetail } from '../../shared/domains/events/event-bus';
import { fanOutBatch } from '../../shared/domains/deliveries/fan-out';
import { queueBatchHandler } from '../../shared/edge/consumers/queue-consumer';

/**
 * Events queue → one delivery per receiver (active subscriptions; other target kinds such as
 * droplet lifecycle URLs), each enqueued on the deliveries queue; the batch shares its lookups and
 * writes (see fanOutBatch). Safe to repeat: the delivery of an (event, target) pair is created
 * once and a re-enqueued duplicate is absorbed by the receivers' deduplication on the id.
 */
export const handler = queueBatchHandler((messages) =>
  fanOutBatch(
    messages.map((message) => ({
      messageId: message.messageId,
      detail: (JSON.parse(message.body) as { detail: PipelineEventDetail }).detail,
    })),
  ),
);
