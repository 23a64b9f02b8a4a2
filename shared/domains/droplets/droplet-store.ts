import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { queryOffsetPage } from '../../platform/db/paginate';
import { dropletEntity, type Droplet } from './droplet-entity';

/** One droplet by uuid (strongly consistent GetItem), or undefined. */
export async function getDroplet(uuid: string): Promise<Droplet | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: dropletEntity.key({ uuid }), ConsistentRead: true }));
  return Item ? dropletEntity.fromRecord(Item) : undefined;
}

/** One offset page of the droplets a company owns, newest first (Query on gsi1). */
export async function listCompanyDroplets(companyId: number, page: { page: number; perPage: number }): Promise<{ droplets: Droplet[]; totalCount: number }> {
  const { items, totalCount } = await queryOffsetPage({ ...dropletEntity.query('byCompany', { company_id: companyId }), ScanIndexForward: false }, page);
  return { droplets: items.map((item) => dropletEntity.fromRecord(item)), totalCount };
}
