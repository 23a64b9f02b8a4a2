import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { supersededBy } from '../../platform/db/superseded-write';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { Conflict, NotFound } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { assertItemsExist } from '../storefront/families/content-rules';
import { agreementEntity, type Agreement, type AgreementDetails } from './agreement-entity';
import { findAgreement, getAgreement } from './agreement-store';
import { toAgreementView } from './agreement-view';

type ChangeKind = 'created' | 'updated' | 'deleted';

/** Creates an agreement; emits `agreement_created` in the same transaction. */
export async function createAgreement(companyId: number, details: AgreementDetails, now: Date = new Date()): Promise<Agreement> {
  await assertPackReference(companyId, details.enrollment_pack_id);
  const agreement: Agreement = { ...details, id: newNumericId(now.getTime()), company_id: companyId, cloned_from_id: null, version: 1, created_at: now.toISOString(), updated_at: now.toISOString() };
  const { failedIndex } = await transactWrite(newAgreementWrites(agreement, now));
  if (failedIndex !== undefined) throw new Conflict('Agreement id collision; retry the request');
  return agreement;
}

/** Applies a partial update (absent fields keep their values); a concurrent change is re-read and the patch re-applied (last writer wins). */
export async function updateAgreement(companyId: number, id: number, patch: Partial<AgreementDetails>, now: Date = new Date()): Promise<Agreement> {
  return retryStaleWrites(
    async () => {
      const current = await getAgreement(companyId, id, true);
      if (patch.enrollment_pack_id !== undefined && patch.enrollment_pack_id !== current.enrollment_pack_id) await assertPackReference(companyId, patch.enrollment_pack_id);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const next: Agreement = { ...current, ...changes, version: current.version + 1, updated_at: now.toISOString() };
      try {
        await commitChange(current, next, 'updated', now);
      } catch (error) {
        if (!(error instanceof StaleWrite)) throw error;
        // Superseded when the winners changed every field sent (supersededBy): answer what they left.
        const winner = await getAgreement(companyId, id, true);
        const fields = Object.keys(changes) as (keyof Agreement)[];
        if (supersededBy(fields.map((field) => current[field]), fields.map((field) => winner[field]))) return winner;
        throw error;
      }
      return next;
    },
    { conflictMessage: CONFLICT },
  );
}

/** Deletes an agreement; emits `agreement_deleted` with its last state (re-read when a concurrent write changed it). */
export async function deleteAgreement(companyId: number, id: number, now: Date = new Date()): Promise<Agreement> {
  return retryStaleWrites(
    async () => {
      const current = await getAgreement(companyId, id, true);
      await commitChange(current, null, 'deleted', now);
      return current;
    },
    { conflictMessage: CONFLICT },
  );
}

const CONFLICT = 'The agreement is being changed by many requests at once; retry';

/** A named enrollment pack must be one of the company's (422 naming the field). */
async function assertPackReference(companyId: number, enrollmentPackId: number | null): Promise<void> {
  if (enrollmentPackId !== null) await assertItemsExist('enrollment_pack', companyId, [enrollmentPackId], 'agreement.enrollment_pack_id');
}

/** The Put of a new agreement (guarded against id reuse) and its `agreement_created` outbox record. */
export function newAgreementWrites(agreement: Agreement, now: Date): WriteItem[] {
  return [{ Put: { Item: agreementEntity.toRecord(agreement), ConditionExpression: 'attribute_not_exists(pk)' } }, changeEvent(agreement, 'created', now)];
}

// Conditional on the version that was read: a concurrent writer is never overwritten silently.
async function commitChange(current: Agreement, next: Agreement | null, kind: ChangeKind, now: Date): Promise<void> {
  const condition = { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': current.version } };
  const write: WriteItem = next ? { Put: { Item: agreementEntity.toRecord(next), ...condition } } : { Delete: { Key: agreementEntity.key(current), ...condition } };
  const { failedIndex } = await transactWrite([write, changeEvent(next ?? current, kind, now)]);
  if (failedIndex === undefined) return;
  if (!(await findAgreement(current.company_id, current.id, true))) throw new NotFound('Agreement');
  throw new StaleWrite();
}

function changeEvent(agreement: Agreement, kind: ChangeKind, now: Date): WriteItem {
  return outboxPut({ companyId: agreement.company_id, resource: 'agreement', event: kind, data: toAgreementView(agreement), occurredAt: now });
}
