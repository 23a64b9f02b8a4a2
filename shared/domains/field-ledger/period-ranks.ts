import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { periodRankKey } from './period-rank-keys';

/** The id of the rank a member holds in a period, or null (one GetItem). */
export async function readPeriodRankId(companyId: number, period: string, memberId: number): Promise<number | null> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: periodRankKey(companyId, period, memberId),
      ProjectionExpression: 'rank_id',
      ConsistentRead: true,
    }),
  );
  return typeof Item?.rank_id === 'number' ? Item.rank_id : null;
}
