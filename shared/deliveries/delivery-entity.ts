import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../db/entity';
import { sortableId } from '../ids';
import { reconcileIndex, reconcilePartition } from '../reconciler/reconcile-index';

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
  schema: z.object({
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
    primary: { pk: (d) => companyPartition(d.company_id), sk: (d) => `DELIVERY#${sortableId(d.id)}` },
    byTarget: {
      index: 'gsi1',
      pk: (d) => `${companyPartition(d.company_id)}#TARGET#${d.target_id}#DELIVERIES`,
      sk: (d) => `DELIVERY#${sortableId(d.id)}`,
    },
    /** Sparse: pending deliveries by when their next attempt is due (the reconciler's pattern). */
    awaitingAttempt: {
      index: reconcileIndex,
      pk: (d) => reconcilePartition('DELIVERY', d.id),
      sk: (d): string => `${nextAttemptDue(d)}#${companyPartition(d.company_id)}#${sortableId(d.id)}`,
      when: (d) => d.status === 'pending',
    },
  },
});

export type Delivery = z.infer<typeof deliveryEntity.schema>;

/** When a pending delivery's next attempt is due: its last change, or the retry its last attempt scheduled. */
export function nextAttemptDue(delivery: { updated_at: string; attempts: readonly Pick<DeliveryAttempt, 'next_attempt_at'>[] }): string {
  const retryAt = delivery.attempts.at(-1)?.next_attempt_at;
  return retryAt && retryAt > delivery.updated_at ? retryAt : delivery.updated_at;
}
