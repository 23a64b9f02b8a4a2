import { storefrontNow } from './clock';
import type { FamilyDefinition, StoredItem, ViewContext } from './family';
import { presentItem } from './present';
import { findItemBySlug } from './store';
import { isPubliclyVisible } from './visibility';

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
  const item = await findItemBySlug(family, companyId, slug);
  if (!item || !isPubliclyVisible(family, item, context)) return undefined;
  return { item, view: await presentItem(family, item, context) };
}
