import { beforeAll, describe, expect, it } from 'vitest';
import { transactWrite } from '../../shared/platform/db/transact';
import { newNumericId } from '../../shared/platform/ids';
import { createShop } from '../helpers/checkout';
import { orderCall, placeOrder, sellable } from '../helpers/orders';
import { collectPages } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';

let shop: Tenant;
let serum: { id: number; variantIds: number[] };
let first: any;
let second: any;
let third: any;

beforeAll(async () => {
  shop = await createShop();
  serum = await sellable(shop);
  first = await placeOrder(shop, [{ product: serum, quantity: 2 }], { email: 'Ada@Example.com' });
  second = await placeOrder(shop, [{ product: serum, quantity: 1 }], { email: 'grace@example.com' });
  third = await placeOrder(shop, [{ product: serum, quantity: 3 }], { email: 'ada@example.com' });
}, 180_000);

const ids = (res: { body: { orders: { id: number }[] } }) => res.body.orders.map((order) => order.id);

describe('GET /api/v202604/orders/{id}', () => {
  it('answers the order as placed, numbered per company from #1001, open, paid and unfulfilled, with its ledger and customer', async () => {
    const res = await orderCall(shop, 'GET', `/${first.id}`);
    expect(res.status).toBe(200);
    const order = res.body.order;
    expect(order).toMatchObject({
      id: first.id,
      number: '#1001',
      order_number: 1001,
      email: 'ada@example.com',
      status: 'open',
      financial_status: 'paid',
      fulfillment_status: 'unfulfilled',
      amount_total: first.amount_total,
      customer_id: first.cart.customer_id,
      customer: { id: first.cart.customer_id, email: 'ada@example.com', name: 'Ada Lovelace' },
      fulfillments: [],
      refunds: [],
      cancellation: null,
      metadata: {},
      version: 1,
      cancelled_at: null,
      closed_at: null,
      shipping_address: expect.objectContaining({ address1: '1 Main St' }),
      shipping_method: expect.objectContaining({ id: 'standard' }),
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: serum.id,
        quantity: 2,
        fulfilled_quantity: 0,
        refunded_quantity: 0,
        restocked_quantity: 0,
        fulfillable_quantity: 2,
      }),
    ]);
    expect(order.ledger).toEqual({
      captured: order.amount_total,
      refunded: 0,
      refundable: order.amount_total,
      shipping_refundable: order.shipping_total + order.tax_total - order.items[0].tax,
      transactions: [
        { kind: 'capture', amount: order.amount_total, gateway: 'test', refund_id: null, created_at: order.created_at },
      ],
    });
    expect([second.number, third.number]).toEqual(['#1002', '#1003']);
  });

  it('the checkout answered the same order view as the orders API', async () => {
    const { cart: _cart, ...placed } = first;
    expect((await orderCall(shop, 'GET', `/${first.id}`)).body.order).toEqual(placed);
  });

  it('another company’s order → 404; a public token → 403; a token without orders.view → 403', async () => {
    const other = await createTenant();
    expect((await orderCall(other, 'GET', `/${first.id}`)).status).toBe(404);
    const publicToken = await shop.tokenWith({ kind: 'public', permissions: ['storefront.view'] });
    expect((await orderCall(shop, 'GET', `/${first.id}`, undefined, { token: publicToken })).status).toBe(403);
    expect((await orderCall(shop, 'GET', '', undefined, { token: publicToken })).status).toBe(403);
    const partner = await shop.tokenWith({ kind: 'partner', permissions: ['storefront.view'] });
    expect((await orderCall(shop, 'GET', `/${first.id}`, undefined, { token: partner })).status).toBe(403);
    const viewer = await shop.tokenWith({ kind: 'partner', permissions: ['orders.view'] });
    expect((await orderCall(shop, 'GET', `/${first.id}`, undefined, { token: viewer })).status).toBe(200);
    expect((await orderCall(shop, 'POST', `/${first.id}/cancel`, {}, { token: viewer })).status).toBe(403);
  });

  it('an order stored before the life cycle existed reads back with its defaults: R-number, no customer, open, paid, unfulfilled', async () => {
    const id = newNumericId();
    const legacy = {
      pk: `COMPANY#${shop.company.id}`,
      sk: `ORDER#${String(id).padStart(16, '0')}`,
      entity: 'order',
      id,
      company_id: shop.company.id,
      number: `R-${id}`,
      cart_id: 1,
      email: 'old@example.com',
      country_code: 'US',
      currency_code: 'USD',
      items: [
        {
          ...first.items[0],
          fulfilled_quantity: undefined,
          refunded_quantity: undefined,
          restocked_quantity: undefined,
          fulfillable_quantity: undefined,
        },
      ],
      discount_codes: [],
      shipping_method: null,
      shipping_address: null,
      billing_address: null,
      sub_total: 2000,
      discount_total: 0,
      shipping_total: 0,
      tax_total: 0,
      amount_total: 2000,
      price_inclusive_of_tax: false,
      payment: { method: 'test', status: 'captured', amount: 2000 },
      created_at: '2026-01-02T03:04:05.000Z',
    };
    await transactWrite([{ Put: { Item: JSON.parse(JSON.stringify(legacy)) } }]);
    const res = await orderCall(shop, 'GET', `/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      number: `R-${id}`,
      order_number: null,
      customer_id: null,
      customer: null,
      buyer_rep_id: null,
      status: 'open',
      financial_status: 'paid',
      fulfillment_status: 'unfulfilled',
      metadata: {},
      version: 0,
      updated_at: '2026-01-02T03:04:05.000Z',
      ledger: { captured: 2000, refundable: 2000 },
    });
    expect((await orderCall(shop, 'GET', `?q=R-${id}`)).body.orders.map((order: { id: number }) => order.id)).toEqual([
      id,
    ]);
    // Its first change writes it with every key: it can then be refunded and found by its email.
    expect((await orderCall(shop, 'POST', `/${id}/refunds`, { refund: { amount: 500 } })).status).toBe(201);
    expect(ids(await orderCall(shop, 'GET', '?filter[email]=old@example.com'))).toEqual([id]);
  });
});

describe('GET /api/v202604/orders', () => {
  it('lists newest first and pages with cursors without repeating or skipping', async () => {
    const { rows, pages } = await collectPages(
      (cursor) =>
        orderCall(
          shop,
          'GET',
          `?filter[email]=ada@example.com&page[limit]=1${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`,
        ),
      'orders',
    );
    expect(rows.map((order) => order.id)).toEqual([third.id, first.id]);
    expect(pages).toBe(2);
    const all = await collectPages(
      (cursor) =>
        orderCall(shop, 'GET', `?page[limit]=2${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`),
      'orders',
    );
    const numbered = all.rows.filter((order) => order.order_number !== null).map((order) => order.id);
    expect(numbered).toEqual([third.id, second.id, first.id]);
  });

  it('q finds an order by number (#1002 or 1002) or by email; anything else → 422 naming q', async () => {
    expect(ids(await orderCall(shop, 'GET', `?q=${encodeURIComponent('#1002')}`))).toEqual([second.id]);
    expect(ids(await orderCall(shop, 'GET', '?q=1002'))).toEqual([second.id]);
    expect(ids(await orderCall(shop, 'GET', '?q=GRACE@example.com'))).toEqual([second.id]);
    expect(ids(await orderCall(shop, 'GET', '?q=9999'))).toEqual([]);
    const bad = await orderCall(shop, 'GET', '?q=serum');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('q');
  });

  it('filters by each status axis, by created_at range and in combination; unknown filters → 422', async () => {
    const other = await createShop();
    const product = await sellable(other);
    const [a, b, c] = [
      await placeOrder(other, [{ product, quantity: 1 }]),
      await placeOrder(other, [{ product, quantity: 2 }]),
      await placeOrder(other, [{ product, quantity: 1 }], { email: 'c@example.com' }),
    ];
    expect(
      (await orderCall(other, 'POST', `/${a.id}/fulfillments`, { fulfillment: { notify_customer: false } })).status,
    ).toBe(201);
    expect(
      (
        await orderCall(other, 'POST', `/${b.id}/fulfillments`, {
          fulfillment: { lines: [{ line_id: b.items[0].id, quantity: 1 }], notify_customer: false },
        })
      ).status,
    ).toBe(201);
    expect((await orderCall(other, 'POST', `/${c.id}/cancel`, {})).status).toBe(200);

    const list = (query: string) => orderCall(other, 'GET', `?${query}`).then(ids);
    expect(await list('filter[fulfillment_status]=fulfilled')).toEqual([a.id]);
    expect(await list('filter[fulfillment_status]=partial')).toEqual([b.id]);
    expect(await list('filter[fulfillment_status]=unfulfilled')).toEqual([c.id]);
    expect(await list('filter[status]=closed')).toEqual([a.id]);
    expect(await list('filter[status]=open')).toEqual([b.id]);
    expect(await list('filter[status]=cancelled')).toEqual([c.id]);
    expect(await list('filter[financial_status]=refunded')).toEqual([c.id]);
    expect(await list('filter[financial_status]=paid')).toEqual([b.id, a.id]);
    expect(await list('filter[financial_status]=paid&filter[fulfillment_status]=partial')).toEqual([b.id]);
    expect(await list('filter[email]=buyer@example.com&filter[status]=closed')).toEqual([a.id]);
    expect(await list(`filter[created_at][from]=${encodeURIComponent(b.created_at)}`)).toEqual([c.id, b.id]);
    expect(await list(`filter[created_at][to]=${encodeURIComponent(b.created_at)}`)).toEqual([b.id, a.id]);
    expect(
      await list(
        `filter[created_at][from]=${encodeURIComponent(b.created_at)}&filter[created_at][to]=${encodeURIComponent(b.created_at)}&filter[status]=open`,
      ),
    ).toEqual([b.id]);
    expect(await list('filter[rep_id]=42')).toEqual([]);
    const unknown = await orderCall(other, 'GET', '?filter[total]=1');
    expect(unknown.status).toBe(422);
    expect((await orderCall(other, 'GET', '?filter[status]=shipped')).status).toBe(422);
  }, 120_000);
});
