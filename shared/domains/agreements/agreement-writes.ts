import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { NotFound } from '../../platform/errors/domain-error';
import { agreementEntity, type Agreement } from './agreement-entity';
import { findAgreement, getAgreement } from './agreement-store';
import { toAgreementView } from './agreement-view';

type ChangeKind = 'created' | 'updated' | 'deleted';

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

export const CONFLICT = 'The agreement is being changed by many requests at once; retry';

/** The Put of a new agreement (guarded against id reuse) and its `agreement_created` outbox record. */
export function newAgreementWrites(agreement: Agreement, now: Date): WriteItem[] {
  return [
    { Put: { Item: agreementEntity.toRecord(agreement), ConditionExpression: 'attribute_not_exists(pk)' } },
    changeEvent(agreement, 'created', now),
  ];
}

// Conditional on the version that was read: a concurrent writer is never overwritten silently.
export async function commitChange(
  current: Agreement,
  next: Agreement | null,
  kind: ChangeKind,
  now: Date,
): Promise<void> {
  const condition = {
    ConditionExpression: 'version = :version',
    ExpressionAttributeValues: { ':version': current.version },
  };
  const write: WriteItem = next
    ? { Put: { Item: agreementEntity.toRecord(next), ...condition } }
    : { Delete: { Key: agreementEntity.key(current), ...condition } };
  const { failedIndex } = await transactWrite([write, changeEvent(next ?? current, kind, now)]);
  if (failedIndex === undefined) return;
  if (!(await findAgreement(current.company_id, current.id, true))) throw new NotFound('Agreement');
  throw new StaleWrite();
}

function changeEvent(agreement: Agreement, kind: ChangeKind, now: Date): WriteItem {
  return outboxPut({
    companyId: agreement.company_id,
    resource: 'agreement',
    event: kind,
    data: toAgreementView(agreement),
    occurredAt: now,
  });
}
