import { queryCursorPage } from '../../platform/db/paginate';
import { rankHolderKey } from './period-rank-keys';

/** One cursor page of the members holding a rank in a period, by member id (one Query of the rank's holder items). */
export async function listRankHolders(
  companyId: number,
  period: string,
  rankId: number,
  page: { limit: number; cursor?: string },
): Promise<{ memberIds: number[]; nextCursor: string | null }> {
  const { items, nextCursor } = await queryCursorPage(
    {
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': rankHolderKey(companyId, period, rankId).pk },
    },
    { scope: { companyId, list: `rank-holders:${period}:${rankId}` }, limit: page.limit, cursor: page.cursor },
  );
  return { memberIds: items.map((item) => Number(item.member_id)), nextCursor };
}
