import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/**
 * Every item of a Query, following LastEvaluatedKey page by page. For lists that are bounded
 * per company (roles, countries, subscriptions of one event, a calendar); cost grows with the
 * partition, so unbounded lists page with queryCursorPage instead.
 *
 * @example const roles = (await queryAll(roleEntity.query('primary', { company_id }))).map(roleEntity.fromRecord);
 */
export async function queryAll(
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...query, TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
