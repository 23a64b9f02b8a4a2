/**
 * A limit on calls in flight shared by every caller of the returned function, unlike
 * `mapLimited` (map-limited.ts), which bounds one list's calls: concurrent callers (the fan-out enqueueing
 * each transaction's deliveries as it commits) queue for the same slots, first come first served.
 */
export function concurrencyLimit(limit: number): <T>(run: () => Promise<T>) => Promise<T> {
  let inFlight = 0;
  const waiting: Array<() => void> = [];
  return async (run) => {
    while (inFlight >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight += 1;
    try {
      return await run();
    } finally {
      inFlight -= 1;
      waiting.shift()?.();
    }
  };
}
