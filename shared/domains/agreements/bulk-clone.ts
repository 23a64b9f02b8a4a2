import { transactWrite } from '../../platform/db/transact';
import { Conflict, NotFound } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import type { Agreement } from './agreement-entity';
import { MAX_TITLE_LENGTH } from './agreement-fields';
import { findAgreements } from './agreement-store';
import { newAgreementWrites } from './agreement-writes';

/** Most agreements one bulk clone may name. */
export const MAX_BULK_CLONE_IDS = 100;
/** Clones per transaction: each clone is its Put plus its outbox record, and a transaction holds 100 actions. */
export const CLONES_PER_TRANSACTION = 50;

const COPY_SUFFIX = ' (copy)';

/**
 * Clones each named agreement of the company (fresh id, `(copy)`, inactive, `cloned_from_id`).
 * Checked as a whole first: any id that is not the caller's company's answers 404 naming them and
 * nothing is cloned. Clones commit with their `agreement_created` events in transactions of up to
 * 50; repeated ids are cloned once. Returns the clones in request order.
 */
export async function bulkCloneAgreements(
  companyId: number,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<Agreement[]> {
  const unique = [...new Set(ids)];
  const sources = await findAgreements(companyId, unique);
  const missing = unique.filter((id) => !sources.has(id));
  if (missing.length > 0) {
    throw new NotFound('Agreement', {
      message: `Agreement${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}; nothing was cloned`,
      errors: { agreement_ids: missing.map((id) => `${id} is not an agreement of this company`) },
    });
  }
  const clones = unique.map((id) => cloneOf(sources.get(id)!, now));
  for (let start = 0; start < clones.length; start += CLONES_PER_TRANSACTION) {
    const chunk = clones.slice(start, start + CLONES_PER_TRANSACTION);
    const { failedIndex } = await transactWrite(chunk.flatMap((clone) => newAgreementWrites(clone, now)));
    if (failedIndex !== undefined) throw new Conflict('Agreement id collision; retry the request');
  }
  return clones;
}

function cloneOf(source: Agreement, now: Date): Agreement {
  return {
    ...source,
    id: newNumericId(now.getTime()),
    title: source.title.slice(0, MAX_TITLE_LENGTH - COPY_SUFFIX.length) + COPY_SUFFIX,
    active: false,
    cloned_from_id: source.id,
    version: 1,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}
