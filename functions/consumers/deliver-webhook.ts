import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { attemptDelivery } from '../../shared/deliveries/attempt-delivery';
import { getDelivery } from '../../shared/deliveries/delivery-store';
import { delayRedelivery } from '../../shared/events/queues';
import { logger } from '../../shared/logger';
import { serviceKeysReady } from '../../shared/secrets/service-keys';

/**
 * Deliveries queue → one signed HTTP request per message. A failed attempt hides the message for
 * its backoff delay (visibility change) and reports it failed; after the last attempt the message
 * is reported failed once more and the queue's redrive policy parks it in the DLQ.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  // Receivers' secrets are sealed: the keys must be there before any record is processed.
  await serviceKeysReady();
  const results = await Promise.all(event.Records.map(processRecord));
  return { batchItemFailures: results.filter((id): id is string => id !== null).map((itemIdentifier) => ({ itemIdentifier })) };
};

async function processRecord(record: SQSRecord): Promise<string | null> {
  try {
    const message = JSON.parse(record.body) as { company_id: number; delivery_id: number };
    const delivery = await getDelivery(message.company_id, message.delivery_id);
    if (!delivery) return null;
    // A message the reconciler re-enqueued starts its receive count afresh: the attempts made so far count too.
    const attempt = Math.max(Number(record.attributes.ApproximateReceiveCount), delivery.attempts.length + 1);
    const outcome = await attemptDelivery(delivery, attempt);
    if (outcome.kind === 'done') return null;
    // Retry: hidden for the backoff delay. Exhausted: visible at once, so the redrive policy
    // (maxReceiveCount = attempts) moves it to the DLQ on the next receive.
    await delayRedelivery('deliveries', record.receiptHandle, outcome.kind === 'retry' ? outcome.delaySeconds : 0);
    return record.messageId;
  } catch (error) {
    logger.error('delivery processing failed; SQS will retry', { message_id: record.messageId, error: error as Error });
    return record.messageId;
  }
}
