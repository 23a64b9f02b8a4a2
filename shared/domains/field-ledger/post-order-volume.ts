import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { getCompany } from '../company/company-store';
import { ensurePlaced } from '../genealogy/ensure-placed';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { toHundredths } from '../volume/volume-amount';
import { evaluateUpward } from './evaluate-rank';
import {
  GROUP_VOLUME_LEVELS,
  ledgerEntryEntity,
  ledgerPostingKey,
  volumeTotalsKey,
  type LedgerEntry,
} from './ledger-entities';
import { listRanks } from './rank-store';
import { periodOpenCheck, resolveOpenPeriod } from './resolve-open-period';
import { volumePeriod } from './volume-period';

/** What an order event says about volume (its resource object, as `order_*` payloads carry it). */
export interface OrderVolumeFacts {
  id: number;
  created_at: string;
  cv_total: number;
  qv_total: number;
  volume_rep: { id: number } | null;
  volume_adjustments: readonly { kind: 'refund' | 'cancellation'; cv: number; qv: number; created_at: string }[];
}

/**
 * Posts an order's volume to the ledger (any `order_*` event: placed, refunded, cancelled, a
 * renewal's order): the placement, then each volume adjustment, each at most once (its entry's
 * key is its idempotency), each in the period of the company's calendar month it happened in, to
 * the credited rep (personal and group) and its first GROUP_VOLUME_LEVELS ancestors (group). The
 * placement's ancestors are the upline at posting; an adjustment goes to the same members as
 * the placement did, so a sponsor change moves future volume only. A change in a closed period
 * posts to the first open period after it. Then the ranks of the rep and the members its group
 * volume reached are evaluated in each period the order touched (evaluate-rank.ts), also when
 * nothing was new, so a redelivery finishes an evaluation a failure interrupted.
 */
export async function postOrderVolume(
  companyId: number,
  order: OrderVolumeFacts,
  now: Date = new Date(),
): Promise<number> {
  const repId = order.volume_rep?.id;
  if (repId === undefined) return 0;
  const { time_zone: timeZone } = await getCompany(companyId);
  const node = await ensurePlaced(companyId, repId);
  const ancestors = (node?.upline ?? []).slice(0, GROUP_VOLUME_LEVELS);
  const base = {
    company_id: companyId,
    rep_id: repId,
    order_id: order.id,
    group_ancestors: ancestors,
    recorded_at: now.toISOString(),
  };
  const parts: LedgerEntry[] = [
    {
      ...base,
      period: volumePeriod(order.created_at, timeZone),
      part: 'placed',
      kind: 'placed',
      cv: toHundredths(order.cv_total),
      qv: toHundredths(order.qv_total),
      occurred_at: order.created_at,
    },
    ...order.volume_adjustments.map((adjustment, index) => ({
      ...base,
      period: volumePeriod(adjustment.created_at, timeZone),
      part: `adjustment#${String(index).padStart(3, '0')}`,
      kind: adjustment.kind,
      cv: toHundredths(adjustment.cv),
      qv: toHundredths(adjustment.qv),
      occurred_at: adjustment.created_at,
    })),
  ];
  let posted = 0;
  let groupOf = ancestors;
  const periods = new Set<string>();
  for (const entry of parts) {
    const earlier = await getPosting(companyId, order.id, entry.part);
    if (earlier) {
      periods.add(earlier.period);
      if (entry.part === 'placed') {
        const stored = await ledgerEntryEntity.get({ ...entry, period: earlier.period }, { consistent: true });
        if (stored) groupOf = stored.group_ancestors;
      }
      continue;
    }
    if (entry.cv === 0 && entry.qv === 0) continue;
    const period = await postEntry({ ...entry, group_ancestors: groupOf });
    if (period) {
      posted += 1;
      periods.add(period);
    }
  }
  await evaluateRanks(companyId, repId, groupOf, periods, now);
  return posted;
}

/** Posts one entry to its period, or the first open one after it; the period posted to, or undefined when it was already posted. */
async function postEntry(entry: LedgerEntry): Promise<string | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const period = await resolveOpenPeriod(entry.company_id, entry.period);
    const writes = entryWrites({ ...entry, period });
    const { failedIndex } = await transactWrite(writes);
    if (failedIndex === undefined) return period;
    if (failedIndex === 0 || failedIndex === 1) return undefined;
    // The period closed between its resolution and the write: resolve again.
    if (failedIndex !== writes.length - 1) throw new Error(`Ledger posting refused at item ${failedIndex}`);
  }
  throw new Error(`Ledger entry of order ${entry.order_id} found no open period`);
}

async function getPosting(companyId: number, orderId: number, part: string): Promise<{ period: string } | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: ledgerPostingKey(companyId, orderId, part), ConsistentRead: true }),
  );
  return Item ? { period: String(Item.period) } : undefined;
}

async function evaluateRanks(
  companyId: number,
  repId: number,
  ancestors: readonly number[],
  periods: ReadonlySet<string>,
  now: Date,
): Promise<void> {
  if (periods.size === 0) return;
  const ranks = await listRanks(companyId);
  if (ranks.length === 0) return;
  for (const period of periods) {
    if (await isClosed(companyId, period)) continue;
    await evaluateUpward({ companyId, period, ranks, cause: 'volume', now }, repId, ancestors);
  }
}

async function isClosed(companyId: number, period: string): Promise<boolean> {
  return (await resolveOpenPeriod(companyId, period)) !== period;
}

/** The entry (created once) and the totals it adds to: the rep's personal and group volume, its ancestors' group volume. */
function entryWrites(entry: LedgerEntry): WriteItem[] {
  const add = (memberId: number, personal: boolean): WriteItem => ({
    Update: {
      Key: volumeTotalsKey(entry.company_id, entry.period, memberId),
      UpdateExpression: personal
        ? 'ADD pv_cv :cv, pv_qv :qv, gv_cv :cv, gv_qv :qv SET entity = :entity, member_id = :member, period = :period'
        : 'ADD gv_cv :cv, gv_qv :qv SET entity = :entity, member_id = :member, period = :period',
      ExpressionAttributeValues: {
        ':cv': entry.cv,
        ':qv': entry.qv,
        ':entity': 'volume_totals',
        ':member': memberId,
        ':period': entry.period,
      },
    },
  });
  const marker: WriteItem = {
    Put: {
      Item: {
        ...ledgerPostingKey(entry.company_id, entry.order_id, entry.part),
        entity: 'ledger_posting',
        period: entry.period,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  return [
    marker,
    ledgerEntryEntity.create(entry),
    add(entry.rep_id, true),
    ...entry.group_ancestors.map((ancestorId) => add(ancestorId, false)),
    periodOpenCheck(entry.company_id, entry.period),
  ];
}
