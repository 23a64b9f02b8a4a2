import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { Conflict } from '../errors/domain-error';
import { remainingTimeMs } from '../invocation-deadline';

/**
 * Thrown by an attempt whose conditional write lost a race (the item changed since it was read);
 * `retryStaleWrites` reads again and re-applies instead of answering 409.
 */
export class StaleWrite extends Error {
  /** The item as the store holds it now, when the failed write returned it (saves a re-read). */
  readonly latest?: Record<string, unknown>;

  constructor(latest?: Record<string, unknown>) {
    super('The item changed since it was read');
    this.name = 'StaleWrite';
    this.latest = latest;
  }
}

/** How `retryStaleWrites` backs off and when it gives up with 409. */
export interface StaleWriteRetryOptions {
  /** Message of the 409 answered when no attempt landed in the time there was. */
  readonly conflictMessage: string;
  /**
   * Attempts in all, the first included, for a write that must give up early (checkout answers a
   * conflicting cart change rather than re-running a payment). @default unlimited: bounded by time only
   */
  readonly attempts?: number;
  /**
   * Smallest backoff unit. The unit is the larger of this and the last attempt's own duration, so
   * the backoff scales with how slow the store is answering; it doubles after each lost race.
   * @default 10
   */
  readonly baseDelayMs?: number;
  /** Longest backoff between two attempts. @default 500 */
  readonly maxDelayMs?: number;
  /**
   * Time budget when no invocation deadline is in scope (shared/platform/invocation-deadline.ts), counted
   * from the first attempt. @default 10000 (the API functions' timeout)
   */
  readonly budgetMs?: number;
}

/** Time kept back from the invocation's deadline to answer the 409 before the function times out. */
const ANSWER_RESERVE_MS = 1_000;

/**
 * The write path for writes without a precondition (last writer wins): each attempt re-reads (or
 * reuses the state a StaleWrite carried), re-applies, and commits conditioned on what it read, so the
 * outbox payload is exactly the state replaced. Lost attempts retry with capped full-jitter backoff
 * until the deadline, then 409. Routes with a precondition answer 409 at once instead.
 *
 * @example return retryStaleWrites(async () => { const current = await getEvent(id); ...; await commit(current, next); return next; }, { conflictMessage: 'The event is being changed by other requests; retry' });
 */
export async function retryStaleWrites<T>(
  attempt: (latest: Record<string, unknown> | undefined) => Promise<T>,
  options: StaleWriteRetryOptions,
): Promise<T> {
  const attempts = options.attempts ?? Number.POSITIVE_INFINITY;
  const baseDelayMs = options.baseDelayMs ?? 10;
  const maxDelayMs = options.maxDelayMs ?? 500;
  const fallbackDeadline = Date.now() + (options.budgetMs ?? 10_000);
  const timeLeft = () => remainingTimeMs() ?? fallbackDeadline - Date.now();
  let latest: Record<string, unknown> | undefined;
  for (let attemptNumber = 1; ; attemptNumber++) {
    const started = performance.now();
    try {
      return await attempt(latest);
    } catch (error) {
      if (!isLostRace(error)) throw error;
      latest = error instanceof StaleWrite ? error.latest : undefined;
      const took = performance.now() - started;
      const unit = Math.max(baseDelayMs, took);
      const delay = Math.random() * Math.min(maxDelayMs, unit * 2 ** Math.min(attemptNumber - 1, 16));
      // Give up only when another wait and attempt could not finish before the deadline's reserve.
      if (attemptNumber >= attempts || timeLeft() - delay - took < ANSWER_RESERVE_MS)
        throw new Conflict(options.conflictMessage, { cause: error });
      // The state the failed write returned saves a read only while it is fresh: a crowd of writers
      // commits more than once while one waits longer than the backoff unit (about an attempt's
      // time), so re-applying on it then only loses again (50 writers of one order: ~14 attempts a
      // success instead of ~6).
      if (delay > unit) latest = undefined;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function isLostRace(error: unknown): boolean {
  if (error instanceof StaleWrite) return true;
  return (
    error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict')
  );
}
