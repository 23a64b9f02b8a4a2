import { beforeAll, describe, expect, it } from 'vitest';
import { rollUpEvent } from '../../shared/domains/analytics/roll-up-event';
import { createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { orderCall, placeOrder, sellable } from '../helpers/orders';
import { createTenant, type Tenant } from '../helpers/tenant';
import { createFieldMember } from '../genealogy/field-members';

const DASHBOARD = '/api/v202604/analytics/dashboard';
let shop: Tenant;
let serum: { id: number; variantIds: number[] };
let mask: { id: number; variantIds: number[] };

const summary = (tenant: Tenant, query = '', token = tenant.token) =>
  api<any>('GET', `${DASHBOARD}/summary${query}`, { token });

/** The figures the dashboard must show, recomputed from the company's orders as the orders API answers them. */
async function expectedFromOrders(tenant: Tenant) {
  const res = await orderCall(tenant, 'GET', '?page[limit]=100');
  expect(res.status).toBe(200);
  const orders: any[] = res.body.orders;
  const gross = orders.reduce((sum, order) => sum + order.amount_total, 0);
  const refunded = orders.flatMap((order) => order.refunds).reduce((sum, refund) => sum + refund.amount, 0);
  const products = new Map<number, { units: number; revenue: number }>();
  for (const item of orders.flatMap((order) => order.items)) {
    const row = products.get(item.product_id) ?? { units: 0, revenue: 0 };
    row.units += item.quantity;
    row.revenue += item.total_after_discounts;
    products.set(item.product_id, row);
  }
  return {
    orders,
    sales: [
      {
        currency_code: 'USD',
        orders: orders.length,
        gross_sales: gross,
        refunded,
        net_sales: gross - refunded,
        average_order: Math.round(gross / orders.length),
      },
    ],
    cancelled: orders.filter((order) => order.cancellation).length,
    bestSellers: [...products]
      .sort(([, a], [, b]) => b.revenue - a.revenue)
      .map(([product_id, row]) => ({ product_id, ...row })),
  };
}

beforeAll(async () => {
  shop = await createShop();
  serum = await sellable(shop, 'Serum');
  mask = await sellable(shop, 'Mask');
  await placeOrder(shop, [{ product: serum, quantity: 2 }]);
  const refundedOrder = await placeOrder(shop, [
    { product: serum, quantity: 1 },
    { product: mask, quantity: 3 },
  ]);
  const cancelledOrder = await placeOrder(shop, [{ product: mask, quantity: 1 }]);
  await placeOrder(shop, [{ product: mask, quantity: 4 }]);
  const line = refundedOrder.items.find((item: any) => item.product_id === mask.id);
  const refund = await orderCall(shop, 'POST', `/${refundedOrder.id}/refunds`, {
    refund: { lines: [{ line_id: line.id, quantity: 2, restock: false }] },
  });
  expect(refund.status).toBe(201);
  const cancel = await orderCall(shop, 'POST', `/${cancelledOrder.id}/cancel`, {
    cancellation: { reason: 'customer' },
  });
  expect(cancel.status).toBe(200);
  await createFieldMember(shop);
  await createFieldMember(shop);
}, 180_000);

describe('the Home dashboard', { timeout: 120_000 }, () => {
  it('agrees exactly with the orders it summarises: sales, refunds, average order, cancellations, best sellers, new reps', async () => {
    const expected = await expectedFromOrders(shop);
    await expect
      .poll(async () => (await summary(shop, '?range=today')).body, { timeout: 60_000, interval: 500 })
      .toMatchObject({
        sales: expected.sales,
        orders: expected.orders.length,
        cancelled_orders: expected.cancelled,
        new_reps: 2,
      });
    const month = await summary(shop, '?range=month&country=US');
    expect(month.status).toBe(200);
    expect(month.body.sales).toEqual(expected.sales);
    const today = new Date().toISOString().slice(0, 10);
    expect(month.body.range).toEqual({ from: `${today.slice(0, 7)}-01`, to: today, country: 'US' });

    const sellers = await api<any>('GET', `${DASHBOARD}/best_sellers?range=custom&from=${today}&to=${today}`, {
      token: shop.token,
    });
    expect(sellers.status).toBe(200);
    expect(sellers.body.rows.map(({ product_id, units, revenue }: any) => ({ product_id, units, revenue }))).toEqual(
      expected.bestSellers,
    );
    expect(sellers.body.rows[0]).toMatchObject({ rank: 1, title: expect.any(String), currency_code: 'USD' });

    const elsewhere = await summary(shop, '?country=GB');
    expect(elsewhere.body).toMatchObject({ sales: [], orders: 0, cancelled_orders: 0 });
  });

  it('a replayed event counts nothing twice', async () => {
    const expected = await expectedFromOrders(shop);
    await expect.poll(async () => (await summary(shop, '?range=today')).body.sales).toEqual(expected.sales);
    const { meta: _meta, ...before } = (await summary(shop, '?range=today')).body;
    // Each order's events again, under new event ids: the order's facts are already counted.
    for (const order of expected.orders)
      expect(
        await rollUpEvent({
          event_id: `evt_replay_${order.id}`,
          company_id: shop.company.id,
          resource: 'order',
          event: 'updated',
          data: order,
          occurred_at: new Date().toISOString(),
        }),
      ).toBe(0);
    // One member event delivered twice counts once.
    const member = {
      event_id: `evt_member_${shop.company.id}`,
      company_id: shop.company.id,
      resource: 'member',
      event: 'created',
      data: { type: 'rep', country_code: 'US' },
      occurred_at: new Date().toISOString(),
    };
    expect(await rollUpEvent(member)).toBe(1);
    expect(await rollUpEvent(member)).toBe(0);
    const { meta: _after, ...after } = (await summary(shop, '?range=today')).body;
    expect(after).toEqual({ ...before, new_reps: before.new_reps + 1 });
  });

  it("another company's token sees nothing of this company; a token without analytics.view is refused", async () => {
    const other = await createTenant();
    const res = await summary(other, '?range=today');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sales: [], orders: 0, new_reps: 0 });
    const sellers = await api<any>('GET', `${DASHBOARD}/best_sellers`, { token: other.token });
    expect(sellers.body.rows).toEqual([]);
    const ordersOnly = await shop.tokenWith({ kind: 'partner', permissions: ['orders.view'] });
    expect((await summary(shop, '', ordersOnly)).status).toBe(403);
  });

  it('refuses a bad range with the error envelope', async () => {
    for (const query of [
      '?range=custom',
      '?range=custom&from=2026-01-10&to=2026-01-01',
      '?range=custom&from=2024-01-01&to=2025-06-01',
      '?from=2026-01-01',
      '?country=usa',
      '?range=week',
    ]) {
      const res = await summary(shop, query);
      expect(res.status, query).toBe(422);
      expect(res.body.error ?? res.body.errors, query).toBeDefined();
    }
  });
});
