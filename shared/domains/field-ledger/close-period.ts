import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { transactWrite } from '../../platform/db/transact';
import { Conflict, ValidationFailed } from '../../platform/errors/domain-error';
import { getCompany } from '../company/company-store';
import { companyPartition } from '../company/company-entity';
import { evaluateUpward, type RankRun } from './evaluate-rank';
import { listRanks } from './rank-store';
import { volumePeriod } from './volume-period';
import { volumePeriodEntity, type VolumePeriod } from './volume-period-entity';

/**
 * Closes a period (the current month or an earlier one): from the commit on, every ledger entry of
 * the period is refused by its own transaction and posted to the next open period, so the totals
 * are frozen. Then every rep with totals in the period is evaluated once more against the ranks as
 * they are now (a rule changed mid-period applies here), each change cascading to its sponsors
 * with `member_rank_changed` (cause `period_close`); the period records the count and
 * `ranks_final_at`. The evaluation reads the period's totals partition page by page (a Query),
 * within the request: closing a second time re-runs it where a first attempt was cut short.
 */
export async function closePeriod(
  companyId: number,
  period: string,
  closedBy: VolumePeriod['closed_by'],
  now = new Date(),
): Promise<VolumePeriod> {
  const company = await getCompany(companyId);
  if (period > volumePeriod(now.toISOString(), company.time_zone))
    throw new ValidationFailed({ period: ['is in the future: a period closes once it has begun'] });
  const existing = await volumePeriodEntity.get({ company_id: companyId, period }, { consistent: true });
  if (existing?.status === 'closed') throw new Conflict(`Period ${period} is already closed`);
  const closing: VolumePeriod = existing ?? {
    company_id: companyId,
    period,
    status: 'closing',
    closed_at: now.toISOString(),
    closed_by: closedBy,
    reps_evaluated: 0,
    rank_changes: 0,
    ranks_final_at: null,
  };
  if (!existing) {
    const { failedIndex } = await transactWrite([volumePeriodEntity.create(closing)]);
    if (failedIndex !== undefined) throw new Conflict(`Period ${period} is being closed`);
  }
  const ranks = await listRanks(companyId);
  const run: RankRun = { companyId, period, ranks, cause: 'period_close', now };
  let evaluated = 0;
  let changes = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `${companyPartition(companyId)}#VOLUME#${period}` },
        ProjectionExpression: 'member_id',
        ExclusiveStartKey: startKey,
        ConsistentRead: true,
      }),
    );
    for (const item of page.Items ?? []) {
      evaluated += 1;
      if (ranks.length > 0) changes += await evaluateUpward(run, Number(item.member_id), []);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const closed: VolumePeriod = {
    ...closing,
    status: 'closed',
    reps_evaluated: evaluated,
    rank_changes: changes,
    ranks_final_at: new Date().toISOString(),
  };
  await transactWrite([volumePeriodEntity.put(closed)]);
  return closed;
}

/** A period's close record, or an open period's stand-in. */
export async function readPeriod(companyId: number, period: string) {
  const stored = await volumePeriodEntity.get({ company_id: companyId, period }, { consistent: true });
  return stored ?? null;
}
