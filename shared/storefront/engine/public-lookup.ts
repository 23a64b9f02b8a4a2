import { uniqueKey } from '../../platform/db/unique';
import { storefrontNow } from './clock';
import type { FamilyDefinition, StoredItem, ViewContext } from './family';
import { storefrontKeys } from './keys';
import { presentItem } from './present';
import { findItem, findItemBySlug } from './store';
import { isPubliclyVisible } from './visibility';

/** The item a public lookup by slug may show in `context`, or undefined when it is missing, not live or not sold there. */
export async function findLiveItem(family: FamilyDefinition, companyId: number, slug: string, context: ViewContext): Promise<StoredItem | undefined> {
  const item = await findItemBySlug(family, companyId, slug);
  return item && isPubliclyVisible(family, item, context) ? item : undefined;
}

/** The key of the slug guard a lookup by slug reads first (it names the item's id): known from the path, so a page can read it ahead. */
export function slugGuardKey(family: Pick<FamilyDefinition, 'name'>, companyId: number, slug: string): { pk: string; sk: string } {
  return uniqueKey(storefrontKeys.slugScope(companyId, family.name), slug);
}

/**
 * A family item as a public lookup by slug shows it, or undefined when it is missing, not live or
 * not sold in the requested country. The rendered storefront reads content through this;
 * `slugGuard` is the guard item of {@link slugGuardKey} when the caller already read it (`item`
 * undefined: no such slug), which saves the lookup's first GetItem.
 */
export async function findPublicItem(
  family: FamilyDefinition,
  companyId: number,
  slug: string,
  { slugGuard, ...options }: { lang?: string; country?: string; slugGuard?: { item: Record<string, unknown> | undefined } } = {},
): Promise<{ item: StoredItem; view: Record<string, unknown> } | undefined> {
  const context: ViewContext = { companyId, now: storefrontNow(companyId), kind: 'detail', ...options };
  const item = slugGuard ? await itemOfGuard(family, companyId, slugGuard.item, context) : await findLiveItem(family, companyId, slug, context);
  return item && { item, view: await presentItem(family, item, context) };
}

/** The live item a slug guard read ahead names, as {@link findLiveItem} finds it after reading the guard itself. */
async function itemOfGuard(family: FamilyDefinition, companyId: number, guard: Record<string, unknown> | undefined, context: ViewContext): Promise<StoredItem | undefined> {
  const item = typeof guard?.item_id === 'number' ? await findItem(family, companyId, guard.item_id) : undefined;
  return item && isPubliclyVisible(family, item, context) ? item : undefined;
}
