import { countries, getCountryData, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import { describe, expect, it } from 'vitest';
import { countryFacts, isCountryCode, isCurrencyCode } from '../../shared/domains/company/country-data';

/** What the package says, read the way country-data.ts read it before the table existed. */
function packageFacts(code: string) {
  const data = getCountryData(code as TCountryCode);
  const currency = data.currency[0];
  if (!currency) return undefined;
  return {
    iso: code,
    iso3: data.iso3,
    iso_name: data.name.toUpperCase(),
    name: data.name,
    currency_code: currency,
    currency_symbol: currencies[currency]?.symbol ?? currency,
  };
}

describe('generated country table', () => {
  it('says what countries-list says about every country (regenerate with `npm run generate:countries` when this fails)', () => {
    for (const code of Object.keys(countries)) expect(countryFacts(code), code).toEqual(packageFacts(code));
    expect(countryFacts('aq')).toBeUndefined();
    expect(isCountryCode('XX')).toBe(false);
    expect(countryFacts('de')?.iso).toBe('DE');
  });

  it('checks a code from the code list alone exactly as the full table would: a country with a currency of its own, in either case', () => {
    for (const code of Object.keys(countries)) {
      expect(isCountryCode(code), code).toBe(packageFacts(code) !== undefined);
      expect(isCountryCode(code.toLowerCase()), code).toBe(packageFacts(code) !== undefined);
    }
    expect(isCountryCode('AQ')).toBe(false);
    for (const code of ['XX', 'D', 'DEU', '', 'DE ']) expect(isCountryCode(code), code).toBe(false);
  });

  it('knows exactly the currencies countries-list knows', () => {
    for (const code of Object.keys(currencies)) expect(isCurrencyCode(code), code).toBe(true);
    expect(isCurrencyCode('XXX')).toBe(Object.hasOwn(currencies, 'XXX'));
    expect(isCurrencyCode('eur')).toBe(false);
  });
});
