import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

const KEYS_PER_BATCH = 100;
const ATTEMPTS = 5;

/**
 * Reads items by primary key: one BatchGetItem per 100 keys, asking again for keys DynamoDB left
 * unprocessed under load. Missing items are simply absent from the result (order not kept).
 *
 * @example const records = await batchGetAll(ids.map((id) => agreementEntity.key({ company_id, id })), { consistent: true });
 */
export async function batchGetAll(keys: readonly Record<string, unknown>[], options: { consistent?: boolean } = {}): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += KEYS_PER_BATCH) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + KEYS_PER_BATCH);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt === ATTEMPTS) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${ATTEMPTS} attempts`);
      const result = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent } } }));
      records.push(...(result.Responses?.[tableName()] ?? []));
      pending = result.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return records;
}
