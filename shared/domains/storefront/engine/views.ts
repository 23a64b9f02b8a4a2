import type { WriteItem } from '../../../platform/db/transact';
import type { FamilyDefinition, StoredItem } from './family';
import { defaultSortKey, storefrontKeys } from './keys';
import { isLiveCandidate } from './visibility';

/** A row the engine keeps beside an item so each list is one key-ordered Query. */
export interface ViewRow {
  pk: string;
  sk: string;
}

/**
 * The rows an item needs: one per sort field in the company's `all` views, one per sort field in
 * the public `live` views while it is a live candidate, and one membership row per item it
 * belongs to (ordered by its family's default sort). Each row carries a copy of the item, so a
 * page is served by the Query alone.
 */
export function viewRows(family: FamilyDefinition, item: StoredItem): ViewRow[] {
  const rows: ViewRow[] = [];
  const listed = isLiveCandidate(family, item) && (family.hooks?.listed?.(item) ?? true);
  const surfaces: ('all' | 'live')[] = listed ? ['all', 'live'] : ['all'];
  for (const [field, sort] of Object.entries(family.sorts)) {
    for (const surface of surfaces) {
      rows.push({
        pk: storefrontKeys.view(item.company_id, family.name, surface, field),
        sk: storefrontKeys.rowSortKey(sort.key(item), item.id),
      });
    }
  }
  const memberKey = storefrontKeys.rowSortKey(defaultSortKey(family, item), item.id);
  for (const membership of family.hooks?.memberships?.(item) ?? []) {
    rows.push({
      pk: storefrontKeys.members(item.company_id, membership.family, membership.id, family.name),
      sk: memberKey,
    });
  }
  return rows;
}

/**
 * Transaction items moving an item's rows from `previous` to `next`: Puts of every current row
 * (refreshing its copy) and Deletes of rows whose key is gone.
 */
export function viewWrites(
  family: FamilyDefinition,
  previous: StoredItem | undefined,
  next: StoredItem | undefined,
): WriteItem[] {
  const wanted = next ? viewRows(family, next) : [];
  const wantedKeys = new Set(wanted.map((row) => `${row.pk}|${row.sk}`));
  const stale = previous ? viewRows(family, previous).filter((row) => !wantedKeys.has(`${row.pk}|${row.sk}`)) : [];
  return [
    ...wanted.map(
      (row): WriteItem => ({ Put: { Item: { ...row, entity: 'storefront_view', family: family.name, item: next } } }),
    ),
    ...stale.map((row): WriteItem => ({ Delete: { Key: row } })),
  ];
}

/** Transaction items keeping an item's lookup rows (hook `lookups`): Puts of new keys, Deletes of gone ones. */
export function lookupWrites(
  family: FamilyDefinition,
  previous: StoredItem | undefined,
  next: StoredItem | undefined,
): WriteItem[] {
  const lookups = family.hooks?.lookups;
  if (!lookups) return [];
  const keyOf = (row: Record<string, unknown>) => `${String(row.pk)}|${String(row.sk)}`;
  const before = new Map((previous ? lookups(previous) : []).map((row) => [keyOf(row), row]));
  const after = new Map((next ? lookups(next) : []).map((row) => [keyOf(row), row]));
  return [
    ...[...after].filter(([key]) => !before.has(key)).map(([, row]): WriteItem => ({ Put: { Item: row } })),
    ...[...before]
      .filter(([key]) => !after.has(key))
      .map(([, row]): WriteItem => ({ Delete: { Key: { pk: row.pk, sk: row.sk } } })),
  ];
}
