import { countries, getCountryData, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';

/** What ISO 3166-1 and ISO 4217 say about a country, from the `countries-list` package (never hand-typed). */
export interface CountryFacts {
  iso: string;
  iso3: string;
  /** Upper-case English short name, as ISO lists it. */
  iso_name: string;
  name: string;
  /** Primary currency (ISO 4217). */
  currency_code: string;
  currency_symbol: string;
}

/**
 * Facts about an ISO alpha-2 country code, or undefined for a code that is not a country or that
 * has no currency of its own to sell in (Antarctica).
 */
export function countryFacts(iso: string): CountryFacts | undefined {
  const code = iso.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || !Object.hasOwn(countries, code)) return undefined;
  const data = getCountryData(code as TCountryCode);
  const currencyCode = data.currency[0];
  if (!currencyCode) return undefined;
  return {
    iso: code,
    iso3: data.iso3,
    iso_name: data.name.toUpperCase(),
    name: data.name,
    currency_code: currencyCode,
    currency_symbol: currencies[currencyCode]?.symbol ?? currencyCode,
  };
}

/** Tells whether `iso` is an ISO alpha-2 code of a country a company can operate in. */
export function isCountryCode(iso: string): boolean {
  return countryFacts(iso) !== undefined;
}

/** Tells whether `code` is an ISO 4217 currency code. */
export function isCurrencyCode(code: string): boolean {
  return Object.hasOwn(currencies, code) && /^[A-Z]{3}$/.test(code);
}

/** Tells whether `zone` is an IANA time zone this runtime knows (aliases such as `UTC` included). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}
