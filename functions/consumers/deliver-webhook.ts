import { deliverBatch } from '../../shared/domains/deliveries/deliver-batch';
import { queueBatchHandler } from '../../shared/edge/consumers/queue-consumer';
import { preloadServiceKeys, serviceKeysReady } from '../../shared/platform/secrets/service-keys';

// Receivers' secrets are sealed: start reading the keys while the function initializes.
preloadServiceKeys();

/**
 * Deliveries queue → one signed HTTP request per message, the batch's table reads and health
 * writes shared (see deliverBatch). A failed attempt's retry is a new message (delayed, or
 * released later from the table by the reconciler) and the received one is deleted, so nothing
 * waits in flight; after the last attempt the message is reported failed until the queue's
 * redrive policy parks it in the DLQ.
 */
export const handler = queueBatchHandler(async (messages) => {
  // The keys must be there before any message is processed.
  await serviceKeysReady();
  return deliverBatch(messages);
});
