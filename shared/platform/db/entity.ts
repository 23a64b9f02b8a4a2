import { GetCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { changedFieldsUpdate } from './changed-fields-update';
import { db, tableName } from './client';
import {
  checkWrite,
  conditionInput,
  deleteWrite,
  mergedExpressions,
  putWrite,
  updateWrite,
  type Condition,
  type FieldChanges,
  type UpdateOptions,
  type WriteOptions,
} from './entity-writes';
import { queryAll } from './query-all';
import { tableDefinition, type IndexName } from './table-definition';
import type { WriteItem } from './transact';

export type { Condition, FieldChanges, UpdateOptions, WriteOptions } from './entity-writes';

/** The key-condition part of a Query on one access pattern. */
export interface KeyCondition {
  IndexName: IndexName | undefined;
  KeyConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/** A named key pattern: how an entity's attributes compose a partition and sort key. */
export interface KeyPattern<A> {
  /** Index the pattern lives on; the table itself when absent. */
  readonly index?: IndexName;
  readonly pk: (attributes: A) => string;
  readonly sk: (attributes: A) => string;
  /** Sparse pattern: the item carries these index keys (so appears in the index) only while this holds. */
  readonly when?: (attributes: A) => boolean;
}

/** An entity declaration: its stored shape (the one attribute block) and its named access patterns. */
export interface EntityDefinition<
  S extends z.ZodObject,
  K extends { primary: KeyPattern<z.infer<S>> } & Record<string, KeyPattern<z.infer<S>>>,
> {
  readonly name: string;
  /**
   * Builds the stored shape. Called once, when the entity is first parsed (or its `schema` read),
   * so importing an entity builds no zod schema: a function pays only for the entities it reads.
   */
  readonly schema: () => S;
  readonly keys: K;
}

/** An entity's name and key patterns: what writing and querying its records needs, without its stored shape. */
export interface EntityKeysDefinition<
  Item,
  K extends { primary: KeyPattern<Item> } & Record<string, KeyPattern<Item>>,
> {
  readonly name: string;
  readonly keys: K;
}

/** How a Query on an access pattern reads, besides its key condition. */
export interface QueryOptions {
  /** Only sort keys beginning with this. */
  readonly skPrefix?: string;
  /** Descending sort key order. */
  readonly newestFirst?: boolean;
  /** A FilterExpression (applied after the read: it saves no read capacity). */
  readonly filter?: Condition;
  readonly consistent?: boolean;
  readonly limit?: number;
}

/** A Query's input without its table: the key condition of a pattern plus the options. */
export type EntityQuery = Omit<QueryCommandInput, 'TableName'> & {
  IndexName?: IndexName;
  KeyConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
};

/**
 * Keys, records, key conditions and write items of an entity, without its schema: what code that
 * writes an entity it never reads back bundles instead of the entity (a renewal writes orders and
 * reads none). {@link defineEntity} builds on it, so both write the same records.
 *
 * Writes are items (`{ Put }`, `{ Update }`, `{ Delete }`, `{ ConditionCheck }`): one goes to
 * `writeItem`, several (a change and its outbox record) to `transactWrite`, so every write takes
 * the write guard's path.
 *
 * @example export const orderRecords = entityRecords<Order, typeof orderKeys>({ name: 'order', keys: orderKeys });
 */
export function entityRecords<Item, K extends { primary: KeyPattern<Item> } & Record<string, KeyPattern<Item>>>(
  definition: EntityKeysDefinition<Item, K>,
) {
  const indexAttributes = (index?: IndexName) => {
    const gsi = tableDefinition.globalIndexes.find((candidate) => candidate.name === index);
    return gsi
      ? { pk: gsi.partitionKey, sk: gsi.sortKey }
      : { pk: tableDefinition.partitionKey, sk: tableDefinition.sortKey };
  };
  /** Primary key of one item, for GetItem/UpdateItem/DeleteItem. */
  const key = (attributes: Partial<Item>): Record<string, string> => ({
    pk: definition.keys.primary.pk(attributes as Item),
    sk: definition.keys.primary.sk(attributes as Item),
  });
  /** The stored record: attributes plus every key the entity declares and its type tag. */
  const toRecord = (item: Item): Record<string, unknown> => {
    const record: Record<string, unknown> = { ...item, entity: definition.name };
    for (const pattern of Object.values(definition.keys)) {
      if (pattern.when && !pattern.when(item)) continue;
      const names = indexAttributes(pattern.index);
      record[names.pk] = pattern.pk(item);
      record[names.sk] = pattern.sk(item);
    }
    return record;
  };

  return {
    name: definition.name,
    keys: definition.keys,
    key,
    toRecord,
    /** The Query input of one of the entity's patterns. */
    query<P extends keyof K & string>(pattern: P, attributes: Partial<Item>, options: QueryOptions = {}): EntityQuery {
      const keyPattern = definition.keys[pattern]!;
      const names = indexAttributes(keyPattern.index);
      const pkValue = keyPattern.pk(attributes as Item);
      const prefixed = options.skPrefix !== undefined;
      const filter = options.filter === undefined ? {} : conditionInput({ condition: options.filter });
      const expressions = mergedExpressions(
        {
          ExpressionAttributeNames: prefixed ? { '#pk': names.pk, '#sk': names.sk } : { '#pk': names.pk },
          ExpressionAttributeValues: prefixed ? { ':pk': pkValue, ':sk': options.skPrefix } : { ':pk': pkValue },
        },
        filter,
      );
      return {
        IndexName: keyPattern.index,
        KeyConditionExpression: prefixed ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
        ExpressionAttributeNames: expressions.ExpressionAttributeNames!,
        ExpressionAttributeValues: expressions.ExpressionAttributeValues!,
        ...(filter.ConditionExpression !== undefined && { FilterExpression: filter.ConditionExpression }),
        ...(options.newestFirst && { ScanIndexForward: false }),
        ...(options.consistent && { ConsistentRead: true }),
        ...(options.limit !== undefined && { Limit: options.limit }),
      };
    },
    /** Put of the whole item (its record), conditioned as asked. */
    put: (item: Item, options?: WriteOptions) => putWrite(toRecord(item), options),
    /** Put of a new item: fails when one with its key exists. */
    create: (item: Item, options: Omit<WriteOptions, 'condition'> = {}) =>
      putWrite(toRecord(item), { ...options, condition: 'attribute_not_exists(pk)' }),
    /**
     * Update of some fields of the item with this key (keys of the index patterns are the caller's to
     * keep). With `upsert` it may create the item (a counter's first ADD), so it also sets the type tag.
     */
    update: (attributes: Partial<Item>, changes: FieldChanges<Item>, options: UpdateOptions = {}) => {
      const { upsert, ...writeOptions } = options;
      const fields = changes as FieldChanges<Record<string, unknown>>;
      return updateWrite(
        key(attributes),
        upsert ? { ...fields, set: { entity: definition.name, ...fields.set } } : fields,
        writeOptions,
      );
    },
    /** Last-writer-wins update from the item as read to the item as changed (changed-fields-update.ts). */
    change: (before: Item, after: Item) => changedFieldsUpdate(toRecord(before), toRecord(after)),
    delete: (attributes: Partial<Item>, options?: WriteOptions) => deleteWrite(key(attributes), options),
    /** A transaction's check that the item with this key holds `condition`. */
    check: (attributes: Partial<Item>, condition: Condition, options?: Omit<WriteOptions, 'condition'>) =>
      checkWrite(key(attributes), condition, options),
  };
}

/** Declares an entity; its item type is inferred from the schema, never written twice. */
export function defineEntity<
  S extends z.ZodObject,
  K extends { primary: KeyPattern<z.infer<S>> } & Record<string, KeyPattern<z.infer<S>>>,
>(definition: EntityDefinition<S, K>) {
  type Item = z.infer<S>;
  let built: S | undefined;
  const schema = (): S => (built ??= definition.schema());
  const records = entityRecords<Item, K>(definition);
  /** Parses a stored record back into the entity's item type (drops key attributes). */
  const fromRecord = (record: Record<string, unknown>): Item => schema().parse(record) as Item;

  return {
    ...records,
    /** The stored shape, built on first read. */
    get schema(): S {
      return schema();
    },
    fromRecord,
    /** One item by key (a GetItem), or undefined. */
    async get(attributes: Partial<Item>, options: { consistent?: boolean } = {}): Promise<Item | undefined> {
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: records.key(attributes), ConsistentRead: options.consistent }),
      );
      return Item ? fromRecord(Item) : undefined;
    },
    /** Some fields of one item (a GetItem with a projection, not parsed: the fields are as stored), or undefined. */
    async getFields<N extends keyof Item & string>(
      attributes: Partial<Item>,
      names: readonly N[],
      options: { consistent?: boolean } = {},
    ): Promise<Partial<Pick<Item, N>> | undefined> {
      const { Item } = await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: records.key(attributes),
          ConsistentRead: options.consistent,
          ProjectionExpression: names.map((_, index) => `#p${index}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#p${index}`, name])),
        }),
      );
      return Item as Partial<Pick<Item, N>> | undefined;
    },
    /** Every item of a pattern's partition (queryAll: page by page); for lists bounded per company. */
    async queryAll<P extends keyof K & string>(
      pattern: P,
      attributes: Partial<Item>,
      options?: QueryOptions,
    ): Promise<Item[]> {
      return (await queryAll(records.query(pattern, attributes, options))).map(fromRecord);
    },
    /**
     * Updates fields in place and answers the item as it left (one UpdateItem, ALL_NEW). Sent
     * directly, never inside a write guard (a transaction answers no values).
     */
    async updateAndRead(
      attributes: Partial<Item>,
      changes: FieldChanges<Item>,
      options?: UpdateOptions,
    ): Promise<Item> {
      return fromRecord((await sendUpdate(records.update(attributes, changes, options), 'ALL_NEW'))!);
    },
    /**
     * Updates fields in place, sent directly (never inside a write guard: bookkeeping such as a
     * counter or a last-use stamp, written outside any request's guarded change), answering what
     * `returns` asks as stored (not parsed): `UPDATED_NEW` the fields the update wrote, `ALL_NEW`
     * the whole item; nothing by default.
     */
    async updateNow(
      attributes: Partial<Item>,
      changes: FieldChanges<Item>,
      options: UpdateOptions & { returns?: 'UPDATED_NEW' | 'ALL_NEW' } = {},
    ): Promise<Partial<Item> | undefined> {
      const { returns, ...updateOptions } = options;
      return (await sendUpdate(records.update(attributes, changes, updateOptions), returns)) as
        | Partial<Item>
        | undefined;
    },
  };
}

/**
 * Sends one built Update as an UpdateItem of its own (outside any write guard), answering the
 * attributes `returns` asks for; the entities' direct updates go through it.
 */
export async function sendUpdate(
  write: Required<Pick<WriteItem, 'Update'>>,
  returns?: 'UPDATED_NEW' | 'ALL_NEW',
): Promise<Record<string, unknown> | undefined> {
  const { Attributes } = await db().send(
    new UpdateCommand({ ...write.Update, TableName: tableName(), ...(returns && { ReturnValues: returns }) }),
  );
  return Attributes;
}

export type Entity<S extends z.ZodObject = z.ZodObject> = ReturnType<
  typeof defineEntity<S, { primary: KeyPattern<z.infer<S>> }>
>;
