import { AsyncLocalStorage } from 'node:async_hooks';
import type { WriteItem } from './transact';

/**
 * A condition every write of a unit of work must hold, checked in the same transaction as the
 * write (a `ConditionCheck` item): the acting credential is still valid when the write commits,
 * not only when the request was authenticated.
 */
export interface WriteGuard {
  /** The `ConditionCheck` item added to every transaction. */
  readonly check: WriteItem;
  /** The error answered when the check fails. */
  readonly refusal: () => Error;
}

const guards = new AsyncLocalStorage<WriteGuard>();

/**
 * Runs `work` with every write it makes conditioned on `guard`: transactWrite adds the check to
 * each transaction and writeItem turns a single write into a transaction with it; a plain
 * Put/Update/Delete or batch write sent meanwhile is refused (client.ts), so no write escapes the
 * rule.
 *
 * @example await withWriteGuard(installationActive, () => implementation(request));
 */
export function withWriteGuard<T>(guard: WriteGuard, work: () => Promise<T>): Promise<T> {
  return guards.run(guard, work);
}

/** The guard of the unit of work running now, if any. */
export function currentWriteGuard(): WriteGuard | undefined {
  return guards.getStore();
}
