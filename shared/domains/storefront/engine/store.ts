import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../platform/db/client';
import { uniqueKey } from '../../../platform/db/unique';
import { NotFound } from '../../../platform/errors/domain-error';
import type { FamilyDefinition, ItemOf, StoredItem } from './family';
import { storefrontKeys } from './keys';

const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'entity'];

/** A stored record back to the item (key and bookkeeping attributes dropped). */
export function toItem(record: Record<string, unknown>): StoredItem {
  const item = { ...record };
  for (const attribute of KEY_ATTRIBUTES) delete item[attribute];
  return item as StoredItem;
}

/** One item by id (GetItem), or undefined. */
export async function findItem<Family extends Pick<FamilyDefinition, 'name'>>(
  family: Family,
  companyId: number,
  id: number,
  consistent = false,
): Promise<ItemOf<Family> | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: storefrontKeys.item(companyId, family.name, id),
      ConsistentRead: consistent,
    }),
  );
  return Item ? (toItem(Item) as ItemOf<Family>) : undefined;
}

/** One item by id; 404 naming the family when it does not exist in the company. */
export async function getItem<Family extends FamilyDefinition<any>>(
  family: Family,
  companyId: number,
  id: number,
  consistent = false,
): Promise<ItemOf<Family>> {
  const item = await findItem(family, companyId, id, consistent);
  if (!item) throw new NotFound(family.label);
  return item;
}

/** One item by slug: the slug guard names the id (GetItem), then the item (GetItem). */
export async function findItemBySlug(
  family: Pick<FamilyDefinition, 'name'>,
  companyId: number,
  slug: string,
): Promise<StoredItem | undefined> {
  const id = await findItemIdBySlug(family, companyId, slug);
  return id === undefined ? undefined : findItem(family, companyId, id);
}

/** The id the slug guard names (GetItem), or undefined for a slug no item holds. */
export async function findItemIdBySlug(
  family: Pick<FamilyDefinition, 'name'>,
  companyId: number,
  slug: string,
): Promise<number | undefined> {
  const { Item: guard } = await db().send(
    new GetCommand({ TableName: tableName(), Key: slugGuardKey(family, companyId, slug) }),
  );
  return itemIdOfSlugGuard(guard);
}

/** The key of the slug guard that names an item's id: known from a path, so a page can read it ahead in its batch. */
export function slugGuardKey(
  family: Pick<FamilyDefinition, 'name'>,
  companyId: number,
  slug: string,
): { pk: string; sk: string } {
  return uniqueKey(storefrontKeys.slugScope(companyId, family.name), slug);
}

/** The item id a slug guard names; undefined when there is no guard (no such slug). */
export function itemIdOfSlugGuard(guard: Record<string, unknown> | undefined): number | undefined {
  return typeof guard?.item_id === 'number' ? guard.item_id : undefined;
}

/** Several items by id in one BatchGetItem per 100 ids; missing ids are absent from the map. */
export async function findItems<Family extends Pick<FamilyDefinition, 'name'>>(
  family: Family,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, ItemOf<Family>>> {
  const found = new Map<number, ItemOf<Family>>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = unique
      .slice(start, start + 100)
      .map((id) => storefrontKeys.item(companyId, family.name, id));
    // BatchGetItem may return part of the batch under load; retry what it left.
    for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt++) {
      const result = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }));
      for (const record of result.Responses?.[tableName()] ?? [])
        found.set(record.id as number, toItem(record) as ItemOf<Family>);
      keys = result.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}
