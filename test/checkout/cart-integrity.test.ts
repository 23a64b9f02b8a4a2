import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartCall, CARTS, createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import type { Tenant } from '../helpers/tenant';

let shop: Tenant;
let serum: { id: number; variantIds: number[] };
const item = (quantity = 1) => ({ product_id: serum.id, variant_id: serum.variantIds[0], quantity });

beforeAll(async () => {
  shop = await createShop();
  serum = await createProduct(shop, 'Serum', [{ prices: { US: { price: 1999, shipping: 250 } } }]);
});

describe('state_revision', () => {
  it('every change bumps it; a write with a stale If-Match is a 409 carrying the current cart, and nothing is written', async () => {
    const { token, cart } = await createCart(shop, { country_code: 'US', items: [item()] });
    const tabA = await cartCall(
      shop,
      'PATCH',
      `/${token}`,
      { email: 'a@example.com' },
      { 'if-match': `"${cart.state_revision}"` },
    );
    expect(tabA.body.cart.state_revision).toBe(cart.state_revision + 1);
    expect(tabA.headers.get('etag')).toBe(`"${cart.state_revision + 1}"`);
    const tabB = await cartCall(
      shop,
      'PATCH',
      `/${token}`,
      { email: 'b@example.com' },
      { 'if-match': `"${cart.state_revision}"` },
    );
    expect(tabB.status).toBe(409);
    expect(tabB.body).toMatchObject({
      errors: { state_revision: [expect.stringContaining('stale')] },
      meta: { cart: { email: 'a@example.com', state_revision: cart.state_revision + 1 } },
    });
    expect((await cartCall(shop, 'GET', `/${token}`)).body.cart.email).toBe('a@example.com');
  });

  it('concurrent writes without If-Match are all applied (a lost race is re-applied on the fresh cart)', async () => {
    const { token, cart } = await createCart(shop, { country_code: 'US', items: [item()] });
    const results = await Promise.all(
      [1, 2, 3].map(() => cartCall(shop, 'POST', `/${token}/items`, { items: [item()] })),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    const final = await cartCall(shop, 'GET', `/${token}`);
    expect(final.body.cart).toMatchObject({
      state_revision: cart.state_revision + 3,
      items: [expect.objectContaining({ quantity: 4 })],
    });
  });

  it('422 for a malformed If-Match', async () => {
    const { token } = await createCart(shop, { country_code: 'US' });
    const res = await cartCall(shop, 'PATCH', `/${token}`, { email: 'a@example.com' }, { 'if-match': 'yesterday' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('If-Match');
  });
});

describe('shops and tokens', () => {
  it('a cart is invisible to another shop (404), and creating one needs a known shop', async () => {
    const other = await createShop();
    const { token } = await createCart(shop, { country_code: 'US', items: [item()] });
    expect((await cartCall(other, 'GET', `/${token}`)).status).toBe(404);
    expect((await cartCall(other, 'PATCH', `/${token}`, { email: 'x@example.com' })).status).toBe(404);
    expect(
      (await api('GET', `${CARTS}/${token}`, { headers: { host: `${shop.company.subdomain}.localhost` } })).status,
    ).toBe(200);
    expect((await api('POST', CARTS, { body: { country_code: 'US' } })).status).toBe(404);
    expect(
      (await api('POST', CARTS, { body: { country_code: 'US' }, headers: { 'x-service-shop': 'no-such-shop-here' } }))
        .status,
    ).toBe(404);
  });

  it("another shop's products cannot be put in a cart (422 naming the item)", async () => {
    const other = await createShop();
    const foreign = await createProduct(other, 'Foreign', [{ prices: { US: { price: 100 } } }]);
    const res = await cartCall(shop, 'POST', '', {
      country_code: 'US',
      items: [{ product_id: foreign.id, variant_id: foreign.variantIds[0], quantity: 1 }],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)[0]).toMatch(/^cart\.items\.0/);
  });

  it('422 for a country the shop does not sell in, and for a variant not sold in the cart country', async () => {
    expect((await cartCall(shop, 'POST', '', { country_code: 'FR' })).body.errors).toHaveProperty([
      'cart.country_code',
    ]);
    const { token } = await createCart(shop, { country_code: 'DE' });
    const res = await cartCall(shop, 'POST', `/${token}/items`, { items: [item()] });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.errors)).toContain('not sold in Germany');
    expect(res.body.meta.cart.items).toEqual([]);
  });

  it('cart tokens are long, random and never stored in clear', async () => {
    const tokens = await Promise.all([1, 2, 3].map(async () => (await createCart(shop, { country_code: 'US' })).token));
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) expect(token).toMatch(/^ct_[A-Za-z0-9_-]{43}$/);
  });
});

describe('items', () => {
  it('updates a quantity, removes an item, and 404s an unknown item with the cart in meta', async () => {
    const { token, cart } = await createCart(shop, { country_code: 'US', items: [item(2)] });
    const lineId = cart.items[0].id;
    expect((await cartCall(shop, 'PATCH', `/${token}/items/${lineId}`, { quantity: 5 })).body.cart).toMatchObject({
      sub_total: 9995,
    });
    expect((await cartCall(shop, 'DELETE', `/${token}/items/${lineId}`)).body.cart).toMatchObject({
      items: [],
      sub_total: 0,
      amount_total: 0,
    });
    const missing = await cartCall(shop, 'PATCH', `/${token}/items/${lineId}`, { quantity: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toMatchObject({ shop_url: expect.any(String), cart: { items: [] } });
  });
});

describe('tax and shipping callbacks', () => {
  let server: Receiver;
  beforeEach(async () => {
    server = await startReceiver();
  });
  afterEach(async () => {
    await server.close();
  });

  const shippingAnswer = {
    shipping_options: [{ id: 'courier', title: 'Courier', price: 900, delivery_time_estimate: 'tomorrow' }],
  };
  async function withCallback(definition: string) {
    const tenant = await createShop();
    const product = await createProduct(tenant, 'Serum', [{ prices: { US: { price: 1000, shipping: 300 } } }]);
    const res = await api('POST', '/api/callback/registrations', {
      token: tenant.token,
      body: { callback_registration: { definition_name: definition, url: server.url } },
    });
    if (res.status !== 201) throw new Error(res.text);
    return { tenant, items: [{ product_id: product.id, variant_id: product.variantIds[0], quantity: 1 }] };
  }

  it('uses the answer of a callback that answers (tax from the callback, not stale)', async () => {
    server.respond = () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        line_items: [{ id: 1, tax: 123, rate: 0.123 }],
        shipping_tax: 0,
        tax_total: 123,
        tax_label: 'Sales tax',
      }),
    });
    const { tenant, items } = await withCallback('tax_calculation');
    const { cart, res } = await createCart(tenant, { country_code: 'US', items });
    expect(cart).toMatchObject({ tax_total: 123, totals: { tax_label: 'Sales tax' } });
    expect(res.body.meta.totals_stale).toBe(false);
    expect(JSON.parse(server.requests[0]!.rawBody).payload.cart.line_items[0]).toMatchObject({
      id: 1,
      unit_price: 1000,
      quantity: 1,
    });
  });

  it.each([
    [
      'answers garbage',
      () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"shipping_options": "soon"}' }),
    ],
    ['answers with a server error', () => ({ status: 503, body: 'down' })],
  ])('falls back and flags totals_stale when the callback %s', async (_case, respond) => {
    server.respond = respond;
    const { tenant, items } = await withCallback('shipping_options');
    const { cart, res } = await createCart(tenant, { country_code: 'US', items });
    expect(res.body.meta.totals_stale).toBe(true);
    expect(cart.available_shipping_methods).toEqual([expect.objectContaining({ id: 'standard', price: 300 })]);
  });

  it('falls back and flags totals_stale when the callback is down', async () => {
    const { tenant, items } = await withCallback('shipping_options');
    await server.close();
    const { res } = await createCart(tenant, { country_code: 'US', items });
    expect(res.body.meta.totals_stale).toBe(true);
  });

  it('falls back and flags totals_stale when the callback answers after the 5 s timeout; answering in time uses it', async () => {
    server.respond = (_request, index) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shippingAnswer),
      delayMs: index === 0 ? 6_000 : 0,
    });
    const { tenant, items } = await withCallback('shipping_options');
    const late = await createCart(tenant, { country_code: 'US', items });
    expect(late.res.body.meta.totals_stale).toBe(true);
    const onTime = await cartCall(tenant, 'PATCH', `/${late.token}`, { shipping_method_id: 'courier' });
    expect(onTime.body.meta.totals_stale).toBe(false);
    expect(onTime.body.cart).toMatchObject({
      shipping_total: 900,
      shipping_method: { id: 'courier', name: 'Courier' },
    });
  }, 20_000);
});

describe('fuzzed bodies never cause a 5xx', () => {
  it('every cart write route answers 2xx or 4xx for arbitrary JSON', async () => {
    const { token, cart } = await createCart(shop, { country_code: 'US', items: [item()] });
    const lineId = cart.items[0].id;
    const routes = [
      ['POST', CARTS],
      ['PATCH', `${CARTS}/${token}`],
      ['POST', `${CARTS}/${token}/items`],
      ['PATCH', `${CARTS}/${token}/items/${lineId}`],
      ['POST', `${CARTS}/${token}/discount`],
      ['POST', `/api/public/v2025-06/commerce/carts/${token}/items/${lineId}/subscribe`],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue({ maxDepth: 3 }), async ([method, path], body) => {
        const res = await api(method, path, { body, headers: { 'x-service-shop': shop.company.subdomain } });
        expect(res.status, `${method} ${path} ${JSON.stringify(body)} → ${res.text}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
