import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';
import { reconcileIndex, reconcilePartition } from '../reconciler/reconcile-index';
import { deliveryPartition, deliveryShard, deliveryShardsOf } from './delivery-shards';
import { retryWaitsInTable } from './retry-schedule';

/** One attempt to deliver: what was sent when, and what came back. */
export const deliveryAttemptSchema = z.object({
  attempted_at: z.string(),
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int(),
  /** First 1 KB of the response body. */
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});

export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** How long deliveries and their attempt logs are kept (TTL) and listed. */
export const DELIVERY_RETENTION_DAYS = 30;

export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;

/**
 * One event for one receiver. Its integer `id` is assigned once at fan-out and stays the same
 * on every retry and resend, so receivers can deduplicate on it.
 */
export const deliveryEntity = defineEntity({
  name: 'delivery',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      /** Receiver: `subscription:<id>` or another registered target kind (see targets/). */
      target_id: z.string(),
      event_id: z.string(),
      identifier: z.string(),
      /** Event identifier (`<resource>_<event>`, or `droplet.installed`/`droplet.uninstalled`). */
      name: z.string(),
      resource: z.string(),
      event: z.string(),
      occurred_at: z.string(),
      payload: z.record(z.string(), z.unknown()),
      status: z.enum(deliveryStatuses),
      attempts: z.array(deliveryAttemptSchema),
      created_at: z.string(),
      updated_at: z.string(),
      /** Epoch seconds after which DynamoDB deletes the delivery (DELIVERY_RETENTION_DAYS); absent on older ones. */
      ttl: z.number().int().optional(),
    }),
  keys: {
    /**
     * Per target, sharded by id (delivery-shards.ts): a target's list queries its shards, and a
     * delivery whose target and id are known is one GetItem away.
     */
    primary: {
      pk: (d) => deliveryPartition(d.company_id, d.target_id, deliveryShard(d.id)),
      sk: (d) => deliverySortKey(d.id),
    },
    /**
     * Sparse: pending deliveries by when their next attempt is due (the reconciler's pattern), under
     * RETRY while the retry waits in the table for the reconciler to release it, else DELIVERY.
     */
    awaitingAttempt: {
      index: reconcileIndex,
      pk: (d) => reconcilePartition(retryHeldInTable(d) ? 'RETRY' : 'DELIVERY', d.id),
      sk: (d): string => `${nextAttemptDue(d)}#${companyPartition(d.company_id)}#${sortableId(d.id)}`,
      when: (d) => d.status === 'pending',
    },
  },
});

export type Delivery = z.infer<typeof deliveryEntity.schema>;

/** What names a delivery's item: its company, target and id. */
export type DeliveryRef = Pick<Delivery, 'company_id' | 'target_id' | 'id'>;

/** Sort key of a delivery in its target's shard: its id, zero-padded, so a shard orders by time. */
function deliverySortKey(id: number): string {
  return `DELIVERY#${sortableId(id)}`;
}

/** The table key of a delivery (the entity's `key`, typed so the target cannot be left out). */
export function deliveryKey(delivery: DeliveryRef): Record<string, string> {
  return deliveryEntity.key(delivery);
}

/**
 * Every table key a delivery may be stored under, its current key first, then the ones of the
 * former shard counts (a delivery written before the count was raised stays there until TTL).
 */
export function deliveryKeys(delivery: DeliveryRef): Array<Record<string, string>> {
  const sk = deliverySortKey(delivery.id);
  return deliveryShardsOf(delivery.id).map((shard) => ({
    pk: deliveryPartition(delivery.company_id, delivery.target_id, shard),
    sk,
  }));
}

/** When a pending delivery's next attempt is due: its last change, or the retry its last attempt scheduled. */
export function nextAttemptDue(delivery: {
  updated_at: string;
  attempts: readonly Pick<DeliveryAttempt, 'next_attempt_at'>[];
}): string {
  const retryAt = delivery.attempts.at(-1)?.next_attempt_at;
  return retryAt && retryAt > delivery.updated_at ? retryAt : delivery.updated_at;
}

/**
 * Whether a pending delivery's next attempt waits in the table: its last attempt scheduled a retry
 * further off than a queue message can be delayed, and nothing has queued it since (a release by
 * the reconciler or a resend moves `updated_at` past the attempt).
 */
export function retryHeldInTable(delivery: {
  updated_at: string;
  attempts: readonly Pick<DeliveryAttempt, 'attempted_at' | 'next_attempt_at'>[];
}): boolean {
  const last = delivery.attempts.at(-1);
  if (!last?.next_attempt_at || delivery.updated_at !== last.attempted_at) return false;
  // Whole seconds, as the consumer decided: the two timestamps are read a few ms apart.
  return retryWaitsInTable(Math.round((Date.parse(last.next_attempt_at) - Date.parse(last.attempted_at)) / 1000));
}
