import type { z } from 'zod';
import { tableDefinition, type IndexName } from './table-definition';

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

/** An entity declaration: its stored shape and its named access patterns. */
export interface EntityDefinition<S extends z.ZodObject, K extends { primary: KeyPattern<z.infer<S>> } & Record<string, KeyPattern<z.infer<S>>>> {
  readonly name: string;
  /**
   * Builds the stored shape. Called once, when the entity is first parsed (or its `schema` read),
   * so importing an entity builds no zod schema: a function pays only for the entities it reads
   * (issue 25 §2, cold starts; a storefront page imports a dozen entities and reads a few).
   */
  readonly schema: () => S;
  readonly keys: K;
}

/** An entity's name and key patterns: what writing and querying its records needs, without its stored shape. */
export interface EntityKeysDefinition<Item, K extends { primary: KeyPattern<Item> } & Record<string, KeyPattern<Item>>> {
  readonly name: string;
  readonly keys: K;
}

/**
 * Keys, records and key conditions of an entity, without its schema: what code that writes an
 * entity it never reads back bundles instead of the entity (a renewal writes orders and reads none,
 * so it need not bundle the order's stored shape and the payload schemas behind it; issue 25 §2,
 * cold starts). {@link defineEntity} builds on it, so both write the same records.
 *
 * @example export const orderRecords = entityRecords<Order, typeof orderKeys>({ name: 'order', keys: orderKeys });
 */
export function entityRecords<Item, K extends { primary: KeyPattern<Item> } & Record<string, KeyPattern<Item>>>(definition: EntityKeysDefinition<Item, K>) {
  const indexAttributes = (index?: IndexName) => {
    const gsi = tableDefinition.globalIndexes.find((candidate) => candidate.name === index);
    return gsi ? { pk: gsi.partitionKey, sk: gsi.sortKey } : { pk: tableDefinition.partitionKey, sk: tableDefinition.sortKey };
  };

  return {
    name: definition.name,
    keys: definition.keys,
    /** Primary key of one item, for GetItem/UpdateItem/DeleteItem. */
    key(attributes: Pick<Item, never> & Partial<Item>): Record<string, string> {
      return { pk: definition.keys.primary.pk(attributes as Item), sk: definition.keys.primary.sk(attributes as Item) };
    },
    /** The stored record: attributes plus every key the entity declares and its type tag. */
    toRecord(item: Item): Record<string, unknown> {
      const record: Record<string, unknown> = { ...item, entity: definition.name };
      for (const pattern of Object.values(definition.keys)) {
        if (pattern.when && !pattern.when(item)) continue;
        const names = indexAttributes(pattern.index);
        record[names.pk] = pattern.pk(item);
        record[names.sk] = pattern.sk(item);
      }
      return record;
    },
    /** Key condition for a Query on one of the entity's patterns. */
    query<P extends keyof K & string>(
      pattern: P,
      attributes: Partial<Item>,
      options: { skPrefix?: string } = {},
    ): { IndexName?: IndexName; KeyConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> } {
      const keyPattern = definition.keys[pattern]!;
      const names = indexAttributes(keyPattern.index);
      const pkValue = keyPattern.pk(attributes as Item);
      return {
        IndexName: keyPattern.index,
        KeyConditionExpression: options.skPrefix === undefined ? '#pk = :pk' : '#pk = :pk AND begins_with(#sk, :sk)',
        ExpressionAttributeNames: options.skPrefix === undefined ? { '#pk': names.pk } : { '#pk': names.pk, '#sk': names.sk },
        ExpressionAttributeValues: options.skPrefix === undefined ? { ':pk': pkValue } : { ':pk': pkValue, ':sk': options.skPrefix },
      };
    },
  };
}

/** Declares an entity; its item type is inferred from the schema, never written twice. */
export function defineEntity<S extends z.ZodObject, K extends { primary: KeyPattern<z.infer<S>> } & Record<string, KeyPattern<z.infer<S>>>>(
  definition: EntityDefinition<S, K>,
) {
  type Item = z.infer<S>;
  let built: S | undefined;
  const schema = (): S => (built ??= definition.schema());

  return {
    ...entityRecords<Item, K>(definition),
    /** The stored shape, built on first read. */
    get schema(): S {
      return schema();
    },
    /** Parses a stored record back into the entity's item type (drops key attributes). */
    fromRecord(record: Record<string, unknown>): Item {
      return schema().parse(record) as Item;
    },
  };
}

export type Entity<S extends z.ZodObject = z.ZodObject> = ReturnType<typeof defineEntity<S, { primary: KeyPattern<z.infer<S>> }>>;
