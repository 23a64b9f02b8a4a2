import { queryCursorPage } from '../../platform/db/paginate';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { fromHundredths } from '../volume/volume-amount';
import { ledgerEntryEntity, type LedgerEntry } from './ledger-entities';
import { volumePeriodEntity } from './volume-period-entity';

/**
 * One cursor page of a closed period's ledger, by rep then order (one Query of the period's
 * partition): what a commission engine reads. An open period, or one still closing, answers 422:
 * its entries are not final.
 */
export async function exportClosedLedger(
  companyId: number,
  period: string,
  page: { limit: number; cursor?: string },
): Promise<{ entries: ReturnType<typeof ledgerEntryView>[]; nextCursor: string | null }> {
  const closed = await volumePeriodEntity.get({ company_id: companyId, period }, { consistent: true });
  if (closed?.status !== 'closed')
    throw new ValidationFailed({ period: ['is not closed: its ledger is not final until the period closes'] });
  const { items, nextCursor } = await queryCursorPage(
    ledgerEntryEntity.query('primary', { company_id: companyId, period }),
    { scope: { companyId, list: `ledger:${period}` }, limit: page.limit, cursor: page.cursor },
  );
  return { entries: items.map((item) => ledgerEntryView(ledgerEntryEntity.fromRecord(item))), nextCursor };
}

/** An entry as the export shows it: ids as strings, volumes as decimals. */
export function ledgerEntryView(entry: LedgerEntry) {
  return {
    rep_id: String(entry.rep_id),
    order_id: String(entry.order_id),
    part: entry.part,
    kind: entry.kind,
    cv: fromHundredths(entry.cv),
    qv: fromHundredths(entry.qv),
    group_member_ids: entry.group_ancestors.map(String),
    occurred_at: entry.occurred_at,
    recorded_at: entry.recorded_at,
  };
}
