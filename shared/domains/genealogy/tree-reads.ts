import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../platform/db/cursor';
import { queryCursorPage } from '../../platform/db/paginate';
import { downlinePartition, downlineRowEntity, downlineSortKey } from './downline-row-entity';
import { DOWNLINE_LEVELS } from './tree-levels';
import type { CountedNode } from './tree-store';

/** A cursor page request. */
export interface TreePage {
  limit: number;
  cursor?: string;
}

/**
 * One page of the members `level` levels below `memberId` (1..DOWNLINE_LEVELS): one Query of the
 * member's closure partition with the level's prefix, `limit + 1` rows.
 */
export async function readDownlineLevel(
  companyId: number,
  memberId: number,
  level: number,
  page: TreePage,
): Promise<{ memberIds: number[]; nextCursor: string | null }> {
  const { items, nextCursor } = await queryCursorPage(
    downlineRowEntity.query(
      'primary',
      { company_id: companyId, ancestor_id: memberId },
      { skPrefix: downlineSortKey(level) },
    ),
    { scope: { companyId, list: `downline:${memberId}:${level}` }, limit: page.limit, cursor: page.cursor },
  );
  return { memberIds: items.map((item) => Number(item.member_id)), nextCursor };
}

/** One page of a member's upline, nearest first, from the node's stored path (no Query). */
export function readUpline(
  companyId: number,
  node: CountedNode,
  page: TreePage,
): { memberIds: number[]; nextCursor: string | null } {
  const scope = { companyId, list: `upline:${node.member_id}` };
  const offset = page.cursor ? Number(decodeCursor(page.cursor, scope).offset) : 0;
  const memberIds = node.upline.slice(offset, offset + page.limit);
  const end = offset + memberIds.length;
  return { memberIds, nextCursor: end < node.upline.length ? encodeCursor({ offset: end }, scope) : null };
}

/**
 * The closure rows of a member's first `levels` levels, at most `max` (one Query, read in key
 * order: level 1 first), and whether more rows were left out.
 */
export async function readDownlineRows(
  companyId: number,
  memberId: number,
  levels: number,
  max: number,
): Promise<{ rows: { member_id: number; level: number }[]; truncated: boolean }> {
  const rows: { member_id: number; level: number }[] = [];
  let startKey: Record<string, unknown> | undefined;
  const last = Math.min(levels, DOWNLINE_LEVELS) + 1;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk < :end',
        ExpressionAttributeValues: { ':pk': downlinePartition(companyId, memberId), ':end': downlineSortKey(last) },
        Limit: max + 1 - rows.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) rows.push({ member_id: Number(item.member_id), level: Number(item.level) });
    startKey = page.LastEvaluatedKey;
  } while (startKey && rows.length <= max);
  return { rows: rows.slice(0, max), truncated: rows.length > max };
}
