/** One country of the generated table (shared/domains/company/country-table.ts). */
export interface CountryRow {
  readonly iso: string;
  readonly iso3: string;
  readonly name: string;
  /** Primary ISO 4217 currency; empty when the country has none of its own (Antarctica). */
  readonly currency: string;
}

/** One currency of the generated table. */
export interface CurrencyRow {
  readonly code: string;
  readonly symbol: string;
}

const FIELD = '|';
const ROW = '\n';

/** The table's text form: compact in a bundle, parsed once on first use. */
export function countryTableRows(rows: readonly CountryRow[]): string {
  return rows.map((row) => [row.iso, row.iso3, row.name, row.currency].join(FIELD)).join(ROW);
}

export function currencyTableRows(rows: readonly CurrencyRow[]): string {
  return rows.map((row) => [row.code, row.symbol].join(FIELD)).join(ROW);
}

export function parseCountryRows(text: string): CountryRow[] {
  return text.split(ROW).map((line) => {
    const [iso, iso3, name, currency] = line.split(FIELD) as [string, string, string, string];
    return { iso, iso3, name, currency };
  });
}

export function parseCurrencyRows(text: string): CurrencyRow[] {
  return text.split(ROW).map((line) => {
    const [code, symbol] = line.split(FIELD) as [string, string];
    return { code, symbol };
  });
}
