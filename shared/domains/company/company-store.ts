import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { NotFound } from '../../platform/errors/domain-error';
import { companyEntity, type Company } from './company-entity';

/** Reads one company (strongly consistent GetItem, so a settings update reads back its own write); 404 when it does not exist. */
export async function getCompany(companyId: number): Promise<Company> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: companyEntity.key({ id: companyId }), ConsistentRead: true }));
  if (!Item) throw new NotFound('Company');
  return companyEntity.fromRecord(Item);
}
