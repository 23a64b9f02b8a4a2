import { z } from 'zod';
import { batchGet, keyOf } from '../db/batch-get';
import { deliveryEntity, type Delivery } from './delivery-entity';
import { deliveryEnvelope, type DeliveryEnvelope } from './delivery-envelope';

/**
 * Envelopes up to this size travel inside the queue message, so the deliver consumer need not
 * read the delivery; larger ones (far below SQS's limit, but payloads are the writers' to grow)
 * travel as keys only and are read at delivery.
 */
const MAX_CARRIED_ENVELOPE_BYTES = 128 * 1024;

/** A message of the deliveries queue: the delivery's key parts, its target and, normally, its envelope. */
const deliveryMessageSchema = z.object({
  company_id: z.number().int(),
  delivery_id: z.number().int(),
  target_id: z.string().optional(),
  /** The target's version when the delivery was created (a subscription's `updated_at`), for the consumer's cache. */
  target_version: z.string().optional(),
  envelope: z
    .object({ id: z.number().int(), identifier: z.string(), name: z.string(), timestamp: z.string(), payload: z.record(z.string(), z.unknown()) })
    .optional(),
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
export function deliveryMessage(delivery: Delivery, { keysOnly = false, targetVersion }: { keysOnly?: boolean; targetVersion?: string } = {}): DeliveryMessage {
  const keys = { company_id: delivery.company_id, delivery_id: delivery.id };
  if (keysOnly) return keys;
  const envelope = deliveryEnvelope(delivery);
  if (JSON.stringify(envelope).length > MAX_CARRIED_ENVELOPE_BYTES) return keys;
  return { ...keys, target_id: delivery.target_id, ...(targetVersion ? { target_version: targetVersion } : {}), envelope };
}

/** Parses a queue message body; throws on a body that is not a delivery message. */
export function parseDeliveryMessage(body: string): DeliveryMessage {
  return deliveryMessageSchema.parse(JSON.parse(body));
}

/**
 * The jobs of a batch of messages, in order: carried ones as they are; key-only ones read in one
 * BatchGetItem, and null when the delivery is gone or no longer pending (a resend raced a
 * delivery, or the message is a duplicate).
 */
export async function jobsFor(messages: readonly DeliveryMessage[]): Promise<Array<DeliveryJob | null>> {
  const keysOnly = messages.filter((message) => !(message.envelope && message.target_id));
  const stored = keysOnly.length ? await batchGet(keysOnly.map((m) => deliveryEntity.key({ company_id: m.company_id, id: m.delivery_id }))) : new Map();
  return messages.map((message) => {
    if (message.envelope && message.target_id) {
      return { company_id: message.company_id, id: message.delivery_id, target_id: message.target_id, target_version: message.target_version, envelope: message.envelope, attempts_made: 0 };
    }
    const item = stored.get(keyOf(deliveryEntity.key({ company_id: message.company_id, id: message.delivery_id })));
    if (!item) return null;
    const delivery = deliveryEntity.fromRecord(item);
    if (delivery.status !== 'pending') return null;
    return { company_id: delivery.company_id, id: delivery.id, target_id: delivery.target_id, envelope: deliveryEnvelope(delivery), attempts_made: delivery.attempts.length };
  });
}
