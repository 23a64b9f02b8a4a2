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
 * An amount in minor units as every surface answers a `_in_currency` string (docs/api.md "Money"):
 * formatted with Intl.NumberFormat for the locale (language plus country, e.g. `de-DE`) with the
 * currency's symbol and digits; an unknown locale falls back to English. The cart and the catalog
 * both write their `_in_currency` (and the catalog its SPEC-named `display_`) fields with it.
 *
 * @example formatMoney(123450, 'EUR', 'de-DE') // '1.234,50 €'
 */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  return formatter(locale, currency).format(minor / 10 ** currencyDigits(currency));
}

const MAX_FORMATTERS = 500;
const formatters = new Map<string, Intl.NumberFormat>();

/** Building an Intl.NumberFormat costs far more than formatting; a list page reuses a handful. */
function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency };
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
