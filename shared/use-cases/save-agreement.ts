import { retryStaleWrites, StaleWrite } from '../platform/db/retry-stale-write';
import { supersededBy } from '../platform/db/superseded-write';
import { transactWrite } from '../platform/db/transact';
import { Conflict } from '../platform/errors/domain-error';
import { newNumericId } from '../platform/ids';
import type { Agreement, AgreementDetails } from '../domains/agreements/agreement-entity';
import { getAgreement } from '../domains/agreements/agreement-store';
import { commitChange, CONFLICT, newAgreementWrites } from '../domains/agreements/agreement-writes';
import { assertItemsExist } from '../domains/storefront/families/content-rules';

/** Creates an agreement; emits `agreement_created` in the same transaction. */
export async function createAgreement(
  companyId: number,
  details: AgreementDetails,
  now: Date = new Date(),
): Promise<Agreement> {
  await assertPackReference(companyId, details.enrollment_pack_id);
  const agreement: Agreement = {
    ...details,
    id: newNumericId(now.getTime()),
    company_id: companyId,
    cloned_from_id: null,
    version: 1,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  const { failedIndex } = await transactWrite(newAgreementWrites(agreement, now));
  if (failedIndex !== undefined) throw new Conflict('Agreement id collision; retry the request');
  return agreement;
}

/** Applies a partial update (absent fields keep their values); a concurrent change is re-read and the patch re-applied (last writer wins). */
export async function updateAgreement(
  companyId: number,
  id: number,
  patch: Partial<AgreementDetails>,
  now: Date = new Date(),
): Promise<Agreement> {
  return retryStaleWrites(
    async () => {
      const current = await getAgreement(companyId, id, true);
      if (patch.enrollment_pack_id !== undefined && patch.enrollment_pack_id !== current.enrollment_pack_id)
        await assertPackReference(companyId, patch.enrollment_pack_id);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const next: Agreement = { ...current, ...changes, version: current.version + 1, updated_at: now.toISOString() };
      try {
        await commitChange(current, next, 'updated', now);
      } catch (error) {
        if (!(error instanceof StaleWrite)) throw error;
        // Superseded when the winners changed every field sent (supersededBy): answer what they left.
        const winner = await getAgreement(companyId, id, true);
        const fields = Object.keys(changes) as (keyof Agreement)[];
        if (
          supersededBy(
            fields.map((field) => current[field]),
            fields.map((field) => winner[field]),
          )
        )
          return winner;
        throw error;
      }
      return next;
    },
    { conflictMessage: CONFLICT },
  );
}

/** A named enrollment pack must be one of the company's (422 naming the field). */
async function assertPackReference(companyId: number, enrollmentPackId: number | null): Promise<void> {
  if (enrollmentPackId !== null)
    await assertItemsExist('enrollment_pack', companyId, [enrollmentPackId], 'agreement.enrollment_pack_id');
}
