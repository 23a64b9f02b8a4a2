/** A money amount as the storefront answers it: minor units plus two strings. */
export interface MoneyStrings {
  /** Decimal amount in the currency's major unit, no symbol or grouping (`1234.50`). */
  in_currency: string;
  /** Localized with the currency symbol (`$1,234.50`, `1.234,50 €`). */
  display: string;
}

const digitsCache = new Map<string, number>();

/** Fraction digits of a currency per ISO 4217 as Intl knows them (JPY 0, USD 2, KWD 3). */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * Formats an amount in minor units with Intl.NumberFormat, for the country's locale (language
 * plus country, e.g. `de-DE`); an unknown locale falls back to English.
 *
 * @example formatMoney(123450, 'EUR', 'de-DE') // { in_currency: '1234.50', display: '1.234,50 €' }
 */
export function formatMoney(minor: number, currency: string, locale = 'en'): MoneyStrings {
  const digits = currencyDigits(currency);
  const amount = minor / 10 ** digits;
  let display: string;
  try {
    display = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    display = new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  }
  const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(amount);
  return { in_currency: plain, display };
}
