import { describe, expect, it } from 'vitest';
import { moneyFilter } from '../../shared/domains/themes/money-filter';

/** The theme `money` filter reuses one formatter per locale and currency; its output must not depend on what was formatted before. */
describe('money filter', () => {
  it('formats minor units for the currency and locale, the same on every call', () => {
    for (let call = 0; call < 2; call++) {
      expect(moneyFilter(123456, 'USD')).toBe('$1,234.56');
      expect(moneyFilter(1234, 'JPY')).toBe('¥1,234');
      expect(moneyFilter(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
      expect(moneyFilter(1234567, 'KWD')).toBe('KWD\u00a01,234.567');
    }
  });

  it('renders a non-number empty and refuses an unknown currency as Intl does, every time', () => {
    expect(moneyFilter('12', 'USD')).toBe('');
    expect(moneyFilter(Number.NaN, 'USD')).toBe('');
    expect(() => moneyFilter(100, 'US')).toThrow(RangeError);
    expect(() => moneyFilter(100, 'US')).toThrow(RangeError);
  });
});
