import { beforeAll, describe, expect, it } from 'vitest';
import { renderStorefront } from '../../shared/edge/site/render-storefront';
import type { SiteResponse } from '../../shared/edge/site/site-response';
import { apiGatewayEvent } from '../helpers/api-gateway-event';
import { createCart, createProduct } from '../helpers/checkout';
import { countCalls, expectAtMost } from '../helpers/dynamodb-calls';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';

const themes = '/api/v202604/company/themes';
const layout = '<html><body>{{ content_for_layout }}</body></html>';
/** A cart page naming its theme, the shop's logo and the cart's items (none without a `cart_token` cookie). */
const cartTemplate = (label: string) =>
  `<main>${label} cart, logo {{ logo_url }}</main>{% for item in cart.items %}<p>{{ item.quantity }} × {{ item.product_title }}</p>{% endfor %}`;

async function activate(shop: Tenant, themeId: number) {
  expect((await api('POST', `${themes}/${themeId}/activate`, { token: shop.token })).status).toBe(200);
}

/**
 * A storefront page reads the company, its settings, the active-theme pointer and the
 * theme in one BatchGetItem (shared/edge/site/shop-records.ts), and caches only parsed templates
 * by theme revision, so whatever the merchant changes shows on the very next request.
 */
describe('storefront shop records: one round trip, nothing stale', () => {
  let shop: Tenant;
  let first: number;
  beforeAll(async () => {
    shop = await createTenant();
    first = await seedTheme(shop, { 'layout/theme': layout, 'cart/default': cartTemplate('First') });
  });

  it('shows an activation, a published template version and a settings change on the next request', async () => {
    expect((await visit(shop, '/cart')).text).toContain('<main>First cart, logo </main>');

    const second = await seedTheme(shop, { 'layout/theme': layout, 'cart/default': cartTemplate('Second') });
    expect((await visit(shop, '/cart')).text).toContain('<main>Second cart');

    await activate(shop, first);
    expect((await visit(shop, '/cart')).text).toContain('<main>First cart');

    const templates = await api('GET', `${themes}/${first}/templates`, { token: shop.token });
    const cart = templates.body.templates.find((template: { path: string }) =>
      template.path.startsWith('cart/default'),
    );
    const draft = await api('POST', `${themes}/${first}/templates/${cart.id}/versions`, {
      token: shop.token,
      body: { version: { source: cartTemplate('Republished') } },
    });
    expect(draft.status, draft.text).toBe(201);
    expect(
      (await api('POST', `${themes}/${first}/templates/${cart.id}/versions/2/publish`, { token: shop.token })).status,
    ).toBe(200);
    expect((await visit(shop, '/cart')).text).toContain('<main>Republished cart');

    const settings = await api('PUT', '/api/v202604/company/storefront_settings', {
      token: shop.token,
      body: { storefront_settings: { logo_url: 'https://cdn.example.com/new.png' } },
    });
    expect(settings.status, settings.text).toBe(200);
    expect((await visit(shop, '/cart')).text).toContain(
      '<main>Republished cart, logo https://cdn.example.com/new.png</main>',
    );

    await activate(shop, second);
    expect((await visit(shop, '/cart')).text).toContain('<main>Second cart');
  });

  it('reads the shop in one BatchGetItem; a newly activated theme costs its GetItem and templates once', async () => {
    const event = apiGatewayEvent({
      path: '/cart',
      headers: { 'x-service-shop': shop.company.subdomain, accept: 'text/html' },
    });
    const render = async () => expect((await renderStorefront(event)).status).toBe(200);
    await render();
    expectAtMost(await countCalls(render), { BatchGetItem: 1 });

    await seedTheme(shop, { 'layout/theme': layout, 'cart/default': cartTemplate('Third') });
    // The batch held the previously active theme: the new one is one GetItem, its templates one Query.
    expectAtMost(await countCalls(render), { BatchGetItem: 1, GetItem: 1, Query: 1 });
    expectAtMost(await countCalls(render), { BatchGetItem: 1 });
    expect((await renderStorefront(event)).body).toContain('<main>Third cart');
  });

  it("reads a cart page's cart in the same BatchGetItem, and an unknown cart token with it too", async () => {
    const product = await createProduct(shop, 'Batch Balm', [{ prices: { US: { price: 800 } } }]);
    const { token } = await createCart(shop, {
      country_code: 'US',
      email: 'buyer@example.com',
      items: [{ product_id: product.id, variant_id: product.variantIds[0], quantity: 3 }],
    });
    const headers = { 'x-service-shop': shop.company.subdomain, accept: 'text/html' };
    const withCookie = apiGatewayEvent({ path: '/cart', headers, cookies: [`cart_token=${token}`] });
    await renderStorefront(withCookie);

    let page: SiteResponse | undefined;
    expectAtMost(await countCalls(async () => (page = await renderStorefront(withCookie))), { BatchGetItem: 1 });
    expect(page!.body).toContain('<p>3 × Batch Balm</p>');

    const unknown = apiGatewayEvent({ path: `/checkout/${token.slice(0, -4)}AAAA`, headers });
    expectAtMost(await countCalls(async () => (page = await renderStorefront(unknown))), { BatchGetItem: 1 });
    expect(page!.status).toBe(404);
  });

  it("reads a family page's slug guard in the same BatchGetItem: the item is the one read after it", async () => {
    await createProduct(shop, 'Guarded Serum', [{ prices: { US: { price: 1200 } } }], { slug: 'guarded-serum' });
    await seedTheme(shop, { 'layout/theme': layout, 'product/default': '<main>{{ product.title }}</main>' });
    const headers = { 'x-service-shop': shop.company.subdomain, accept: 'text/html', 'x-visitor-country': 'US' };
    const known = apiGatewayEvent({ path: '/products/guarded-serum', headers });
    await renderStorefront(known);

    let page: SiteResponse | undefined;
    expectAtMost(await countCalls(async () => (page = await renderStorefront(known))), { BatchGetItem: 1, GetItem: 1 });
    expect(page!.body).toContain('<main>Guarded Serum</main>');

    // An unknown slug is known to be missing from the batch alone.
    const unknown = apiGatewayEvent({ path: '/products/no-such-serum', headers });
    expectAtMost(await countCalls(async () => (page = await renderStorefront(unknown))), { BatchGetItem: 1 });
    expect(page!.status).toBe(404);
  });
});
