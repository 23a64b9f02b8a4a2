import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/db/client';
import { queryCursorPage, queryOffsetPage } from '../../shared/db/paginate';
import { HttpError } from '../../shared/http/errors';
import { newNumericId } from '../../shared/ids';

/** Writes `count` items under a fresh partition against the real DynamoDB Local. */
async function seedPartition(count: number): Promise<{ companyId: number; query: { KeyConditionExpression: string; ExpressionAttributeValues: Record<string, string> } }> {
  const companyId = newNumericId();
  const pk = `COMPANY#${companyId}#THINGS`;
  for (let i = 0; i < count; i += 25) {
    const batch = Array.from({ length: Math.min(25, count - i) }, (_, j) => ({ PutRequest: { Item: { pk, sk: `T#${String(i + j).padStart(4, '0')}`, n: i + j } } }));
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch } }));
  }
  return { companyId, query: { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } } };
}

describe('cursor pagination', () => {
  it('walks every item exactly once and ends with a null cursor', async () => {
    const { companyId, query } = await seedPartition(12);
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await queryCursorPage(query, { scope: { companyId, list: 'things' }, limit: 5, cursor });
      seen.push(...page.items.map((item) => item.n as number));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...Array(12).keys()]);
  });

  it('refuses a cursor minted for another company', async () => {
    const a = await seedPartition(3);
    const first = await queryCursorPage(a.query, { scope: { companyId: a.companyId, list: 'things' }, limit: 1 });
    await expect(queryCursorPage(a.query, { scope: { companyId: a.companyId + 1, list: 'things' }, limit: 1, cursor: first.nextCursor! })).rejects.toBeInstanceOf(HttpError);
  });
});

describe('offset pagination', () => {
  it.each([
    [1, [0, 1, 2, 3, 4]],
    [3, [10, 11]],
    [4, []],
  ])('page %i of 5 per page over 12 items', async (page, expected) => {
    const { query } = await seedPartition(12);
    const result = await queryOffsetPage(query, { page, perPage: 5 });
    expect(result.totalCount).toBe(12);
    expect(result.items.map((item) => item.n)).toEqual(expected);
  });
});
