import { getCompany } from '../company/company-store';
import { ensurePlaced } from '../genealogy/ensure-placed';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { toHundredths } from '../volume/volume-amount';
import { GROUP_VOLUME_LEVELS, ledgerEntryEntity, volumeTotalsKey, type LedgerEntry } from './ledger-entities';
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
 * the placement did, so a sponsor change moves future volume only.
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
  for (const entry of parts) {
    if (entry.part === 'placed') {
      const stored = await ledgerEntryEntity.get(entry, { consistent: true });
      if (stored) groupOf = stored.group_ancestors;
    }
    if (entry.cv === 0 && entry.qv === 0) continue;
    const { failedIndex } = await transactWrite(entryWrites({ ...entry, group_ancestors: groupOf }));
    if (failedIndex === undefined) posted += 1;
    else if (failedIndex !== 0) throw new Error(`Ledger posting refused at item ${failedIndex}`);
  }
  return posted;
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
  return [
    ledgerEntryEntity.create(entry),
    add(entry.rep_id, true),
    ...entry.group_ancestors.map((ancestorId) => add(ancestorId, false)),
  ];
}
