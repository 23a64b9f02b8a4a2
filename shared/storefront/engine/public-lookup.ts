import { storefrontNow } from './clock';
import type { FamilyDefinition, StoredItem, ViewContext } from './family';
import { presentItem } from './present';
import { findItem, findItemIdBySlug } from './store';
import { isPubliclyVisible } from './visibility';

/** A live item found by slug, with the family's `detailById` fields read alongside it. */
export interface LiveItem {
  item: StoredItem;
  readById?: Record<string, unknown>;
}

/**
 * The item a public lookup by slug may show in `context`, or undefined when it is missing, not live
 * or not sold there. The slug guard names the id; the item and its `detailById` fields are then
 * read at once.
 */
export async function findLiveItem(family: FamilyDefinition, companyId: number, slug: string, context: ViewContext): Promise<LiveItem | undefined> {
  const id = await findItemIdBySlug(family, companyId, slug);
  if (id === undefined) return undefined;
  const [item, readById] = await Promise.all([findItem(family, companyId, id), family.hooks?.detailById?.(companyId, id)]);
  return item && isPubliclyVisible(family, item, context) ? { item, readById } : undefined;
}

/**
 * A family item as a public lookup by slug shows it, or undefined when it is missing, not live or
 * not sold in the requested country. The rendered storefront reads content through this.
 */
export async function findPublicItem(
  family: FamilyDefinition,
  companyId: number,
  slug: string,
  options: { lang?: string; country?: string } = {},
): Promise<{ item: StoredItem; view: Record<string, unknown> } | undefined> {
  const context: ViewContext = { companyId, now: storefrontNow(companyId), kind: 'detail', ...options };
  const found = await findLiveItem(family, companyId, slug, context);
  return found && { item: found.item, view: await presentItem(family, found.item, context, found.readById) };
}
