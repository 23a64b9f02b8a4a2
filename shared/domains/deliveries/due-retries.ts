import { deliveryEntity, nextAttemptDue, retryHeldInTable } from './delivery-entity';
import { deliveryMessage } from './delivery-message';
import { touchPending } from './delivery-store';
import { sendDelayedMessages } from '../events/queues';
import { findDue } from '../reconciler/find-due';

/**
 * How long before its due time a retry waiting in the table is released: the reconciler's interval
 * (its manifest trigger runs it every 5 minutes), so each retry is queued one run ahead, delayed
 * to its due time, and none waits for the next run. Under SQS's 15-minute message delay.
 */
export const RETRY_RELEASE_LOOKAHEAD_SECONDS = 5 * 60;

/**
 * Releases the table-held retries due before the next run: one delayed keys-only message each,
 * then the marker moves from RETRY to DELIVERY, where the stuck-delivery check watches it. A crash
 * between the two re-sends next run, which is harmless: the consumer skips deliveries that are not
 * pending and receivers dedupe on the envelope id. Returns the ids released.
 */
export async function releaseDueRetries(now: Date, limitPerShard: number): Promise<number[]> {
  const cutoff = new Date(now.getTime() + RETRY_RELEASE_LOOKAHEAD_SECONDS * 1000).toISOString();
  const due = (await findDue('RETRY', cutoff, limitPerShard))
    .map((item) => deliveryEntity.fromRecord(item))
    .filter((delivery) => delivery.status === 'pending' && retryHeldInTable(delivery));
  if (due.length === 0) return [];
  await sendDelayedMessages(
    'deliveries',
    due.map((delivery) => ({
      body: deliveryMessage(delivery, { keysOnly: true }),
      delaySeconds: Math.max(0, (Date.parse(nextAttemptDue(delivery)) - now.getTime()) / 1000),
    })),
  );
  await Promise.all(due.map((delivery) => touchPending(delivery, now)));
  return due.map((delivery) => delivery.id);
}
