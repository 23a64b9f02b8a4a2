import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { decodeCursor, encodeCursor } from '../../../platform/db/cursor';
import { db, tableName } from '../../../platform/db/client';
import { ValidationFailed } from '../../../platform/errors/domain-error';
import type { StoredItem } from './family';

/** Rows read per follow-up Query when a filter drops rows (the first Query reads exactly `limit + 1`). */
const FOLLOW_UP_CHUNK = 200;

/** What a cursor is bound to: company, list (route), sort and every filter, hashed. */
export interface ListBinding {
  companyId: number;
  list: string;
  sort: string;
  /** Every control that selects rows (filters, q, country); not `lang`, which only translates. */
  selection: Record<string, unknown>;
}

/** Tells whether a row's item belongs on the page. */
export type RowTest = (item: StoredItem) => boolean;

/**
 * One page of a view partition, in key order, keeping only rows that pass `accept`: reads
 * `limit + 1` rows, then more chunks until `limit + 1` are accepted or the partition ends. The
 * cursor names the last row returned, so no row is skipped or repeated and a page is never empty
 * while the cursor is set. Cursors are signed and bound to company, list, sort and selection.
 */
export async function pageRows(
  partition: string,
  options: { binding: ListBinding; limit: number; cursor?: string; descending: boolean; accept: RowTest },
): Promise<{ items: StoredItem[]; nextCursor: string | null; reads: number }> {
  const scope = { companyId: options.binding.companyId, list: bindingList(options.binding) };
  let startKey = options.cursor ? decodeCursor(options.cursor, scope) : undefined;
  if (startKey && (startKey.pk !== partition || typeof startKey.sk !== 'string'))
    throw new ValidationFailed({ 'page[cursor]': ['is not a valid cursor for this list'] });
  const accepted: { item: StoredItem; key: { pk: string; sk: string } }[] = [];
  let reads = 0;
  for (let chunk = options.limit + 1; ; chunk = Math.max(FOLLOW_UP_CHUNK, options.limit + 1)) {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: !options.descending,
        ExclusiveStartKey: startKey,
        Limit: chunk,
      }),
    );
    reads++;
    for (const row of result.Items ?? []) {
      const item = row.item as StoredItem;
      if (options.accept(item)) accepted.push({ item, key: { pk: row.pk as string, sk: row.sk as string } });
      if (accepted.length > options.limit) break;
    }
    startKey = result.LastEvaluatedKey;
    if (accepted.length > options.limit || !startKey) break;
  }
  const page = accepted.slice(0, options.limit);
  const hasMore = accepted.length > options.limit;
  return {
    items: page.map((row) => row.item),
    nextCursor: hasMore ? encodeCursor(page.at(-1)!.key, scope) : null,
    reads,
  };
}

function bindingList(binding: ListBinding): string {
  const selection = createHash('sha256').update(canonicalJson(binding.selection)).digest('base64url').slice(0, 22);
  return `${binding.list}|${binding.sort}|${selection}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
