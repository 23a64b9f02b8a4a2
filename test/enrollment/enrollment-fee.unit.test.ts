import { describe, expect, it } from 'vitest';
import { enrollmentFeeIn } from '../../shared/domains/enrollment/enrollment-fee';

describe('enrollmentFeeIn: the shop-currency fee in the cart currency’s minor units', () => {
  it.each([
    [2500, 'USD', 'USD', 2500],
    [2500, 'USD', 'EUR', 2500],
    [2500, 'USD', 'JPY', 25],
    [2550, 'USD', 'JPY', 26],
    [2549, 'USD', 'JPY', 25],
    [2500, 'USD', 'KWD', 25_000],
    [2500, 'USD', 'BHD', 25_000],
    [3000, 'JPY', 'USD', 300_000],
    [3000, 'JPY', 'KWD', 3_000_000],
    [25_000, 'KWD', 'JPY', 25],
    [25_005, 'KWD', 'USD', 2501],
    [0, 'USD', 'JPY', 0],
  ])('%i %s → %s: %i', (fee, shop, cart, expected) => {
    expect(enrollmentFeeIn(fee, shop, cart)).toBe(expected);
  });
});
