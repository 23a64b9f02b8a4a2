import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/**
 * A uniqueness guard: an item whose key is the unique value, written with attribute_not_exists in
 * the same transaction as the owner, so two writers can never both claim the value.
 */
export function uniqueGuard(scope: string, value: string, owner: Record<string, unknown>) {
  return {
    Put: {
      Item: { pk: `UNIQUE#${scope}#${value}`, sk: 'UNIQUE', entity: 'unique', ...owner },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Key of a uniqueness guard, for lookups and releases. */
export function uniqueKey(scope: string, value: string): { pk: string; sk: string } {
  return { pk: `UNIQUE#${scope}#${value}`, sk: 'UNIQUE' };
}

/** The claim holding a unique value (one GetItem), or undefined: names its owner (`{ member_id }`, `{ company_id }`). */
export async function readUniqueClaim(
  scope: string,
  value: string,
  options: { consistent?: boolean } = {},
): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: uniqueKey(scope, value), ConsistentRead: options.consistent }),
  );
  return Item;
}
