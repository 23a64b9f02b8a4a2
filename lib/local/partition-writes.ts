import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '../../shared/platform/db/table-definition';

/**
 * Write units per partition key (table and index), computed from the items' sizes on the calls a
 * client sends, as DynamoDB would charge them; the bench reads a run's hottest key from these
 * (a partition key takes 1,000 WCU/s). An update's or delete's item is the one DynamoDB returns
 * (the recorder asks for ALL_NEW / ALL_OLD and hides the answer). Undercounted: index entries an
 * update moves away from, and updates and deletes inside a transaction or batch (1 unit each).
 */
export type PartitionWrites = Record<string, number>;

const INDEX_KEYS = tableDefinition.globalIndexes.map((index) => ({ name: index.name, pk: index.partitionKey }));

/** Adds the write units of every write `client` sends to `totals`, until the returned function is called. */
export function recordPartitionWrites(
  client: DynamoDBDocumentClient,
  totals: PartitionWrites,
  name: string,
): () => void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? '').replace(/Command$/, '');
      const input = args.input as Record<string, any>;
      const injected =
        (command === 'UpdateItem' || command === 'DeleteItem') &&
        (!input.ReturnValues || input.ReturnValues === 'NONE');
      if (injected)
        args = { ...args, input: { ...input, ReturnValues: command === 'UpdateItem' ? 'ALL_NEW' : 'ALL_OLD' } };
      const result = await next(args);
      const output = result.output as Record<string, any>;
      for (const [key, units] of writesOf(command, input, output?.Attributes)) totals[key] = (totals[key] ?? 0) + units;
      if (injected && output) delete output.Attributes;
      return result;
    },
    { step: 'initialize', name },
  );
  return () => client.middlewareStack.remove(name);
}

/** [partition key, write units] of one command. */
function writesOf(
  command: string,
  input: Record<string, any>,
  returned: Record<string, unknown> | undefined,
): Array<[string, number]> {
  switch (command) {
    case 'PutItem':
      return itemWrites(plain(input.Item), 1);
    case 'UpdateItem':
    case 'DeleteItem':
      return returned ? itemWrites(plain(returned), 1) : [[tableKey(plain(input.Key)), 1]];
    case 'BatchWriteItem':
      return Object.values(input.RequestItems ?? {})
        .flat()
        .flatMap((request: any) =>
          request.PutRequest
            ? itemWrites(plain(request.PutRequest.Item), 1)
            : [[tableKey(plain(request.DeleteRequest.Key)), 1] as [string, number]],
        );
    case 'TransactWriteItems':
      return (input.TransactItems ?? []).flatMap((entry: any): Array<[string, number]> => {
        if (entry.Put) return itemWrites(plain(entry.Put.Item), 2);
        const part = entry.Update ?? entry.Delete ?? entry.ConditionCheck;
        return [[tableKey(plain(part.Key)), 2]];
      });
    default:
      return [];
  }
}

/** The units of writing `item`, charged to its table partition key and each index key it carries. */
function itemWrites(item: Record<string, unknown>, factor: number): Array<[string, number]> {
  const units = factor * Math.max(1, Math.ceil(itemBytes(item) / 1024));
  const writes: Array<[string, number]> = [[tableKey(item), units]];
  for (const index of INDEX_KEYS)
    if (typeof item[index.pk] === 'string') writes.push([`${index.name}:${item[index.pk] as string}`, units]);
  return writes;
}

const tableKey = (item: Record<string, unknown>) => `table:${String(item[tableDefinition.partitionKey])}`;

/** An item in DocumentClient form whether it was given marshalled (low-level client) or not. */
function plain(item: Record<string, any> | undefined): Record<string, unknown> {
  if (!item) return {};
  const marshalled = Object.values(item).every(
    (value) =>
      value &&
      typeof value === 'object' &&
      Object.keys(value).length === 1 &&
      ['S', 'N', 'B', 'SS', 'NS', 'BS', 'M', 'L', 'NULL', 'BOOL'].includes(Object.keys(value)[0]!),
  );
  return marshalled && Object.keys(item).length > 0 ? unmarshall(item) : item;
}

/** DynamoDB's size of an item: each attribute's name and value. */
export function itemBytes(item: Record<string, unknown>): number {
  return Object.entries(item).reduce(
    (sum, [name, value]) => (value === undefined ? sum : sum + Buffer.byteLength(name) + valueBytes(value)),
    0,
  );
}

function valueBytes(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number' || typeof value === 'bigint')
    return Math.ceil(String(value).replace(/[-.]/g, '').replace(/^0+/, '').length / 2) + 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((sum: number, member) => sum + valueBytes(member), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, member) => sum + 1 + valueBytes(member), 0);
  if (typeof value === 'object')
    return (
      3 +
      Object.entries(value as Record<string, unknown>).reduce(
        (sum, [name, member]) => (member === undefined ? sum : sum + 1 + Buffer.byteLength(name) + valueBytes(member)),
        0,
      )
    );
  return 0;
}
