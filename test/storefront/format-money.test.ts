import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney } from '../../shared/storefront/money/format-money';

describe('formatMoney (minor units → Intl.NumberFormat strings)', () => {
  it.each([
    [123450, 'USD', 'en-US', '1234.50', '$1,234.50'],
    [123450, 'EUR', 'de-DE', '1234.50', new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5)],
    [1500, 'JPY', 'en-JP', '1500', new Intl.NumberFormat('en-JP', { style: 'currency', currency: 'JPY' }).format(1500)],
    [12345, 'KWD', 'en-KW', '12.345', new Intl.NumberFormat('en-KW', { style: 'currency', currency: 'KWD' }).format(12.345)],
    [0, 'GBP', 'en-GB', '0.00', '£0.00'],
  ])('%i %s in %s', (minor, currency, locale, inCurrency, display) => {
    expect(formatMoney(minor, currency, locale)).toEqual({ in_currency: inCurrency, display });
  });

  it('uses the currency’s own minor unit digits', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('falls back to English for a locale Intl rejects', () => {
    expect(formatMoney(100, 'USD', 'not a locale!').display).toBe('$1.00');
  });
});
