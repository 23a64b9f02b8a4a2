import type { WriteItem } from './transact';

/** A condition or filter expression with the placeholders it names; a bare string names none. */
export type Condition =
  | string
  | { readonly expression: string; readonly names?: Record<string, string>; readonly values?: Record<string, unknown> };

/** How a write is conditioned, and whether a failed condition hands back the stored item (ALL_OLD). */
export interface WriteOptions {
  readonly condition?: Condition;
  readonly returnOldOnFailure?: boolean;
}

/** An update's options: a write's, and whether it may create the item (then it also sets the type tag). */
export interface UpdateOptions extends WriteOptions {
  readonly upsert?: boolean;
}

/**
 * The changes of an UpdateItem. Every attribute name is aliased, so reserved words (`status`,
 * `name`, `ttl`) need no care; a `set` value that is undefined is skipped, as the marshaller would.
 */
export interface FieldChanges<Item> {
  readonly set?: Partial<Item>;
  readonly remove?: readonly (keyof Item & string)[];
  /** Numbers added to (an absent attribute counts as 0), or string-set members added. */
  readonly add?: Partial<Record<keyof Item & string, number | ReadonlySet<string>>>;
  /** Set only where absent (`if_not_exists`): a first value that later writes keep. */
  readonly setIfAbsent?: Partial<Item>;
  /** Elements appended to a list (an absent list counts as empty). */
  readonly append?: Partial<Record<keyof Item & string, readonly unknown[]>>;
}

type Key = Record<string, unknown>;
type Expressions = {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
};

/** Put of a whole record. */
export function putWrite(
  record: Record<string, unknown>,
  options: WriteOptions = {},
): Required<Pick<WriteItem, 'Put'>> {
  return { Put: { Item: record, ...conditionInput(options) } };
}

/** Update of a record's fields, by key. */
export function updateWrite(
  key: Key,
  changes: FieldChanges<Record<string, unknown>>,
  options: WriteOptions = {},
): Required<Pick<WriteItem, 'Update'>> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clause = (kind: string, parts: string[]) => (parts.length > 0 ? [`${kind} ${parts.join(', ')}`] : []);
  let next = 0;
  const alias = (name: string, value?: unknown) => {
    const index = next++;
    names[`#f${index}`] = name;
    if (value !== undefined) values[`:f${index}`] = value;
    return index;
  };
  const set = Object.entries(changes.set ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => alias(name, value))
    .map((index) => `#f${index} = :f${index}`);
  const setIfAbsent = Object.entries(changes.setIfAbsent ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => alias(name, value))
    .map((index) => `#f${index} = if_not_exists(#f${index}, :f${index})`);
  const append = Object.entries(changes.append ?? {}).map(([name, value]) => {
    const index = alias(name, value);
    values[':empty'] = [];
    return `#f${index} = list_append(if_not_exists(#f${index}, :empty), :f${index})`;
  });
  const remove = (changes.remove ?? []).map((name) => `#f${alias(name)}`);
  const add = Object.entries(changes.add ?? {})
    .map(([name, value]) => alias(name, value))
    .map((index) => `#f${index} :f${index}`);
  const condition = conditionInput(options);
  return {
    Update: {
      Key: key,
      UpdateExpression: [
        ...clause('SET', [...set, ...setIfAbsent, ...append]),
        ...clause('REMOVE', remove),
        ...clause('ADD', add),
      ].join(' '),
      ...condition,
      ...mergedExpressions({ ExpressionAttributeNames: names, ExpressionAttributeValues: values }, condition),
    },
  };
}

/** Delete by key. */
export function deleteWrite(key: Key, options: WriteOptions = {}): Required<Pick<WriteItem, 'Delete'>> {
  return { Delete: { Key: key, ...conditionInput(options) } };
}

/** A transaction's check of another item's state. */
export function checkWrite(
  key: Key,
  condition: Condition,
  options: Omit<WriteOptions, 'condition'> = {},
): Required<Pick<WriteItem, 'ConditionCheck'>> {
  const { ConditionExpression, ...rest } = conditionInput({ ...options, condition });
  return { ConditionCheck: { Key: key, ConditionExpression: ConditionExpression!, ...rest } };
}

/** The expression parts of a condition (or filter, renamed by the caller). */
export function conditionInput(
  options: WriteOptions,
): Expressions & { ConditionExpression?: string; ReturnValuesOnConditionCheckFailure?: 'ALL_OLD' } {
  const { condition, returnOldOnFailure } = options;
  const failure = returnOldOnFailure ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {};
  if (condition === undefined) return failure;
  if (typeof condition === 'string') return { ConditionExpression: condition, ...failure };
  return {
    ConditionExpression: condition.expression,
    ...mergedExpressions(
      {},
      { ExpressionAttributeNames: condition.names, ExpressionAttributeValues: condition.values },
    ),
    ...failure,
  };
}

/** Two sets of placeholders as one; an empty map is left out (DynamoDB refuses one). */
export function mergedExpressions(a: Expressions, b: Expressions): Expressions {
  const names = { ...a.ExpressionAttributeNames, ...b.ExpressionAttributeNames };
  const values = { ...a.ExpressionAttributeValues, ...b.ExpressionAttributeValues };
  return {
    ...(Object.keys(names).length > 0 && { ExpressionAttributeNames: names }),
    ...(Object.keys(values).length > 0 && { ExpressionAttributeValues: values }),
  };
}
