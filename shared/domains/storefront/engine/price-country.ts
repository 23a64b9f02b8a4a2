import { getCompany } from '../../company/company-store';
import type { FamilyDefinition } from './family';

/**
 * The country a public answer of a priced family (products) shows prices in when the request
 * names no `country`: the shop's home country. It prices only; unlike `country` it leaves no item
 * out, so the list is the same with or without it. Undefined for a family that prices nothing or
 * a request that names its country.
 */
export async function homePriceCountry(
  family: FamilyDefinition,
  companyId: number,
  country: string | undefined,
): Promise<string | undefined> {
  if (family.countryScoped || country) return undefined;
  return (await getCompany(companyId)).country_code;
}
