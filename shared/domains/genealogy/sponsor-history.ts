import { queryCursorPage } from '../../platform/db/paginate';
import { sponsorChangeEntity, sponsorChangeSortKey, type SponsorChange } from './sponsor-change-entity';

/** One cursor page of a member's sponsor changes, oldest first (one Query of the member's range). */
export async function listSponsorChanges(
  companyId: number,
  memberId: number,
  page: { limit: number; cursor?: string },
): Promise<{ changes: SponsorChange[]; nextCursor: string | null }> {
  const { items, nextCursor } = await queryCursorPage(
    sponsorChangeEntity.query('primary', { company_id: companyId }, { skPrefix: sponsorChangeSortKey(memberId) }),
    { scope: { companyId, list: `sponsor-changes:${memberId}` }, limit: page.limit, cursor: page.cursor },
  );
  return { changes: items.map((item) => sponsorChangeEntity.fromRecord(item)), nextCursor };
}
