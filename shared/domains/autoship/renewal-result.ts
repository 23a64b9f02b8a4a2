import type { Order } from '../orders/order-entity';
import type { Subscription } from './subscription-entity';

/** What started a renewal: its schedule (for the cycle and instant it was made for), or a merchant action that bills the next cycle now. */
export type RenewalTrigger = { kind: 'schedule'; cycle: number; dueAt: string } | { kind: 'now' };

/** What a renewal did. */
export interface RenewalResult {
  outcome: 'renewed' | 'declined' | 'action_required' | 'paused' | 'cancelled' | 'skipped' | 'in_progress';
  /** Why nothing was charged (`skipped`, `paused`, `in_progress`). */
  reason?: string;
  subscription: Subscription;
  order?: Order;
}

/** A renewal that ran its course: charged, declined, waiting for the customer to confirm, paused for want of stock, or cancelled at period end. */
export type BilledRenewal = RenewalResult & {
  outcome: 'renewed' | 'declined' | 'action_required' | 'paused' | 'cancelled';
};
