import { describe, expect, it, vi } from 'vitest';
import { timeAgainstFloor } from '../../bench/stats';

describe('timeAgainstFloor: an endpoint and its floor sampled in alternating rounds', () => {
  it('warms both up, then alternates rounds, so a change in load weighs on both alike', async () => {
    const calls: string[] = [];
    const result = await timeAgainstFloor(
      { warmup: 1, requests: 4, rounds: 2 },
      async () => void calls.push('read'),
      async () => void calls.push('floor'),
    );
    expect(calls).toEqual(['read', 'floor', 'read', 'read', 'floor', 'floor', 'read', 'read', 'floor', 'floor']);
    expect(result.run.p50Ms).toBeLessThanOrEqual(result.run.p99Ms);
    expect(result.floor.p50Ms).toBeLessThanOrEqual(result.floor.p99Ms);
  });

  it('reports each side from its own samples', async () => {
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const result = await timeAgainstFloor(
        { warmup: 0, requests: 4, rounds: 2 },
        async () => {
          clock += 30;
        },
        async () => {
          clock += 1;
        },
      );
      expect(result).toEqual({ run: { p50Ms: 30, p99Ms: 30 }, floor: { p50Ms: 1, p99Ms: 1 } });
    } finally {
      now.mockRestore();
    }
  });

  it('alternates a third side, the floor behind the HTTP hop, in every round when given', async () => {
    const calls: string[] = [];
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const result = await timeAgainstFloor(
        { warmup: 1, requests: 2, rounds: 2 },
        async () => {
          calls.push('read');
          clock += 9;
        },
        async () => {
          calls.push('floor');
          clock += 5;
        },
        async () => {
          calls.push('hop');
          clock += 6;
        },
      );
      expect(calls).toEqual(['read', 'floor', 'hop', 'read', 'floor', 'hop', 'read', 'floor', 'hop']);
      expect(result).toEqual({
        run: { p50Ms: 9, p99Ms: 9 },
        floor: { p50Ms: 5, p99Ms: 5 },
        hopFloor: { p50Ms: 6, p99Ms: 6 },
      });
    } finally {
      now.mockRestore();
    }
  });
});
