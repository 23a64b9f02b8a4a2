/**
 * Work a function starts while it initializes and that requests must wait for, registered by the
 * modules that need it: the service keys' first read is registered by the code that signs cursors
 * or seals secrets, so only the functions that bundle such code read (and bundle) Secrets Manager,
 * and the handler kit waits for whatever the function it is in registered, without importing it.
 */
const prerequisites = new Set<() => Promise<void>>();

/**
 * Makes every request wait for `ready()` (called per request: it must return at once when the
 * work is done, and may retry it when it failed).
 */
export function requireBeforeRequests(ready: () => Promise<void>): void {
  prerequisites.add(ready);
}

/** Resolves once every registered prerequisite is done; rejects with the first that failed. */
export async function requestsReady(): Promise<void> {
  for (const ready of prerequisites) await ready();
}
