import type { FamilyDefinition, StoredItem, ViewContext } from './family';
import { isLive } from './visibility';

/**
 * Rows a warm function keeps: about a megabyte or two of presented products. A shop's catalog
 * pages are read far more often than its items are written, by every shopper alike.
 */
const MAX_ROWS = 2_000;

const rows = new Map<string, Readonly<Record<string, unknown>>>();

/**
 * A public list row as `build` presents it, cached per item version and view: the item's id and
 * `version` (every write advances it), the `lang`, the `country` (or the price country) and whether the item is live at
 * `context.now` name everything a row is made of. Building 25 rows is the larger part of a catalog
 * page's own CPU; a hit is a Map lookup. Rows are frozen, so a caller cannot change another
 * request's answer; the oldest entry goes first when full.
 */
export function cachedListRow(
  family: FamilyDefinition,
  item: StoredItem,
  context: ViewContext,
  build: () => Record<string, unknown>,
): Readonly<Record<string, unknown>> {
  const key = `${family.name}|${item.id}|${item.version}|${item.updated_at}|${context.lang ?? ''}|${context.country ?? ''}|${context.priceCountry ?? ''}|${isLive(family, item, context.now)}`;
  let row = rows.get(key);
  if (row) return row;
  row = Object.freeze(build());
  if (rows.size >= MAX_ROWS) rows.delete(rows.keys().next().value!);
  rows.set(key, row);
  return row;
}
