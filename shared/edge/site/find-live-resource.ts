import { keyOf } from '../../platform/db/batch-get';
import { findPublicItem } from '../../domains/storefront/engine/public-lookup';
import { slugGuardKey } from '../../domains/storefront/engine/store';
import type { FamilyDefinition } from '../../domains/storefront/engine/family';
import { storefrontFamilies } from '../../domains/storefront/families';
import { products } from '../../domains/storefront/families/products';
import { shoppingCountry } from './catalog-objects';
import type { SiteContext } from './site-context';
import type { SiteMatch } from './site-paths';

const familyOfPage = (pageType: string): FamilyDefinition | undefined =>
  storefrontFamilies.find((candidate) => candidate.pageKind === pageType);

/**
 * The slug guard a family page (`/products/{slug}`, `/pages/{slug}`, ...) looks its item up by,
 * known from the path before any read, so the request reads it with the shop (shop-records.ts);
 * undefined for any other page.
 */
export function pageSlugGuardKey(
  companyId: number,
  match: SiteMatch | undefined,
): { pk: string; sk: string } | undefined {
  const family = match && familyOfPage(match.page);
  const slug = match?.params.slug;
  return family && slug !== undefined ? slugGuardKey(family, companyId, slug) : undefined;
}

/**
 * The live storefront item a family page shows, by slug, in the visitor's language; undefined when
 * missing, unpublished or not sold there (a 404). Products are looked up in the shopping country
 * (the visitor's, else the shop's), so their page always carries prices. The slug guard read ahead
 * with the shop is reused when it is this slug's.
 */
export async function findLiveResource(
  context: SiteContext,
  pageType: string,
  slug: string,
): Promise<Record<string, unknown> | undefined> {
  const family = familyOfPage(pageType);
  if (!family) return undefined;
  const readAhead =
    context.slugGuard && keyOf(context.slugGuard.key) === keyOf(slugGuardKey(family, context.company.id, slug))
      ? context.slugGuard
      : undefined;
  const found = await findPublicItem(family, context.company.id, slug, {
    lang: context.visitor.language,
    country: family === products ? shoppingCountry(context) : context.visitor.country,
    slugGuard: readAhead,
  });
  return found?.view;
}
