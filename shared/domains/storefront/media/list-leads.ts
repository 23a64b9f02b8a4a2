import { queryOffsetPage } from '../../../platform/db/paginate';
import { leadEntity, type Lead } from './lead-entity';

/** One offset page of a medium's leads, newest first (Query on `byMedium`). */
export async function listMediumLeads(
  companyId: number,
  mediumId: number,
  page: { page: number; perPage: number },
): Promise<{ leads: Lead[]; totalCount: number }> {
  const query = {
    ...leadEntity.query('byMedium', { company_id: companyId, medium_id: mediumId }),
    ScanIndexForward: false,
  };
  const { items, totalCount } = await queryOffsetPage(query, page);
  return { leads: items.map((item) => leadEntity.fromRecord(item)), totalCount };
}
