import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import type { KeyCondition } from '../../platform/db/entity';

/** One Query per shard: its key condition (same sort-key order in every shard). */
export type ShardQuery = Omit<KeyCondition, 'IndexName'> & { IndexName?: KeyCondition['IndexName'] };

/** A row of a keys-only shard read: the table key and the sort key the shards are merged on. */
export type ShardKey = {
  readonly pk: string;
  readonly sk: string;
  readonly order: string;
};

interface ShardState {
  readonly query: ShardQuery;
  readonly orderAttribute: string;
  rows: ShardKey[];
  startKey: Record<string, unknown> | undefined;
  exhausted: boolean;
  wanted: number;
}

/**
 * The first `count` keys, in descending sort-key order, of the union of several shard Queries,
 * exactly: each shard is read keys-only from its newest end, about its fair share (`count /
 * shards`) plus `slack` first; a shard whose last key read still ranks above the merged `count`th
 * key may hide more that rank, so it reads further, until none does. Cost: close to `count` keys
 * read in all plus `slack` per shard (one Query per shard, more only for a shard that runs hot).
 */
export async function topKeysAcrossShards(
  queries: readonly ShardQuery[],
  count: number,
  { orderAttribute, slack }: { orderAttribute: string; slack: number },
): Promise<ShardKey[]> {
  if (count <= 0) return [];
  const share = Math.ceil(count / queries.length) + slack;
  const shards: ShardState[] = queries.map((query) => ({
    query,
    orderAttribute,
    rows: [],
    startKey: undefined,
    exhausted: false,
    wanted: share,
  }));
  for (;;) {
    await Promise.all(shards.filter((shard) => !shard.exhausted && shard.rows.length < shard.wanted).map(readMore));
    const merged = shards.flatMap((shard) => shard.rows).sort(newestFirst);
    const boundary = merged[count - 1];
    // A shard may hide keys ranking in the first `count` while it is unread and its last key read ranks above the boundary.
    const unsure = shards.filter(
      (shard) =>
        !shard.exhausted && (!boundary || shard.rows.length === 0 || shard.rows.at(-1)!.order > boundary.order),
    );
    if (unsure.length === 0) return merged.slice(0, count);
    for (const shard of unsure) shard.wanted = shard.rows.length + share;
  }
}

async function readMore(shard: ShardState): Promise<void> {
  // On the table the order is the sort key itself, and DynamoDB refuses a path projected twice.
  const orderIsKey = shard.orderAttribute === 'pk' || shard.orderAttribute === 'sk';
  const page = await db().send(
    new QueryCommand({
      ...shard.query,
      TableName: tableName(),
      ScanIndexForward: false,
      Limit: shard.wanted - shard.rows.length,
      ExclusiveStartKey: shard.startKey,
      ProjectionExpression: orderIsKey ? '#keyPk, #keySk' : '#keyPk, #keySk, #order',
      ExpressionAttributeNames: {
        ...shard.query.ExpressionAttributeNames,
        '#keyPk': 'pk',
        '#keySk': 'sk',
        ...(orderIsKey ? {} : { '#order': shard.orderAttribute }),
      },
    }),
  );
  for (const item of page.Items ?? [])
    shard.rows.push({ pk: item.pk as string, sk: item.sk as string, order: item[shard.orderAttribute] as string });
  shard.startKey = page.LastEvaluatedKey;
  shard.exhausted = !page.LastEvaluatedKey;
}

function newestFirst(a: ShardKey, b: ShardKey): number {
  return a.order < b.order ? 1 : a.order > b.order ? -1 : 0;
}

/** How many items the shard Queries match together: a COUNT Query per shard, in parallel, following its pages. */
export async function countAcrossShards(queries: readonly ShardQuery[]): Promise<number> {
  const counts = await Promise.all(
    queries.map(async (query) => {
      let total = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db().send(
          new QueryCommand({ ...query, TableName: tableName(), Select: 'COUNT', ExclusiveStartKey: startKey }),
        );
        total += page.Count ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return total;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
