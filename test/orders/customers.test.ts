import { beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { placeOrder, sellable } from '../helpers/orders';
import { collectPages } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';

const CUSTOMERS = '/api/v202604/customers';
let shop: Tenant;
let ada: any;
let adaAgain: any;
let grace: any;

beforeAll(async () => {
  shop = await createShop();
  const serum = await sellable(shop);
  ada = await placeOrder(shop, [{ product: serum, quantity: 1 }], { email: 'ada@example.com' });
  grace = await placeOrder(shop, [{ product: serum, quantity: 5 }], { email: 'grace@example.com' });
  adaAgain = await placeOrder(shop, [{ product: serum, quantity: 1 }], { email: 'ADA@example.com' });
}, 180_000);

const list = (query = '') => api('GET', `${CUSTOMERS}${query}`, { token: shop.token });

describe('customers', { timeout: 120_000 }, () => {
  it('one customer per email, created by the first order and updated by the next; the cart and order carry its id', async () => {
    expect(ada.customer_id).toBe(adaAgain.customer_id);
    expect(ada.cart.customer_id).toBe(ada.customer_id);
    expect(grace.customer_id).not.toBe(ada.customer_id);
    const res = await api('GET', `${CUSTOMERS}/${ada.customer_id}`, { token: shop.token });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      id: ada.customer_id,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      orders_count: 2,
      total_spent: ada.amount_total + adaAgain.amount_total,
      currency_code: 'USD',
      spent_by_currency: { USD: ada.amount_total + adaAgain.amount_total },
      first_order_at: ada.created_at,
      last_order_at: adaAgain.created_at,
      last_order_id: adaAgain.id,
      addresses: [expect.objectContaining({ address1: '1 Main St' })],
    });
    expect(res.body.customer.recent_orders.map((order: { id: number }) => order.id)).toEqual([adaAgain.id, ada.id]);
  });

  it('lists by last order (default) or total spent, pages with cursors, and searches by email or name', async () => {
    expect((await list()).body.customers.map((c: { email: string }) => c.email)).toEqual([
      'ada@example.com',
      'grace@example.com',
    ]);
    expect((await list('?sort=-total_spent')).body.customers.map((c: { email: string }) => c.email)).toEqual([
      'grace@example.com',
      'ada@example.com',
    ]);
    expect((await list('?sort=total_spent')).body.customers.map((c: { email: string }) => c.email)).toEqual([
      'ada@example.com',
      'grace@example.com',
    ]);
    const { rows, pages } = await collectPages(
      (cursor) => list(`?page[limit]=1${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`),
      'customers',
    );
    expect([rows.map((c) => c.email), pages]).toEqual([['ada@example.com', 'grace@example.com'], 2]);
    expect((await list('?q=GRACE@example.com')).body.customers.map((c: { id: number }) => c.id)).toEqual([
      grace.customer_id,
    ]);
    // Every word must occur in the name or email (both buyers ship to the name Ada Lovelace).
    expect((await list('?q=lovelace')).body.customers.map((c: { id: number }) => c.id)).toEqual([
      ada.customer_id,
      grace.customer_id,
    ]);
    expect((await list('?q=Lovelace%20grace')).body.customers.map((c: { id: number }) => c.id)).toEqual([
      grace.customer_id,
    ]);
    expect((await list('?sort=name')).status).toBe(422);
  });

  it('another company’s customer → 404; public tokens and tokens without customers.view → 403', async () => {
    const other = await createTenant();
    expect((await api('GET', `${CUSTOMERS}/${ada.customer_id}`, { token: other.token })).status).toBe(404);
    const publicToken = await shop.tokenWith({ kind: 'public', permissions: ['storefront.view'] });
    expect((await api('GET', CUSTOMERS, { token: publicToken })).status).toBe(403);
    const ordersOnly = await shop.tokenWith({ kind: 'partner', permissions: ['orders.view'] });
    expect((await api('GET', `${CUSTOMERS}/${ada.customer_id}`, { token: ordersOnly })).status).toBe(403);
  });
});
