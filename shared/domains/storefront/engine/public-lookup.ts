import { storefrontNow } from './clock';
import type { FamilyDefinition, StoredItem, ViewContext } from './family';
import { presentItem } from './present';
import { findItem, findItemIdBySlug, itemIdOfSlugGuard } from './store';
import { isPubliclyVisible } from './visibility';

/** A live item found by slug, with the family's `detailById` fields read alongside it. */
export interface LiveItem {
  item: StoredItem;
  readById?: Record<string, unknown>;
}

/**
 * The item a public lookup by slug may show in `context`, or undefined when it is missing, not live
 * or not sold there. The slug guard names the id (read here, or ahead by the caller as `slugGuard`);
 * the item and its `detailById` fields are then read at once.
 */
export async function findLiveItem(
  family: FamilyDefinition,
  companyId: number,
  slug: string,
  context: ViewContext,
  slugGuard?: { item: Record<string, unknown> | undefined },
): Promise<LiveItem | undefined> {
  const id = slugGuard ? itemIdOfSlugGuard(slugGuard.item) : await findItemIdBySlug(family, companyId, slug);
  if (id === undefined) return undefined;
  const [item, readById] = await Promise.all([
    findItem(family, companyId, id),
    family.hooks?.detailById?.(companyId, id),
  ]);
  return item && isPubliclyVisible(family, item, context) ? { item, readById } : undefined;
}

/**
 * A family item as a public lookup by slug shows it, or undefined when it is missing, not live or
 * not sold in the requested country. The rendered storefront reads content through this;
 * `slugGuard` is the guard item of `slugGuardKey` (store.ts) when the caller already read it (`item`
 * undefined: no such slug), which saves the lookup's first GetItem.
 */
export async function findPublicItem(
  family: FamilyDefinition,
  companyId: number,
  slug: string,
  {
    slugGuard,
    ...options
  }: { lang?: string; country?: string; slugGuard?: { item: Record<string, unknown> | undefined } } = {},
): Promise<{ item: StoredItem; view: Record<string, unknown> } | undefined> {
  const context: ViewContext = { companyId, now: storefrontNow(companyId), kind: 'detail', ...options };
  const found = await findLiveItem(family, companyId, slug, context, slugGuard);
  return found && { item: found.item, view: await presentItem(family, found.item, context, found.readById) };
}
