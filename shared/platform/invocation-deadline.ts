import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs `work` with the invocation's deadline (epoch ms) in scope, so code deep in a domain call can
 * bound its retries by the time the function has left (remainingTimeMs) without threading the
 * Lambda context through every signature. The handler kit sets it once per request.
 */
export function withInvocationDeadline<T>(remainingMs: number | undefined, work: () => Promise<T>): Promise<T> {
  return remainingMs === undefined ? work() : deadlines.run(Date.now() + remainingMs, work);
}

/** Milliseconds left before the current invocation times out; undefined outside one (scripts, tests calling domain code). */
export function remainingTimeMs(): number | undefined {
  const deadline = deadlines.getStore();
  return deadline === undefined ? undefined : deadline - Date.now();
}
