import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/platform/db/client';
import { queryCursorPage, queryOffsetPage } from '../../shared/platform/db/paginate';
import { DomainError } from '../../shared/platform/errors/domain-error';
import { newNumericId } from '../../shared/platform/ids';

/** Writes `count` items under a fresh partition against the real DynamoDB Local. */
async function seedPartition(count: number): Promise<{
  companyId: number;
  query: { KeyConditionExpression: string; ExpressionAttributeValues: Record<string, string> };
}> {
  const companyId = newNumericId();
  const pk = `COMPANY#${companyId}#THINGS`;
  for (let i = 0; i < count; i += 25) {
    const batch = Array.from({ length: Math.min(25, count - i) }, (_, j) => ({
      PutRequest: { Item: { pk, sk: `T#${String(i + j).padStart(4, '0')}`, n: i + j } },
    }));
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
    await expect(
      queryCursorPage(a.query, {
        scope: { companyId: a.companyId + 1, list: 'things' },
        limit: 1,
        cursor: first.nextCursor!,
      }),
    ).rejects.toBeInstanceOf(DomainError);
  });
});

/** Walks a cursor list to its end, page by page (bounded, so a cursor that never ends fails the test). */
async function walk(query: Parameters<typeof queryCursorPage>[0], companyId: number, limit: number) {
  const pages: number[][] = [];
  let cursor: string | undefined;
  do {
    const page = await queryCursorPage(query, { scope: { companyId, list: 'things' }, limit, cursor });
    pages.push(page.items.map((item) => item.n as number));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length <= 100);
  return pages;
}

describe('cursor pagination: next_cursor is null on the last page (SPEC "Storefront")', () => {
  it('a list exactly page[limit] long is one page with a null cursor', async () => {
    const { companyId, query } = await seedPartition(5);
    const page = await queryCursorPage(query, { scope: { companyId, list: 'things' }, limit: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).toBeNull();
  });

  it('property: for list sizes 0..3×limit, with or without a filter, pages hold every item once, in order, and no page after the first is empty', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.nat({ max: 15 }),
        fc.boolean(),
        async (limit, rawSize, filtered) => {
          const size = rawSize % (3 * limit + 1);
          const { companyId, query } = await seedPartition(size);
          const effective = filtered
            ? {
                ...query,
                FilterExpression: 'n <> :skipped',
                ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':skipped': 1 },
              }
            : query;
          const expected = [...Array(size).keys()].filter((n) => !filtered || n !== 1);
          const pages = await walk(effective, companyId, limit);
          expect(pages.flat()).toEqual(expected);
          expect(pages).toHaveLength(Math.max(1, Math.ceil(expected.length / limit)));
          for (const page of pages.slice(1)) expect(page.length).toBeGreaterThan(0);
          for (const page of pages) expect(page.length).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('resumes a Query on an index from the last item returned (index keys in the cursor)', async () => {
    const companyId = newNumericId();
    const gsi1pk = `COMPANY#${companyId}#INDEXED`;
    const items = Array.from({ length: 6 }, (_, n) => ({
      pk: `THING#${companyId}#${n}`,
      sk: 'THING',
      gsi1pk,
      gsi1sk: `T#${n}`,
      n,
    }));
    await db().send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: items.map((Item) => ({ PutRequest: { Item } })) } }),
    );
    const query = {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
    };
    expect(await walk(query, companyId, 3)).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
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
