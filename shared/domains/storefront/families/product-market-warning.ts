import { listCompanyCountryCodes } from '../../company/company-countries';
import type { StoredItem } from '../engine/family';
import type { StoredVariant } from './product-variants';

/** What the product write routes say about this warning (their OpenAPI description). */
export const MARKET_WARNING_NOTE =
  'A product saved published or scheduled whose variants are sold only in countries the shop does not sell in (none of `GET /api/company/countries`) succeeds, and `meta.warnings` says no shopper can buy it and how to fix it.';

/**
 * Why a product just saved published (or scheduled) cannot be bought: every country its variants
 * are sold in is one the shop does not sell in, so checkout refuses it everywhere. Legal to save
 * (the merchant may add the country next), so it is answered with a warning, not refused. A product
 * with no priced country, or one sold in at least one shop country, has nothing to warn about.
 */
export async function marketWarnings(item: StoredItem<{ variants: StoredVariant[] }>): Promise<string[]> {
  if (item.status !== 'published' && item.status !== 'scheduled') return [];
  const productCountries = [...new Set(item.variants.flatMap((variant) => variant.countries.map((c) => c.country)))];
  if (productCountries.length === 0) return [];
  const shopCountries = await listCompanyCountryCodes(item.company_id);
  if (productCountries.some((country) => shopCountries.includes(country))) return [];
  const named = (codes: readonly string[]) => codes.map((code) => `\`${code}\``).join(', ');
  return [
    `This product is ${item.status} but sold only in ${named(productCountries.sort())}, where the shop does not sell (the shop sells in ${named(shopCountries)}), so no shopper can buy it; price a variant in one of the shop's countries, or add the country with POST /api/company/countries`,
  ];
}
