/**
 * `{{ price | money: currency }}`: integer minor units formatted for the currency with
 * Intl.NumberFormat (en locale unless a locale is given). A non-number renders empty.
 */
export function moneyFilter(minor: unknown, currency: unknown = 'USD', locale: unknown = 'en'): string {
  if (typeof minor !== 'number' || !Number.isFinite(minor) || typeof currency !== 'string') return '';
  const format = new Intl.NumberFormat(typeof locale === 'string' ? locale : 'en', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
