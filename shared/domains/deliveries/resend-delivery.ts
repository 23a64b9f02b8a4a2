import { sendMessages } from '../events/queues';
import type { Delivery } from './delivery-entity';
import { deliveryMessage } from './delivery-message';
import { markPending } from './delivery-store';

/**
 * Queues deliveries again with their original ids and bodies (receivers dedupe on `id`); each gets
 * the full retry schedule anew and keeps its earlier attempts in its log.
 */
export async function resendDeliveries(deliveries: readonly Delivery[]): Promise<void> {
  const marked = await Promise.all(deliveries.map((delivery) => markPending(delivery)));
  await sendMessages(
    'deliveries',
    // Keys only: the consumer re-reads each, so a delivery resent twice is sent once per pending state.
    deliveries.filter((_, index) => marked[index]).map((delivery) => deliveryMessage(delivery, { keysOnly: true })),
  );
}
