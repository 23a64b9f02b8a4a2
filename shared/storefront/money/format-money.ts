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
  return { in_currency: formatter('en-US', currency, true).format(amount), display: formatter(locale, currency, false).format(amount) };
}

const MAX_FORMATTERS = 500;
const formatters = new Map<string, Intl.NumberFormat>();

/** Building an Intl.NumberFormat costs far more than formatting; a list page reuses a handful. */
function formatter(locale: string, currency: string, plain: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${plain}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = currencyDigits(currency);
    const options: Intl.NumberFormatOptions = plain ? { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false } : { style: 'currency', currency };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}
