import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor';
import { tableDefinition } from './table-definition';

type KeyQuery = Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;

/**
 * One page of a Query, cursor style. It reads one item past `limit`, so `nextCursor` is null on the
 * last page even when that page is exactly `limit` long (no empty trailing page); the cursor is the
 * key of the last item returned, so nothing is skipped or repeated. Cost: one Query of `limit + 1`
 * items (more Queries only when a FilterExpression drops items). The cursor is signed and bound to
 * `scope`, so it cannot cross companies or lists.
 */
export async function queryCursorPage(
  query: KeyQuery,
  options: { scope: CursorScope; limit: number; cursor?: string },
): Promise<{ items: Record<string, unknown>[]; nextCursor: string | null }> {
  const items: Record<string, unknown>[] = [];
  let startKey = options.cursor ? decodeCursor(options.cursor, options.scope) : undefined;
  do {
    const result = await db().send(
      new QueryCommand({
        ...query,
        TableName: tableName(),
        Limit: options.limit + 1 - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(result.Items ?? []));
    startKey = result.LastEvaluatedKey;
  } while (startKey && items.length <= options.limit);
  if (items.length <= options.limit) return { items, nextCursor: null };
  const page = items.slice(0, options.limit);
  return { items: page, nextCursor: encodeCursor(startKeyOf(page[page.length - 1]!, query.IndexName), options.scope) };
}

/** The ExclusiveStartKey that resumes a Query right after `item`: the table's keys plus the index's. */
function startKeyOf(item: Record<string, unknown>, indexName: string | undefined): Record<string, unknown> {
  const index = tableDefinition.globalIndexes.find((candidate) => candidate.name === indexName);
  const names = [
    tableDefinition.partitionKey,
    tableDefinition.sortKey,
    ...(index ? [index.partitionKey, index.sortKey] : []),
  ];
  const missing = names.filter((name) => item[name] === undefined);
  if (missing.length > 0)
    throw new Error(
      `A cursor list must read its key attributes; ${missing.join(', ')} missing (ProjectionExpression?)`,
    );
  return Object.fromEntries(names.map((name) => [name, item[name]]));
}

/**
 * One page of a Query, offset style (unversioned admin surface). DynamoDB has no offsets, so this
 * reads keys-only pages up to the offset plus a COUNT: cost grows with the page number. Admin lists
 * are bounded per company (tokens, webhooks, members, events) which keeps that acceptable.
 */
export async function queryOffsetPage(
  query: KeyQuery,
  options: { page: number; perPage: number },
): Promise<{ items: Record<string, unknown>[]; totalCount: number }> {
  const client = db();
  const counted = await client.send(new QueryCommand({ ...query, TableName: tableName(), Select: 'COUNT' }));
  let totalCount = counted.Count ?? 0;
  let startKey: Record<string, unknown> | undefined;
  for (let remaining = counted.LastEvaluatedKey; remaining; ) {
    const more = await client.send(
      new QueryCommand({ ...query, TableName: tableName(), Select: 'COUNT', ExclusiveStartKey: remaining }),
    );
    totalCount += more.Count ?? 0;
    remaining = more.LastEvaluatedKey;
  }
  const skip = (options.page - 1) * options.perPage;
  if (skip >= totalCount) return { items: [], totalCount };
  let skipped = 0;
  while (skipped < skip) {
    const page = await client.send(
      new QueryCommand({
        ...query,
        TableName: tableName(),
        Limit: skip - skipped,
        ExclusiveStartKey: startKey,
        ProjectionExpression: 'pk, sk',
      }),
    );
    skipped += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
    if (!startKey) return { items: [], totalCount };
  }
  const page = await client.send(
    new QueryCommand({ ...query, TableName: tableName(), Limit: options.perPage, ExclusiveStartKey: startKey }),
  );
  return { items: page.Items ?? [], totalCount };
}
