import { listCompanyCountries, type CountryView } from './company-countries';
import type { Company } from './company-entity';
import { getCompany } from './company-store';

/** The company with its countries, as GET and PUT /api/company answer it. */
export async function companyWithCountries(
  companyId: number,
  company?: Company,
): Promise<Company & { countries: CountryView[] }> {
  const [stored, countries] = await Promise.all([company ?? getCompany(companyId), listCompanyCountries(companyId)]);
  return { ...stored, countries };
}
