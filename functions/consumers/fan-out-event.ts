import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ensureDelivery } from '../../shared/deliveries/delivery-store';
import type { PipelineEventDetail } from '../../shared/events/event-bus';
import { buildDeliveryPayload } from '../../shared/events/payload';
import { sendMessages } from '../../shared/events/queues';
import { logger } from '../../shared/logger';
import { listActiveSubscriptions } from '../../shared/webhooks/subscription-store';

/**
 * Events queue → one delivery per active subscription (one Query), each enqueued on the deliveries
 * queue. Safe to repeat: the delivery of an (event, subscription) pair is created once and a
 * re-enqueued duplicate is absorbed by the delivery consumer.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const detail = (JSON.parse(record.body) as { detail: PipelineEventDetail }).detail;
      const subscriptions = await listActiveSubscriptions(detail.company_id, detail.resource, detail.event);
      if (subscriptions.length === 0) continue;
      const payload = buildDeliveryPayload({ companyId: detail.company_id, resource: detail.resource, event: detail.event, data: detail.data });
      const deliveries = await Promise.all(subscriptions.map((subscription) => ensureDelivery(detail, subscription.id, payload)));
      const pending = deliveries.filter(({ delivery }) => delivery.status === 'pending');
      await sendMessages(
        'deliveries',
        pending.map(({ delivery }) => ({ company_id: delivery.company_id, delivery_id: delivery.id })),
      );
      logger.info('fanned out event', { event_id: detail.event_id, deliveries: pending.length });
    } catch (error) {
      logger.error('fan-out failed; SQS will retry the message', { message_id: record.messageId, error: error as Error });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};
