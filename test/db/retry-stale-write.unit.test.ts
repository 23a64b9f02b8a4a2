import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryStaleWrites, StaleWrite } from '../../shared/platform/db/retry-stale-write';
import { Conflict } from '../../shared/platform/errors/domain-error';

const returned = { pk: 'ORDER', version: 7 };

/** An attempt that loses `losses` races, each taking `tookMs`, then lands; records the state each attempt was handed. */
function losingAttempt(losses: number, tookMs: number) {
  const handed: (Record<string, unknown> | undefined)[] = [];
  const attempt = async (latest: Record<string, unknown> | undefined) => {
    handed.push(latest);
    if (handed.length > losses) return 'landed';
    await new Promise((resolve) => setTimeout(resolve, tookMs));
    throw new StaleWrite(returned);
  };
  return { attempt, handed };
}

describe('retryStaleWrites', () => {
  afterEach(() => vi.restoreAllMocks());

  it('re-applies on the state the failed write returned when it retries within an attempt’s time', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { attempt, handed } = losingAttempt(2, 5);
    expect(await retryStaleWrites(attempt, { conflictMessage: 'busy' })).toBe('landed');
    expect(handed).toEqual([undefined, returned, returned]);
  });

  it('reads afresh after waiting longer than an attempt takes: writers that won meanwhile made that state stale', async () => {
    // Full jitter at its top: the first wait stays within one backoff unit (max(10 ms, the attempt's
    // time)), the second doubles past it.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { attempt, handed } = losingAttempt(3, 0);
    expect(await retryStaleWrites(attempt, { conflictMessage: 'busy' })).toBe('landed');
    expect(handed).toEqual([undefined, returned, undefined, undefined]);
  });

  it('answers 409 with the message once another wait and attempt would pass the budget', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { attempt, handed } = losingAttempt(Number.POSITIVE_INFINITY, 20);
    const answer = retryStaleWrites(attempt, { conflictMessage: 'The order is busy', budgetMs: 1_300 });
    await expect(answer).rejects.toBeInstanceOf(Conflict);
    await expect(answer).rejects.toThrow('The order is busy');
    expect(handed.length).toBeGreaterThan(1);
  });
});
