/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The `p`-th percentile (0–100) of a non-empty list, nearest-rank: always a measured value. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** How many requests a sequential timing sends. */
export interface SequentialLoad {
  /** Untimed requests first (handler load, caches). */
  readonly warmup: number;
  /** Timed requests. */
  readonly requests: number;
}

/**
 * p50/p99 of `run()` called one at a time (latency, not queueing). `reset()` runs untimed after
 * each call, for requests that are not idempotent (remove the discount code just applied).
 *
 * @example const { p50Ms } = await timeSequential({ warmup: 20, requests: 200 }, () => getCart());
 */
export async function timeSequential(
  load: SequentialLoad,
  run: () => Promise<void>,
  reset?: () => Promise<void>,
): Promise<{ p50Ms: number; p99Ms: number }> {
  const durations = await sampleSequential(load, run, reset);
  return { p50Ms: percentile(durations, 50), p99Ms: percentile(durations, 99) };
}

/** The durations (ms) of `load.requests` sequential calls of `run()` after `load.warmup` untimed ones; see {@link timeSequential}. */
export async function sampleSequential(
  load: SequentialLoad,
  run: () => Promise<void>,
  reset: () => Promise<void> = async () => {},
): Promise<number[]> {
  for (let i = 0; i < load.warmup; i++) {
    await run();
    await reset();
  }
  const durations: number[] = [];
  for (let i = 0; i < load.requests; i++) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
    await reset();
  }
  return durations;
}

/**
 * p50/p99 of `run()` and of its `floor()` (and, when given, of its `hopFloor()`: the floor behind
 * a loopback HTTP hop, bench/http-hop-floor.ts), sampled in `rounds` alternating between them
 * (after a warm-up of each), so a change in the machine's load weighs on all alike instead of on
 * whichever ran last.
 */
export async function timeAgainstFloor(
  load: SequentialLoad & { readonly rounds: number },
  run: () => Promise<void>,
  floor: () => Promise<void>,
  hopFloor?: () => Promise<void>,
): Promise<FloorTiming> {
  const sides = hopFloor ? [run, floor, hopFloor] : [run, floor];
  for (const side of sides) await sampleSequential({ warmup: load.warmup, requests: 0 }, side);
  const perRound = { warmup: 0, requests: Math.ceil(load.requests / load.rounds) };
  const samples = sides.map(() => [] as number[]);
  for (let round = 0; round < load.rounds; round++) {
    for (const [i, side] of sides.entries()) samples[i]!.push(...(await sampleSequential(perRound, side)));
  }
  const summary = (durations: number[]) => ({ p50Ms: percentile(durations, 50), p99Ms: percentile(durations, 99) });
  return {
    run: summary(samples[0]!),
    floor: summary(samples[1]!),
    ...(hopFloor ? { hopFloor: summary(samples[2]!) } : {}),
  };
}

/** What {@link timeAgainstFloor} measured, each side's p50/p99. */
export interface FloorTiming {
  readonly run: { p50Ms: number; p99Ms: number };
  readonly floor: { p50Ms: number; p99Ms: number };
  readonly hopFloor?: { p50Ms: number; p99Ms: number };
}
