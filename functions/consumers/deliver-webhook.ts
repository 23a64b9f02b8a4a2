import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverBatch } from '../../shared/domains/deliveries/deliver-batch';
import { preloadServiceKeys, serviceKeysReady } from '../../shared/platform/secrets/service-keys';
import { traced } from '../../shared/platform/observability/tracing';

// Receivers' secrets are sealed: start reading the keys while the function initializes.
preloadServiceKeys();

/**
 * Deliveries queue → one signed HTTP request per message, the batch's table reads and health
 * writes shared (see deliverBatch). A failed attempt's retry is a new message (delayed, or
 * released later from the table by the reconciler) and the received one is deleted, so nothing
 * waits in flight; after the last attempt the message is reported failed until the queue's
 * redrive policy parks it in the DLQ.
 */
export const handler = traced(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  // Receivers' secrets are sealed: the keys must be there before any record is processed.
  await serviceKeysReady();
  const failed = await deliverBatch(
    event.Records.map((record) => ({
      messageId: record.messageId,
      receiptHandle: record.receiptHandle,
      body: record.body,
      receiveCount: Number(record.attributes.ApproximateReceiveCount),
    })),
  );
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
});
