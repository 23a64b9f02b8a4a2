import type { FamilyDefinition, StoredItem, ViewContext } from './family';
import { isLive } from './visibility';

/**
 * Rows a warm function keeps: about a megabyte or two of presented products. A shop's catalog
 * pages are read far more often than its items are written, by every shopper alike.
 */
const MAX_ROWS = 2_000;

const rows = new Map<string, Readonly<Record<string, unknown>>>();

/**
 * A public list row as `build` presents it, built once per item version and view: the stored
 * item (its id, `version` and `updated_at`, which every write advances: engine/writes.ts), the
 * `lang` and `country` the row is presented for and whether the item is live at `context.now`
 * (the one time-dependent field a row carries, products' `active`) name everything a row is made
 * of (family `present` hooks read only the item and the context). Building 25 rows is the larger
 * part of a catalog page's own CPU; a hit is a key and a Map lookup. Rows are frozen,
 * so a caller that would change a shared row fails instead of changing another request's answer.
 * The oldest entry is dropped first once the cache is full.
 */
export function cachedListRow(
  family: FamilyDefinition,
  item: StoredItem,
  context: ViewContext,
  build: () => Record<string, unknown>,
): Readonly<Record<string, unknown>> {
  const key = `${family.name}|${item.id}|${item.version}|${item.updated_at}|${context.lang ?? ''}|${context.country ?? ''}|${isLive(family, item, context.now)}`;
  let row = rows.get(key);
  if (row) return row;
  row = Object.freeze(build());
  if (rows.size >= MAX_ROWS) rows.delete(rows.keys().next().value!);
  rows.set(key, row);
  return row;
}
