/**
 * Delay before each retry, after attempt 1, 2, ...: about 28 hours in all, 8 attempts. Published
 * in the docs; the deliveries queue's maxReceiveCount equals the number of attempts.
 */
export const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** Total attempts of one delivery (first try plus retries). */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** SQS caps a visibility change at 12 hours. */
const MAX_VISIBILITY_SECONDS = 12 * 3600;

/**
 * Seconds until the next attempt after attempt number `attempt` failed (1-based), with ±10 %
 * jitter so a receiver that comes back is not hit by every backlog at once; a receiver's
 * Retry-After (429/503) wins when it asks for longer. Undefined when no attempt is left.
 */
export function nextRetryDelay(attempt: number, options: { retryAfterSeconds?: number; random?: () => number } = {}): number | undefined {
  const base = RETRY_DELAYS_SECONDS[attempt - 1];
  if (base === undefined) return undefined;
  const jitter = 1 + ((options.random ?? Math.random)() * 0.2 - 0.1);
  const delay = Math.max(Math.round(base * jitter), options.retryAfterSeconds ?? 0);
  return Math.min(delay, MAX_VISIBILITY_SECONDS);
}
