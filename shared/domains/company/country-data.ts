import { COUNTRY_CODES, COUNTRY_ROWS, CURRENCY_ROWS } from './country-table';
import { parseCountryRows, parseCurrencyRows, type CountryRow } from './country-table-format';

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

let countries: Map<string, CountryRow> | undefined;
let currencySymbols: Map<string, string> | undefined;

/** The generated tables (country-table.ts, from `countries-list`), parsed on first use. */
function tables(): { countries: Map<string, CountryRow>; currencySymbols: Map<string, string> } {
  countries ??= new Map(parseCountryRows(COUNTRY_ROWS).map((row) => [row.iso, row]));
  currencySymbols ??= new Map(parseCurrencyRows(CURRENCY_ROWS).map((row) => [row.code, row.symbol]));
  return { countries, currencySymbols };
}

/**
 * Facts about an ISO alpha-2 country code, or undefined for a code that is not a country or that
 * has no currency of its own to sell in (Antarctica).
 */
export function countryFacts(iso: string): CountryFacts | undefined {
  const code = iso.toUpperCase();
  const { countries, currencySymbols } = tables();
  const row = /^[A-Z]{2}$/.test(code) ? countries.get(code) : undefined;
  if (!row?.currency) return undefined;
  return {
    iso: code,
    iso3: row.iso3,
    iso_name: row.name.toUpperCase(),
    name: row.name,
    currency_code: row.currency,
    currency_symbol: currencySymbols.get(row.currency) ?? row.currency,
  };
}

let countryCodes: Set<string> | undefined;

/**
 * Tells whether `iso` is an ISO alpha-2 code of a country a company can operate in (one with a
 * currency), from the codes alone: the address schemas of the cart writes check codes without
 * bundling the table's names.
 */
export function isCountryCode(iso: string): boolean {
  countryCodes ??= new Set(COUNTRY_CODES.split(' '));
  return countryCodes.has(iso.toUpperCase());
}

/** Tells whether `code` is an ISO 4217 currency code. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && tables().currencySymbols.has(code);
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
