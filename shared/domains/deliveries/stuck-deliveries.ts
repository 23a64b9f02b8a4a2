import { deliveryEntity } from './delivery-entity';
import { deliveryMessage } from './delivery-message';
import { touchPending } from './delivery-store';
import { sendMessages } from '../events/queues';
import { pipelineDefinition } from '../events/pipeline-definition';
import { findDue } from '../reconciler/find-due';

/**
 * How long past its due time a pending delivery may go without an attempt before it is deemed
 * to have lost its message: the queue's visibility timeout (an attempt in progress, or a crashed
 * one about to be retried) plus a few minutes of slack.
 */
export const STUCK_DELIVERY_MARGIN_SECONDS = pipelineDefinition.queues.deliveries.visibilityTimeoutSeconds + 5 * 60;

/**
 * Re-enqueues pending deliveries whose next attempt is overdue by more than the margin (a fan-out
 * that crashed between creating the delivery and sending its message, a lost message). A
 * duplicate message is harmless: the delivery consumer skips deliveries no longer pending, and a
 * receiver sees at worst the same envelope id twice. Returns the ids re-enqueued.
 */
export async function requeueStuckDeliveries(now: Date, limitPerShard: number): Promise<number[]> {
  const cutoff = new Date(now.getTime() - STUCK_DELIVERY_MARGIN_SECONDS * 1000).toISOString();
  const stuck = (await findDue('DELIVERY', cutoff, limitPerShard))
    .map((item) => deliveryEntity.fromRecord(item))
    .filter((delivery) => delivery.status === 'pending');
  if (stuck.length === 0) return [];
  await sendMessages(
    'deliveries',
    stuck.map((delivery) => deliveryMessage(delivery, { keysOnly: true })),
  );
  // Restart the clock only after the message is safely queued: a crash in between re-sends next run.
  await Promise.all(stuck.map((delivery) => touchPending(delivery, now)));
  return stuck.map((delivery) => delivery.id);
}
