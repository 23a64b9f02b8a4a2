/** Formatters by locale and currency, per container: building an Intl.NumberFormat costs far more than formatting with one. */
const formatters = new Map<string, Intl.NumberFormat>();
/** Bounded: templates choose the locale and currency, so a container must not grow without limit. */
const MAX_FORMATTERS = 100;

/**
 * `{{ price | money: currency }}`: integer minor units formatted for the currency with
 * Intl.NumberFormat (en locale unless a locale is given). A non-number renders empty.
 */
export function moneyFilter(minor: unknown, currency: unknown = 'USD', locale: unknown = 'en'): string {
  if (typeof minor !== 'number' || !Number.isFinite(minor) || typeof currency !== 'string') return '';
  const format = formatter(typeof locale === 'string' ? locale : 'en', currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** The cached formatter; an unknown currency or malformed locale throws as `new Intl.NumberFormat` does, and is not cached. */
function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}
