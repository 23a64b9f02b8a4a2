import { transactWrite } from '../../platform/db/transact';
import { markApplied } from './counter-writes';
import type { RollupFact } from './order-facts';
import { rollupKeys } from './rollup-keys';

/**
 * Counts each fact once: its marker and its counters commit in one transaction conditioned on the
 * marker not existing, so a redelivered event (or a rebuild racing the consumer) adds nothing.
 * Returns how many facts were counted now.
 */
export async function applyFacts(companyId: number, facts: readonly RollupFact[], now = new Date()): Promise<number> {
  let counted = 0;
  for (const fact of facts) {
    const { failedIndex } = await transactWrite([
      markApplied(rollupKeys.applied(companyId, fact.key), now.toISOString()),
      ...fact.writes,
    ]);
    if (failedIndex === undefined) counted += 1;
    else if (failedIndex !== 0) throw new Error(`Rollup write refused at item ${failedIndex}`);
  }
  return counted;
}
