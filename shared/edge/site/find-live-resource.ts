import { findPublicItem } from '../../storefront/engine/public-lookup';
import { storefrontFamilies } from '../../storefront/families';
import { products } from '../../storefront/families/products';
import { shoppingCountry } from './catalog-objects';
import type { SiteContext } from './site-context';

/**
 * The live storefront item a family page shows, by slug, in the visitor's language and priced for
 * the visitor's country; undefined when missing, unpublished or not sold there (a 404). The page
 * type is the family's body key (`product`, `page`, `library`, ...). Products are looked up in the
 * shopping country (the visitor's, else the shop's), so their page always carries prices.
 */
export async function findLiveResource(context: SiteContext, pageType: string, slug: string): Promise<Record<string, unknown> | undefined> {
  const family = storefrontFamilies.find((candidate) => candidate.bodyKey === pageType);
  if (!family) return undefined;
  const found = await findPublicItem(family, context.company.id, slug, { lang: context.visitor.language, country: family === products ? shoppingCountry(context) : context.visitor.country });
  return found?.view;
}
