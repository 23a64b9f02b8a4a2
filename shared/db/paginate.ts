import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor';

type KeyQuery = Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>;

/**
 * One page of a Query, cursor style: cost is one Query of at most `limit` items.
 * The cursor is signed and bound to `scope`, so it cannot cross companies or lists.
 */
export async function queryCursorPage(
  query: KeyQuery,
  options: { scope: CursorScope; limit: number; cursor?: string },
): Promise<{ items: Record<string, unknown>[]; nextCursor: string | null }> {
  const result = await db().send(
    new QueryCommand({
      ...query,
      TableName: tableName(),
      Limit: options.limit,
      ExclusiveStartKey: options.cursor ? decodeCursor(options.cursor, options.scope) : undefined,
    }),
  );
  const last = result.LastEvaluatedKey;
  return { items: result.Items ?? [], nextCursor: last ? encodeCursor(last, options.scope) : null };
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
    const more = await client.send(new QueryCommand({ ...query, TableName: tableName(), Select: 'COUNT', ExclusiveStartKey: remaining }));
    totalCount += more.Count ?? 0;
    remaining = more.LastEvaluatedKey;
  }
  const skip = (options.page - 1) * options.perPage;
  if (skip >= totalCount) return { items: [], totalCount };
  let skipped = 0;
  while (skipped < skip) {
    const page = await client.send(
      new QueryCommand({ ...query, TableName: tableName(), Limit: skip - skipped, ExclusiveStartKey: startKey, ProjectionExpression: 'pk, sk' }),
    );
    skipped += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
    if (!startKey) return { items: [], totalCount };
  }
  const page = await client.send(new QueryCommand({ ...query, TableName: tableName(), Limit: options.perPage, ExclusiveStartKey: startKey }));
  return { items: page.Items ?? [], totalCount };
}
