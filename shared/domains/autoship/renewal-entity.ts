import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/**
 * One billing cycle of a subscription: created (or re-claimed after a decline) with a conditional
 * write before anything is charged, so a schedule that fires twice, a retried Lambda or a
 * `charge_now` racing the schedule find it taken and never place a second order. Its id is the
 * payment's idempotency key (with the attempt number: a declined attempt's key must not answer
 * the decline again when dunning retries).
 */
export const renewalEntity = defineEntity({
  name: 'subscription_renewal',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      subscription_id: z.number().int(),
      cycle: z.number().int(),
      /**
       * `processing` while one caller holds the cycle; `failed` after a decline (the next dunning
       * attempt re-claims it); `released` when nothing was charged (paused for want of stock, or the
       * order's write lost a race): claimable again; `succeeded` with its order.
       */
      status: z.enum(['processing', 'failed', 'released', 'succeeded']),
      /** Charge attempts of this cycle so far. */
      attempts: z.number().int(),
      claimed_at: z.string(),
      order_id: z.number().int().nullable(),
    }),
  keys: {
    primary: {
      pk: (r) => companyPartition(r.company_id),
      sk: (r) => `SUBSCRIPTION_RENEWAL#${sortableId(r.subscription_id)}#${String(r.cycle).padStart(6, '0')}`,
    },
  },
});

export type Renewal = z.infer<typeof renewalEntity.schema>;

/** The renewal's id: subscription and cycle. */
export function renewalId(subscriptionId: number, cycle: number): string {
  return `ren_${subscriptionId}_${cycle}`;
}
