import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/domains/orders/order-entity';
import { financialStatus, fulfillmentStatus, orderStatus } from '../../shared/domains/orders/order-state';
import { unitsRefundAmount } from '../../shared/domains/orders/refund-amounts';

const line = (quantity: number, totalAfterDiscounts: number, tax: number) =>
  ({
    id: 1,
    product_id: 1,
    variant_id: 1,
    title: 'T',
    product_title: 'P',
    sku: null,
    quantity,
    price: 0,
    total: totalAfterDiscounts,
    discount_amount: 0,
    total_after_discounts: totalAfterDiscounts,
    tax,
    subscription: false,
    subscription_plan_id: null,
  }) as Order['items'][number];

const fulfillment = (quantity: number, status: 'success' | 'cancelled' = 'success') => ({
  id: quantity,
  order_id: 1,
  status,
  lines: [{ line_id: 1, quantity }],
  tracking_number: null,
  tracking_company: null,
  tracking_url: null,
  notify_customer: false,
  created_at: '',
  updated_at: '',
  cancelled_at: null,
});
const refund = (quantity: number, amount: number) => ({
  id: amount,
  amount,
  lines: quantity ? [{ line_id: 1, quantity, amount, restock_quantity: 0 }] : [],
  shipping_amount: 0,
  note: null,
  gateway: 'test',
  created_at: '',
});

describe('refund amounts (pure)', () => {
  it.each([
    [3, 1000, 89, false],
    [7, 999, 0, true],
    [1, 1, 0, true],
  ])(
    'refunding %i units one at a time adds up to the line’s charge exactly (total %i, tax %i, inclusive %s)',
    (quantity, total, tax, inclusive) => {
      const subject = line(quantity, total, tax);
      const parts = Array.from({ length: quantity }, (_, refunded) =>
        unitsRefundAmount(subject, inclusive, refunded, 1),
      );
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total + (inclusive ? 0 : tax));
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(quantity);
    },
  );

  it('a refund of several units is the same as the units one by one', () => {
    const subject = line(3, 1000, 89);
    expect(unitsRefundAmount(subject, false, 1, 2)).toBe(
      unitsRefundAmount(subject, false, 1, 1) + unitsRefundAmount(subject, false, 2, 1),
    );
  });
});

describe('status axes (pure, derived from fulfilments, refunds and cancellation)', () => {
  const order = (changes: Partial<Order>) =>
    ({
      items: [line(2, 2000, 0)],
      fulfillments: [],
      refunds: [],
      cancellation: null,
      payment: { method: 'test', status: 'captured', amount: 2000 },
      ...changes,
    }) as Order;

  it.each([
    ['placed', {}, 'open', 'paid', 'unfulfilled'],
    ['one unit shipped', { fulfillments: [fulfillment(1)] }, 'open', 'paid', 'partial'],
    ['both shipped', { fulfillments: [fulfillment(1), fulfillment(1)] }, 'closed', 'paid', 'fulfilled'],
    [
      'a cancelled fulfilment does not count',
      { fulfillments: [fulfillment(2, 'cancelled')] },
      'open',
      'paid',
      'unfulfilled',
    ],
    [
      'one shipped, one refunded',
      { fulfillments: [fulfillment(1)], refunds: [refund(1, 1000)] },
      'closed',
      'partially_refunded',
      'fulfilled',
    ],
    ['everything refunded before shipping', { refunds: [refund(2, 2000)] }, 'closed', 'refunded', 'unfulfilled'],
    [
      'an amount-only refund leaves the units to ship',
      { refunds: [refund(0, 500)] },
      'open',
      'partially_refunded',
      'unfulfilled',
    ],
    [
      'cancelled',
      {
        refunds: [refund(2, 2000)],
        cancellation: {
          reason: 'customer' as const,
          restock: true,
          restocked_lines: [],
          refund_id: 2000,
          cancelled_at: '',
        },
      },
      'cancelled',
      'refunded',
      'unfulfilled',
    ],
  ])('%s → %s / %s / %s', (_name, changes, status, financial, fulfillmentAxis) => {
    const subject = order(changes as Partial<Order>);
    expect([orderStatus(subject), financialStatus(subject), fulfillmentStatus(subject)]).toEqual([
      status,
      financial,
      fulfillmentAxis,
    ]);
  });
});
