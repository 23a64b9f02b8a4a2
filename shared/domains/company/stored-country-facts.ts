import type { CompanyCountry } from './company-country-entity';
import type { CountryFacts } from './country-data';

/**
 * A country's ISO facts from the generated table, which is loaded on first use (a lazy module):
 * for the rare paths of a pricing function that have no company country record to read them from.
 */
export async function countryFactsOnDemand(iso: string): Promise<CountryFacts | undefined> {
  const { countryFacts } = await import('./country-table-lookup');
  return countryFacts(iso);
}

/**
 * A company country's ISO facts, as copied onto its record when it was added; a record written
 * before they were copied reads them from the table.
 */
export async function storedCountryFacts(country: CompanyCountry): Promise<CountryFacts> {
  const { iso, iso3, name, currency_code, currency_symbol } = country;
  if (iso3 === undefined || name === undefined || currency_code === undefined || currency_symbol === undefined)
    return (await countryFactsOnDemand(iso))!;
  return { iso, iso3, iso_name: name.toUpperCase(), name, currency_code, currency_symbol };
}
