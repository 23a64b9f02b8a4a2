import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney } from '../../shared/domains/storefront/money/format-money';

describe('formatMoney (minor units → the one `_in_currency` string, Intl.NumberFormat)', () => {
  it.each([
    [123450, 'USD', 'en-US', '$1,234.50'],
    [123450, 'EUR', 'de-DE', new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5)],
    [1500, 'JPY', 'en-JP', new Intl.NumberFormat('en-JP', { style: 'currency', currency: 'JPY' }).format(1500)],
    [12345, 'KWD', 'en-KW', new Intl.NumberFormat('en-KW', { style: 'currency', currency: 'KWD' }).format(12.345)],
    [0, 'GBP', 'en-GB', '£0.00'],
  ])('%i %s in %s', (minor, currency, locale, formatted) => {
    expect(formatMoney(minor, currency, locale)).toBe(formatted);
  });

  it('uses the currency’s own minor unit digits', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('falls back to English for a locale Intl rejects', () => {
    expect(formatMoney(100, 'USD', 'not a locale!')).toBe('$1.00');
  });
});
