import { presentOrder } from '../orders/order-state';
import type { BilledRenewal } from './renewal-result';

/** A renewal as the subscription routes answer it. */
export function presentRenewal(result: BilledRenewal) {
  return {
    outcome: result.outcome,
    reason: result.reason ?? null,
    order: result.order ? presentOrder(result.order) : null,
  };
}
