import { queryOffsetPage } from '../../platform/db/paginate';
import { dropletEntity, type Droplet } from './droplet-entity';

/** One droplet by uuid (strongly consistent GetItem), or undefined. */
export async function getDroplet(uuid: string): Promise<Droplet | undefined> {
  return dropletEntity.get({ uuid }, { consistent: true });
}

/** One offset page of the droplets a company owns, newest first (Query on gsi1). */
export async function listCompanyDroplets(
  companyId: number,
  page: { page: number; perPage: number },
): Promise<{ droplets: Droplet[]; totalCount: number }> {
  const { items, totalCount } = await queryOffsetPage(
    { ...dropletEntity.query('byCompany', { company_id: companyId }), ScanIndexForward: false },
    page,
  );
  return { droplets: items.map((item) => dropletEntity.fromRecord(item)), totalCount };
}
