import type { Subscription } from './subscription-entity';

/** What charging a stored payment method answered. */
export type ChargeOutcome = { approved: true } | { approved: false; hard: boolean; message: string };

/**
 * Charges a subscription's stored payment method: the seam where a real gateway would capture
 * `amount` with `idempotencyKey` (a retried call with the same key must not charge twice). The
 * built-in test method answers by its token: `test_ok` approves, `test_decline` declines as an
 * insufficient-funds card would (dunning retries it), `test_decline_hard` as a closed account
 * would (never retried).
 */
export function chargeStoredMethod(
  method: Subscription['payment_method'],
  _charge: { amount: number; currency: string; idempotencyKey: string },
): ChargeOutcome {
  if (method.token === 'test_decline')
    return {
      approved: false,
      hard: false,
      message: 'The test payment method declined the payment (insufficient funds)',
    };
  if (method.token === 'test_decline_hard')
    return {
      approved: false,
      hard: true,
      message: 'The test payment method declined the payment for good (account closed)',
    };
  return { approved: true };
}
