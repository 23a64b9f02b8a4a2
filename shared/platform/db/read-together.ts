import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, keyOf, type TableKey } from './batch-get';
import { db, tableName } from './client';

interface Waiting {
  readonly key: TableKey;
  resolve(item: Record<string, unknown> | undefined): void;
  reject(error: unknown): void;
}

let waiting: Waiting[] = [];

/**
 * Reads one item (strongly consistent), together with every other item asked for in the same
 * turn of the event loop: independent lookups a batch needs at once (a delivery batch's endpoints
 * and its company's shop identifier) cost one BatchGetItem instead of one call each. A key asked
 * for alone is one GetItem, as a direct read would be. Resolves undefined when the item is absent.
 *
 * @example const [subscription, company] = await Promise.all([readTogether(subscriptionKey), readTogether(companyKey)]);
 */
export function readTogether(key: TableKey): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve, reject) => {
    if (waiting.length === 0) setImmediate(flush);
    waiting.push({ key, resolve, reject });
  });
}

async function flush(): Promise<void> {
  const batch = waiting;
  waiting = [];
  try {
    if (batch.length === 1) {
      const { Item } = await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: { pk: batch[0]!.key.pk, sk: batch[0]!.key.sk },
          ConsistentRead: true,
        }),
      );
      return batch[0]!.resolve(Item);
    }
    const items = await batchGet(batch.map(({ key }) => key));
    for (const { key, resolve } of batch) resolve(items.get(keyOf(key)));
  } catch (error) {
    for (const { reject } of batch) reject(error);
  }
}
