import { transactWrite } from '../../platform/db/transact';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import {
  companyCountryEntity,
  defaultTaxSettings,
  type CompanyCountry,
  type CountryTaxSettings,
} from './company-country-entity';
import { companyEntity } from './company-entity';
import { countryFacts, type CountryFacts } from './country-data';
import { storedCountryFacts } from './stored-country-facts';

/** A company country as the API shows it (SPEC "Country"). */
export type CountryView = { id: number } & CountryFacts & CountryTaxSettings;

/**
 * ISO alpha-2 codes of the countries a company operates in; its home country always counts.
 *
 * @example const codes = await listCompanyCountryCodes(principal.companyId); // ['US', 'DE']
 */
export async function listCompanyCountryCodes(companyId: number): Promise<string[]> {
  const [items, company] = await Promise.all([
    queryCountries(companyId),
    companyEntity.getFields({ id: companyId }, ['country_code']),
  ]);
  const home = company?.country_code;
  return [...new Set([...(home ? [home] : []), ...items.map((item) => item.iso)])];
}

/** The company's countries with their ISO facts and tax settings, ordered by ISO code. */
export async function listCompanyCountries(companyId: number): Promise<CountryView[]> {
  return Promise.all((await queryCountries(companyId)).map(countryView));
}

/** One of the company's countries with its tax settings (one GetItem), or undefined when the company does not sell there. */
export async function findCompanyCountry(companyId: number, iso: string): Promise<CountryView | undefined> {
  const country = await companyCountryEntity.get({ company_id: companyId, iso: iso.toUpperCase() });
  return country ? await countryView(country) : undefined;
}

/** A new country record for a company (also used by company creation for the home country). */
export function newCompanyCountry(
  companyId: number,
  iso: string,
  settings: Partial<CountryTaxSettings>,
  now: Date,
): CompanyCountry {
  const at = now.toISOString();
  const given = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  const { iso: code, iso3, name, currency_code, currency_symbol } = countryFacts(iso)!;
  return {
    ...defaultTaxSettings,
    ...given,
    id: newNumericId(now.getTime()),
    company_id: companyId,
    iso: code,
    iso3,
    name,
    currency_code,
    currency_symbol,
    created_at: at,
    updated_at: at,
  };
}

/** Adds a country to the company (409 when it is already one of its countries). */
export async function addCompanyCountry(
  companyId: number,
  iso: string,
  settings: Partial<CountryTaxSettings>,
  now: Date = new Date(),
): Promise<CountryView> {
  if (!countryFacts(iso)) throw new ValidationFailed({ 'country.iso': ['is not an ISO 3166-1 alpha-2 country code'] });
  const country = newCompanyCountry(companyId, iso, settings, now);
  const { failedIndex } = await transactWrite([
    companyEntity.check({ id: companyId }, 'attribute_exists(pk)'),
    companyCountryEntity.create(country),
  ]);
  if (failedIndex === 0) throw new NotFound('Company');
  if (failedIndex === 1)
    throw new Conflict(`${country.iso} is already one of the company's countries`, {
      errors: { 'country.iso': ['is already added'] },
    });
  return countryView(country);
}

/** Removes a country from the company; the home country cannot be removed (422) while it is home. */
export async function removeCompanyCountry(companyId: number, iso: string): Promise<CountryView> {
  const country = await companyCountryEntity.get(
    { company_id: companyId, iso: iso.toUpperCase() },
    { consistent: true },
  );
  if (!country) throw new NotFound('Country');
  const { failedIndex } = await transactWrite([
    // The company's home country is checked in the same transaction, so a concurrent home change cannot slip in.
    companyEntity.check(
      { id: companyId },
      { expression: 'country_code <> :iso', values: { ':iso': iso.toUpperCase() } },
    ),
    companyCountryEntity.delete(country, { condition: 'attribute_exists(pk)' }),
  ]);
  if (failedIndex === 0)
    throw new ValidationFailed({ iso: ["is the company's home country; change the home country first"] });
  if (failedIndex === 1) throw new NotFound('Country');
  return countryView(country);
}

/** Transaction item asserting a country is one of the company's (for home-country changes). */
export function companyCountryExists(companyId: number, iso: string) {
  return companyCountryEntity.check({ company_id: companyId, iso }, 'attribute_exists(pk)');
}

async function countryView(country: CompanyCountry): Promise<CountryView> {
  const facts = await storedCountryFacts(country);
  const { id, price_inclusive_of_tax, price_inclusive_tax_name, province_required, tax_enabled, tax_standard_rate } =
    country;
  return {
    id,
    ...facts,
    price_inclusive_of_tax,
    price_inclusive_tax_name,
    province_required,
    tax_enabled,
    tax_standard_rate,
  };
}

async function queryCountries(companyId: number): Promise<CompanyCountry[]> {
  return companyCountryEntity.queryAll(
    'primary',
    { company_id: companyId },
    { skPrefix: 'COUNTRY#', consistent: true },
  );
}
