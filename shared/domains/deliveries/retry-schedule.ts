import { MAX_MESSAGE_DELAY_SECONDS } from '../events/pipeline-definition';

/**
 * Delay before each retry, after attempt 1, 2, ...: about 28 hours in all, 8 attempts. Published
 * in the docs. The first two wait as delayed queue messages, the others in the table (see retryWaitsInTable).
 */
export const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** Total attempts of one delivery (first try plus retries). */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** A receiver's Retry-After cannot push a retry further off than this. */
const MAX_RETRY_DELAY_SECONDS = 12 * 3600;

/**
 * Seconds until the next attempt after attempt number `attempt` failed (1-based), with ±10 %
 * jitter so a receiver that comes back is not hit by every backlog at once; a receiver's
 * Retry-After (429/503) wins when it asks for longer. Undefined when no attempt is left.
 */
export function nextRetryDelay(
  attempt: number,
  options: { retryAfterSeconds?: number; random?: () => number } = {},
): number | undefined {
  const base = RETRY_DELAYS_SECONDS[attempt - 1];
  if (base === undefined) return undefined;
  const jitter = 1 + ((options.random ?? Math.random)() * 0.2 - 0.1);
  const delay = Math.max(Math.round(base * jitter), options.retryAfterSeconds ?? 0);
  return Math.min(delay, MAX_RETRY_DELAY_SECONDS);
}

/**
 * Whether a retry this far off waits in the table rather than as a delayed queue message: SQS
 * delays a message 15 minutes at most, and chaining delayed messages for hours would cost a
 * receive, send and delete (and a consumer batch) every 15 minutes per waiting delivery. The
 * reconciler releases those retries from its index just before they fall due.
 */
export function retryWaitsInTable(delaySeconds: number): boolean {
  return delaySeconds > MAX_MESSAGE_DELAY_SECONDS;
}
