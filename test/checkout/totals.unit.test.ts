import { describe, expect, it } from 'vitest';
import {
  allocateDiscounts,
  spread,
  type ApplicableDiscount,
  type DiscountableLine,
} from '../../shared/domains/checkout/discount-allocation';
import { recurringCharges } from '../../shared/domains/checkout/recurring';
import { fallbackTax, taxOf } from '../../shared/domains/checkout/tax-rules';
import { computeTotals } from '../../shared/domains/checkout/totals';

const line = (id: number, amount: number, extra: Partial<DiscountableLine> = {}): DiscountableLine => ({
  id,
  amount,
  product_id: id * 10,
  category_ids: [],
  collection_ids: [],
  ...extra,
});
const code = (overrides: Partial<ApplicableDiscount>): ApplicableDiscount => ({
  code: 'C',
  kind: 'percentage',
  percentage: 10,
  amount: null,
  applies_to: 'cart',
  target_ids: [],
  ...overrides,
});
const us = {
  tax_enabled: true,
  tax_standard_rate: 8.875,
  price_inclusive_of_tax: false,
  price_inclusive_tax_name: null,
};
const de = {
  tax_enabled: true,
  tax_standard_rate: 19,
  price_inclusive_of_tax: true,
  price_inclusive_tax_name: 'MwSt.',
};

describe('spread (largest remainder)', () => {
  it.each([
    [650, [3998, 2500], [400, 250]],
    [1, [1, 1, 1], [1, 0, 0]],
    [100, [50, 50], [50, 50]],
    [7, [0, 10], [0, 7]],
  ])('splits %i over %j exactly as %j', (total, weights, expected) => {
    expect(spread(total, weights)).toEqual(expected);
    expect(spread(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('allocateDiscounts', () => {
  it('takes a percentage of the eligible lines and spreads it exactly', () => {
    const allocation = allocateDiscounts([line(1, 3998), line(2, 2500)], [code({ code: 'TEN' })]);
    expect(Object.fromEntries(allocation.byLine)).toEqual({ 1: 400, 2: 250 });
    expect(allocation.byCode.get('TEN')).toBe(650);
  });

  it('caps a fixed amount at the eligible amount', () => {
    const allocation = allocateDiscounts(
      [line(1, 300)],
      [code({ kind: 'fixed_amount', percentage: null, amount: 500 })],
    );
    expect(allocation.byLine.get(1)).toBe(300);
  });

  it.each([
    ['products', { applies_to: 'products' as const, target_ids: [20] }, { 1: 0, 2: 250 }],
    ['categories', { applies_to: 'categories' as const, target_ids: [7] }, { 1: 400, 2: 0 }],
    ['collections', { applies_to: 'collections' as const, target_ids: [9] }, { 1: 0, 2: 250 }],
  ])('limits a code scoped to %s to the matching lines', (_scope, scope, expected) => {
    const lines = [line(1, 4000, { category_ids: [7] }), line(2, 2500, { collection_ids: [9] })];
    expect(Object.fromEntries(allocateDiscounts(lines, [code(scope)]).byLine)).toEqual(expected);
  });

  it('applies stacked codes to what earlier codes left', () => {
    const allocation = allocateDiscounts(
      [line(1, 1000)],
      [code({ code: 'A', kind: 'fixed_amount', percentage: null, amount: 500 }), code({ code: 'B', percentage: 10 })],
    );
    expect(allocation.byLine.get(1)).toBe(550);
    expect(Object.fromEntries(allocation.byCode)).toEqual({ A: 500, B: 50 });
  });

  it('flags free shipping only when a line is in its scope', () => {
    const freeShipping = code({ kind: 'free_shipping', percentage: null, applies_to: 'products', target_ids: [10] });
    expect(allocateDiscounts([line(1, 100)], [freeShipping]).freeShipping).toBe(true);
    expect(allocateDiscounts([line(2, 100)], [freeShipping]).freeShipping).toBe(false);
  });
});

describe('tax rules', () => {
  it('adds tax on top when prices exclude it and extracts it when they include it', () => {
    expect(taxOf(3598, 8.875, false)).toBe(319);
    expect(taxOf(2380, 19, true)).toBe(380);
    expect(taxOf(1000, 0, false)).toBe(0);
  });

  it('collects nothing in a country with tax disabled', () => {
    expect(fallbackTax([{ id: 1, total: 1000, taxable: true }], 500, { ...us, tax_enabled: false }).tax_total).toBe(0);
  });
});

describe('computeTotals: hand-computed carts', () => {
  it('USD, tax on top (8.875 %), 10 % code, $5.00 shipping', () => {
    const lines = [
      { id: 1, quantity: 2, unit_price: 1999 },
      { id: 2, quantity: 1, unit_price: 2500 },
    ];
    const discounts = allocateDiscounts([line(1, 3998), line(2, 2500)], [code({})]);
    const tax = fallbackTax(
      [
        { id: 1, total: 3598, taxable: true },
        { id: 2, total: 2250, taxable: true },
      ],
      500,
      us,
    );
    const totals = computeTotals({ lines, discounts, shipping: 500, tax, price_inclusive_of_tax: false });
    // 3998 + 2500 = 6498; 10 % = 650 (400 + 250); tax 319 + 200 + 44 (shipping) = 563; due 5848 + 500 + 563.
    expect(totals).toMatchObject({
      sub_total: 6498,
      discount_total: 650,
      subtotal_after_discounts: 5848,
      shipping_total: 500,
      item_tax: 519,
      shipping_tax: 44,
      tax_total: 563,
      amount_total: 6911,
      net_subtotal: 5848,
      shipping_net: 500,
      inclusive_shipping_tax: 0,
    });
    expect(totals.lines.get(1)).toEqual({ total: 3998, discount_amount: 400, total_after_discounts: 3598, tax: 319 });
  });

  it('EUR, prices include 19 % VAT, €5.95 shipping: tax is extracted, not added', () => {
    const lines = [
      { id: 1, quantity: 1, unit_price: 2380 },
      { id: 2, quantity: 2, unit_price: 1190 },
    ];
    const discounts = allocateDiscounts([line(1, 2380), line(2, 2380)], []);
    const tax = fallbackTax(
      [
        { id: 1, total: 2380, taxable: true },
        { id: 2, total: 2380, taxable: true },
      ],
      595,
      de,
    );
    const totals = computeTotals({ lines, discounts, shipping: 595, tax, price_inclusive_of_tax: true });
    // 2380 × 19/119 = 380 per line; shipping 595 × 19/119 = 95; due 4760 + 595.
    expect(totals).toMatchObject({
      sub_total: 4760,
      tax_total: 855,
      amount_total: 5355,
      net_subtotal: 4000,
      shipping_net: 500,
      inclusive_shipping_tax: 95,
    });
    expect(tax.tax_label).toBe('MwSt.');
  });

  it('a free-shipping code discounts the shipping and its tax', () => {
    const discounts = allocateDiscounts([line(1, 1000)], [code({ kind: 'free_shipping', percentage: null })]);
    const tax = fallbackTax([{ id: 1, total: 1000, taxable: true }], 0, us);
    const totals = computeTotals({
      lines: [{ id: 1, quantity: 1, unit_price: 1000 }],
      discounts,
      shipping: 700,
      tax,
      price_inclusive_of_tax: false,
    });
    expect(totals).toMatchObject({
      shipping_total: 700,
      shipping_discount: 700,
      discount_total: 700,
      shipping_tax: 0,
      amount_total: 1000 + 89,
    });
  });
});

describe('recurringCharges', () => {
  it('groups subscribed lines by cadence and start date, after the trial', () => {
    const monthly = {
      billing_interval: 1,
      billing_interval_unit: 'month' as const,
      trial_period: 0,
      trial_period_unit: 'day' as const,
    };
    const charges = recurringCharges(
      [
        { quantity: 2, unit_price: 900, plan: monthly },
        { quantity: 1, unit_price: 1500, plan: monthly },
        { quantity: 1, unit_price: 500, plan: { ...monthly, billing_interval: 2, trial_period: 14 } },
      ],
      new Date('2026-04-10T15:00:00Z'),
    );
    expect(charges).toEqual([
      {
        subtotal: 3300,
        interval: 1,
        interval_unit: 'month',
        interval_unit_identifier: 'P1M',
        frequency: 'every month',
        start_date: '2026-04-10',
      },
      {
        subtotal: 500,
        interval: 2,
        interval_unit: 'month',
        interval_unit_identifier: 'P2M',
        frequency: 'every 2 months',
        start_date: '2026-04-24',
      },
    ]);
  });
});
