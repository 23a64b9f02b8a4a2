import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/** BatchGetItem takes at most 100 keys per call. */
const BATCH_LIMIT = 100;
/** Rounds of retrying the keys DynamoDB left unprocessed (throttling) before giving up. */
const MAX_ROUNDS = 5;

/** A primary key of the single table (`pk`, `sk`), as entities' `key()` build it. */
export type TableKey = Readonly<Record<string, unknown>>;

/**
 * Reads many items of the table in as few BatchGetItem calls as possible (100 keys each,
 * strongly consistent unless `consistent: false`, which halves the read cost where staleness is
 * fine), retrying unprocessed keys with a short backoff. Returns the items found, by `pk` + `sk`
 * (see {@link keyOf}); absent items are simply missing from the map.
 *
 * @example const items = await batchGet(ids.map((id) => subscriptionEntity.key({ company_id, id })));
 */
export async function batchGet(
  keys: readonly TableKey[],
  { consistent = true }: { consistent?: boolean } = {},
): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(keys.map((key) => [keyOf(key), { pk: key.pk, sk: key.sk }])).values()];
  await Promise.all(
    Array.from({ length: Math.ceil(unique.length / BATCH_LIMIT) }, async (_, chunk) => {
      let pending: Record<string, unknown>[] = unique.slice(chunk * BATCH_LIMIT, (chunk + 1) * BATCH_LIMIT);
      for (let round = 0; pending.length > 0; round++) {
        if (round === MAX_ROUNDS)
          throw new Error(`BatchGetItem left ${pending.length} key(s) unprocessed after ${MAX_ROUNDS} rounds`);
        if (round > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** round));
        const result = await db().send(
          new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: consistent } } }),
        );
        for (const item of result.Responses?.[tableName()] ?? []) found.set(keyOf(item), item);
        pending = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
      }
    }),
  );
  return found;
}

/** The map key {@link batchGet} files an item under. */
export function keyOf(key: TableKey): string {
  return `${String(key.pk)}\u0000${String(key.sk)}`;
}
