import { queryCursorPage } from '../../platform/db/paginate';
import { sortableId } from '../../platform/ids';
import { ledgerEntryEntity, type LedgerEntry } from './ledger-entities';

/**
 * One cursor page of the ledger entries credited to one rep in a period, by order (one Query of
 * the period's partition bounded to the rep's prefix): the orders credited to it, never another's.
 */
export async function listRepEntries(
  companyId: number,
  period: string,
  repId: number,
  page: { limit: number; cursor?: string },
): Promise<{ entries: LedgerEntry[]; nextCursor: string | null }> {
  const { items, nextCursor } = await queryCursorPage(
    ledgerEntryEntity.query('primary', { company_id: companyId, period }, { skPrefix: `${sortableId(repId)}#` }),
    { scope: { companyId, list: `rep-entries:${period}:${repId}` }, limit: page.limit, cursor: page.cursor },
  );
  return { entries: items.map((item) => ledgerEntryEntity.fromRecord(item)), nextCursor };
}
