import { describe, expect, it } from 'vitest';
import { retryHeldInTable } from '../../shared/domains/deliveries/delivery-entity';
import {
  nextRetryDelay,
  RETRY_DELAYS_SECONDS,
  retryWaitsInTable,
} from '../../shared/domains/deliveries/retry-schedule';

const noJitter = () => 0.5;

describe('where each retry of the schedule waits', () => {
  it.each([
    [1, 5, 'queue'],
    [2, 300, 'queue'],
    [3, 1800, 'table'],
    [4, 7200, 'table'],
    [5, 18000, 'table'],
    [6, 36000, 'table'],
    [7, 36000, 'table'],
  ] as const)('after attempt %i: %i s, as a delayed message (queue) or in the table', (attempt, seconds, where) => {
    const delay = nextRetryDelay(attempt, { random: noJitter })!;
    expect(delay).toBe(seconds);
    expect(retryWaitsInTable(delay) ? 'table' : 'queue').toBe(where);
  });

  it("a 5 min retry with the full +10 % jitter still fits SQS's 15-minute message delay", () => {
    expect(retryWaitsInTable(nextRetryDelay(2, { random: () => 1 })!)).toBe(false);
  });

  it('a Retry-After over 15 minutes moves a short retry to the table', () => {
    expect(retryWaitsInTable(nextRetryDelay(1, { retryAfterSeconds: 3600, random: noJitter })!)).toBe(true);
  });

  it('no retry after the last attempt', () => {
    expect(nextRetryDelay(RETRY_DELAYS_SECONDS.length + 1)).toBeUndefined();
  });
});

describe('retryHeldInTable (the reconciler marker kind of a pending delivery)', () => {
  const attempt = (attemptedAt: string, nextAttemptAt: string | null) => ({
    attempted_at: attemptedAt,
    next_attempt_at: nextAttemptAt,
  });

  it('holds a retry over 15 minutes off until something queues it (a release or a resend moves updated_at)', () => {
    const last = attempt('2026-01-01T00:00:00.000Z', '2026-01-01T02:00:00.003Z');
    expect(retryHeldInTable({ updated_at: last.attempted_at, attempts: [last] })).toBe(true);
    expect(retryHeldInTable({ updated_at: '2026-01-01T01:55:00.000Z', attempts: [last] })).toBe(false);
  });

  it('never holds a retry that fits a delayed message, nor a delivery not yet attempted', () => {
    const soon = attempt('2026-01-01T00:00:00.000Z', '2026-01-01T00:15:00.004Z');
    expect(retryHeldInTable({ updated_at: soon.attempted_at, attempts: [soon] })).toBe(false);
    expect(retryHeldInTable({ updated_at: '2026-01-01T00:00:00.000Z', attempts: [] })).toBe(false);
  });
});
