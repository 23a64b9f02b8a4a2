import { describe, expect, it } from 'vitest';
import { newNumericId } from '../shared/platform/ids';

describe('newNumericId', () => {
  it('never repeats within one process, even thousands of ids in the same millisecond', () => {
    const now = Date.now();
    const ids = Array.from({ length: 2048 }, () => newNumericId(now));
    expect(new Set(ids).size).toBe(2048);
  });

  it('is time-ordered across milliseconds and stays a safe integer', () => {
    const earlier = newNumericId(Date.UTC(2030, 0, 1));
    const later = newNumericId(Date.UTC(2030, 0, 1) + 1);
    expect(later).toBeGreaterThan(earlier);
    expect(Number.isSafeInteger(newNumericId(Date.UTC(2150, 0, 1)))).toBe(true);
  });
});
