import { currencyDigits, formatMoney } from '../storefront/money/format-money';

/**
 * How a surface writes money (SPEC "Cart item"): integers in minor units on checkout v2026-04,
 * decimal strings in the currency's major unit on public v2025-06.
 */
export type MoneyMode = 'integer' | 'string';

/** Fraction digits of a currency per ISO 4217 as Intl knows them (JPY 0, USD 2, KWD 3); the catalog's own rule. */
export const currencyDecimalPlaces = currencyDigits;

/** The money writer of one cart: its currency, display locale and the surface's mode. */
export interface MoneyWriter {
  /** The amount as the surface writes money: an integer, or a decimal string (`"12.34"`). */
  value(minor: number): number | string;
  /** The amount formatted for display with Intl.NumberFormat (`$12.34`, `12,34 €`): the one `_in_currency` meaning (formatMoney). */
  inCurrency(minor: number): string;
}

/**
 * Builds the money writer for a cart. The display locale is the cart's language in its country
 * (`de-DE`); an unknown locale falls back to English.
 *
 * @example const money = moneyWriter('EUR', 'de-DE', 'string'); money.value(1234) // '12.34'; money.inCurrency(1234) // '12,34 €'
 */
export function moneyWriter(currency: string, locale: string, mode: MoneyMode): MoneyWriter {
  const digits = currencyDecimalPlaces(currency);
  return {
    value: (minor) => (mode === 'integer' ? minor : (minor / 10 ** digits).toFixed(digits)),
    inCurrency: (minor) => formatMoney(minor, currency, locale),
  };
}
