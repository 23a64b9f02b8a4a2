import { z } from 'zod';
import { keyOf } from '../../platform/db/batch-get';
import { deliveryEntity, deliveryKey, type Delivery } from './delivery-entity';
import { logger } from '../../platform/logger';
import { deliveryEnvelope, type DeliveryEnvelope } from './delivery-envelope';
import { getDeliveryRecords } from './delivery-store';

/**
 * Envelopes up to this size travel inside the queue message, so the deliver consumer need not
 * read the delivery; larger ones (far below SQS's limit, but payloads are the writers' to grow)
 * travel as keys only and are read at delivery.
 */
const MAX_CARRIED_ENVELOPE_BYTES = 128 * 1024;

/** A message of the deliveries queue: the delivery's key parts (company, target, id) and, normally, its envelope. */
const deliveryMessageSchema = z.object({
  company_id: z.number().int(),
  delivery_id: z.number().int(),
  /** Part of the key since deliveries are stored per target; absent only in messages of the older layout. */
  target_id: z.string().optional(),
  /** The target's version when the delivery was created (a subscription's `updated_at`), for the consumer's cache. */
  target_version: z.string().optional(),
  envelope: z
    .object({
      id: z.number().int(),
      identifier: z.string(),
      name: z.string(),
      timestamp: z.string(),
      payload: z.record(z.string(), z.unknown()),
    })
    .optional(),
  /** The attempt this message is for when it is a retry (a new message: its receive count starts again). @default 1 */
  attempt: z.number().int().min(1).optional(),
});

export type DeliveryMessage = z.infer<typeof deliveryMessageSchema>;

/** What one attempt needs: where to send what, and which delivery to record it on. */
export interface DeliveryJob {
  readonly company_id: number;
  readonly id: number;
  readonly target_id: string;
  /** The target's version the message was created with, when it says. */
  readonly target_version?: string;
  readonly envelope: DeliveryEnvelope;
  /** Attempts recorded before this message was read: 0 for a fresh fan-out message, the stored count otherwise. */
  readonly attempts_made: number;
}

/**
 * The queue message of a delivery the fan-out just created (pending, nothing to check): the
 * consumer sends straight from it. `keysOnly` for resends, which must re-check the stored status.
 */
export function deliveryMessage(
  delivery: Delivery,
  { keysOnly = false, targetVersion }: { keysOnly?: boolean; targetVersion?: string } = {},
): DeliveryMessage {
  const keys = { company_id: delivery.company_id, delivery_id: delivery.id, target_id: delivery.target_id };
  if (keysOnly) return keys;
  const envelope = deliveryEnvelope(delivery);
  if (JSON.stringify(envelope).length > MAX_CARRIED_ENVELOPE_BYTES) return keys;
  return { ...keys, ...(targetVersion ? { target_version: targetVersion } : {}), envelope };
}

function hasTarget(message: DeliveryMessage): message is DeliveryMessage & { target_id: string } {
  return message.target_id !== undefined;
}

/** Parses a queue message body; throws on a body that is not a delivery message. */
export function parseDeliveryMessage(body: string): DeliveryMessage {
  return deliveryMessageSchema.parse(JSON.parse(body));
}

/** A message of a batch, and whether SQS handed it over before (its processing crashed, or it is on its way to the DLQ). */
export interface ReceivedDeliveryMessage {
  readonly message: DeliveryMessage;
  readonly redelivered: boolean;
}

/**
 * What each message of a batch is, in order: a job (carried messages as they are; key-only and
 * redelivered ones read in one BatchGetItem (one more for deliveries stored under a former shard count), so the attempt count is the stored one), `failed`
 * for a redelivered message of a delivery whose attempts are exhausted (the DLQ's), and null when
 * the delivery is gone or settled (a resend raced a delivery, or the message is a duplicate).
 */
export async function jobsFor(
  received: readonly ReceivedDeliveryMessage[],
): Promise<Array<DeliveryJob | 'failed' | null>> {
  const mustRead = ({ message, redelivered }: ReceivedDeliveryMessage) => redelivered || !message.envelope;
  const refOf = (message: DeliveryMessage & { target_id: string }) => ({
    company_id: message.company_id,
    target_id: message.target_id,
    id: message.delivery_id,
  });
  const keyOfMessage = (message: DeliveryMessage & { target_id: string }) => deliveryKey(refOf(message));
  const reads = received.filter(mustRead).flatMap(({ message }) => (hasTarget(message) ? [refOf(message)] : []));
  const stored = reads.length ? await getDeliveryRecords(reads) : new Map();
  return received.map((entry) => {
    const { message } = entry;
    if (!hasTarget(message)) {
      // The reconciler requeues the pending delivery with its full key once its due time passes.
      logger.warn('delivery message without a target (older layout); left to the reconciler', {
        delivery_id: message.delivery_id,
      });
      return null;
    }
    if (!mustRead(entry)) {
      return {
        company_id: message.company_id,
        id: message.delivery_id,
        target_id: message.target_id,
        target_version: message.target_version,
        envelope: message.envelope!,
        attempts_made: (message.attempt ?? 1) - 1,
      };
    }
    const item = stored.get(keyOf(keyOfMessage(message)));
    if (!item) return null;
    const delivery = deliveryEntity.fromRecord(item);
    if (delivery.status === 'failed' && entry.redelivered) return 'failed';
    if (delivery.status !== 'pending') return null;
    return {
      company_id: delivery.company_id,
      id: delivery.id,
      target_id: delivery.target_id,
      envelope: deliveryEnvelope(delivery),
      attempts_made: delivery.attempts.length,
    };
  });
}
