import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ensureDelivery } from '../../shared/deliveries/delivery-store';
import type { PipelineEventDetail } from '../../shared/events/event-bus';
import { buildDeliveryPayload } from '../../shared/events/payload';
import { sendMessages } from '../../shared/events/queues';
import { logger } from '../../shared/logger';
import { targetsFor } from '../../shared/deliveries/targets/target-registry';

/**
 * Events queue → one delivery per receiver (active subscriptions: one Query; other target kinds
 * such as droplet lifecycle URLs), each enqueued on the deliveries queue. Safe to repeat: the
 * delivery of an (event, target) pair is created once and a
 * re-enqueued duplicate is absorbed by the delivery consumer.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  // Records are independent events: fan them out concurrently.
  const failed = await Promise.all(event.Records.map(async (record) => ((await fanOut(record)) ? null : record.messageId)));
  return { batchItemFailures: failed.filter((id): id is string => id !== null).map((itemIdentifier) => ({ itemIdentifier })) };
};

async function fanOut(record: SQSRecord): Promise<boolean> {
  try {
    const detail = (JSON.parse(record.body) as { detail: PipelineEventDetail }).detail;
    const targets = await targetsFor(detail);
    if (targets.length === 0) return true;
    const payload = buildDeliveryPayload({ companyId: detail.company_id, resource: detail.resource, event: detail.event, data: detail.data });
    const deliveries = await Promise.all(targets.map((targetId) => ensureDelivery(detail, targetId, payload)));
    const pending = deliveries.filter(({ delivery }) => delivery.status === 'pending');
    await sendMessages(
      'deliveries',
      pending.map(({ delivery }) => ({ company_id: delivery.company_id, delivery_id: delivery.id })),
    );
    logger.info('fanned out event', { event_id: detail.event_id, deliveries: pending.length });
    return true;
  } catch (error) {
    logger.error('fan-out failed; SQS will retry the message', { message_id: record.messageId, error: error as Error });
    return false;
  }
}
