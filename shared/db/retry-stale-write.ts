import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { Conflict } from '../http/errors';

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

/** How hard `retryStaleWrites` tries before giving up with 409. */
export interface StaleWriteRetryOptions {
  /** Message of the 409 answered when every attempt lost its race. */
  readonly conflictMessage: string;
  /** Attempts in all, the first included. @default 10 */
  readonly attempts?: number;
  /**
   * Smallest backoff unit. The unit is the larger of this and the last attempt's own duration, so
   * the backoff scales with how slow the store is answering; it doubles after each lost race.
   * @default 10
   */
  readonly baseDelayMs?: number;
  /** Longest backoff between two attempts. @default 1000 */
  readonly maxDelayMs?: number;
}

/**
 * The shared write path for writes the caller did not condition on anything: each attempt reads
 * the current item (or takes `latest`, the state the previous attempt's StaleWrite carried), re-applies the change, re-validates it and commits conditionally on what it
 * read (so the outbox payload is exactly the state replaced). An attempt that throws StaleWrite, or
 * loses to a concurrent transaction, is retried after a jittered backoff (full jitter); only when
 * every attempt lost does the caller see 409. Routes whose caller sends a precondition do not use
 * this: their 409 is the answer the spec asks for.
 *
 * @example return retryStaleWrites(async () => { const current = await getEvent(id); ...; await commit(current, next); return next; }, { conflictMessage: 'The event is being changed by other requests; retry' });
 */
export async function retryStaleWrites<T>(attempt: (latest: Record<string, unknown> | undefined) => Promise<T>, options: StaleWriteRetryOptions): Promise<T> {
  const attempts = options.attempts ?? 10;
  const baseDelayMs = options.baseDelayMs ?? 10;
  const maxDelayMs = options.maxDelayMs ?? 1000;
  let latest: Record<string, unknown> | undefined;
  for (let attemptNumber = 1; ; attemptNumber++) {
    const started = performance.now();
    try {
      return await attempt(latest);
    } catch (error) {
      if (!isLostRace(error)) throw error;
      latest = error instanceof StaleWrite ? error.latest : undefined;
      if (attemptNumber >= attempts) throw new Conflict(options.conflictMessage, { cause: error });
      const unit = Math.max(baseDelayMs, performance.now() - started);
      const ceiling = Math.min(maxDelayMs, unit * 2 ** (attemptNumber - 1));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}

function isLostRace(error: unknown): boolean {
  if (error instanceof StaleWrite) return true;
  return error instanceof TransactionCanceledException && (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');
}
