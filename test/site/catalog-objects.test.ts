import { beforeAll, describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';

/** The product links of a rendered product grid, in page order. */
const productLinks = (html: string) =>
  [...html.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a><p class="price">([^<]*)<\/p><\/li>/g)].map(
    ([, href, title, price]) => ({ href, title, price }),
  );

/**
 * Templates receive the catalog (README "Theme objects"). The demo theme `npm start`
 * seeds renders against a seeded shop: only live products, sorted as the public list sorts, priced
 * in the visitor's country through Intl, availability by the carts' stock rules, and the plans a
 * variant can be bought on.
 */
describe('theme objects: the demo theme renders the catalog', () => {
  let shop: Tenant;
  let planId: number;
  beforeAll(async () => {
    shop = await createShop();
    await seedTheme(shop, demoThemeFiles);
    const plan = await api('POST', '/api/subscription_plans', {
      token: shop.token,
      body: { subscription_plan: { name: 'Every month', billing_interval: 1, billing_interval_unit: 'month' } },
    });
    expect(plan.status, plan.text).toBe(201);
    planId = plan.body.subscription_plan.id;
    await createProduct(
      shop,
      'Night Cream',
      [{ title: '50 ml', prices: { US: { price: 4200 }, DE: { price: 3900 } }, allow_subscription: true }],
      { priority: 5, subscription_plan_ids: [planId] },
    );
    await createProduct(
      shop,
      'Lip Balm',
      [
        {
          title: 'Mint',
          prices: { US: { price: 450 }, DE: { price: 399 } },
          track_quantity: true,
          inventory_quantity: 0,
        },
        {
          title: 'Rose',
          prices: { US: { price: 500 }, DE: { price: 449 } },
          track_quantity: true,
          inventory_quantity: 3,
        },
      ],
      { priority: 9 },
    );
    await createProduct(shop, 'US Only Soap', [{ prices: { US: { price: 300 } } }], { priority: 1 });
    await createProduct(shop, 'Draft Toner', [{ prices: { US: { price: 999 }, DE: { price: 999 } } }], {
      status: 'draft',
    });
    await createProduct(shop, 'Future Mask', [{ prices: { US: { price: 999 }, DE: { price: 999 } } }], {
      status: 'scheduled',
      publish_at: '2099-01-01T00:00:00Z',
    });
  });

  it('home lists the live products of the visitor country in the public sort (priority), priced with Intl and linked to their pages', async () => {
    const page = await visit(shop, '/', { 'x-visitor-country': 'DE' });
    expect(page.status).toBe(200);
    expect(productLinks(page.text)).toEqual([
      { href: '/products/lip-balm', title: 'Lip Balm', price: '€3.99' },
      { href: '/products/night-cream', title: 'Night Cream', price: '€39.00' },
    ]);
    expect(page.text).not.toContain('Draft Toner');
    expect(page.text).not.toContain('Future Mask');
  });

  it('prices follow the visitor language with the country locale (es-DE)', async () => {
    const page = await visit(shop, '/products/night-cream', { 'x-visitor-country': 'DE', 'accept-language': 'es' });
    expect(page.text).toContain('<li>50 ml: 39,00\u00a0€ · Disponible</li>');
  });

  it('each country lists only what is sold there', async () => {
    const page = await visit(shop, '/', { 'x-visitor-country': 'US' });
    expect(productLinks(page.text).map((row) => [row.title, row.price])).toEqual([
      ['Lip Balm', '$4.50'],
      ['Night Cream', '$42.00'],
      ['US Only Soap', '$3.00'],
    ]);
  });

  it('without a visitor country the shop country (Canada here, where nothing is sold) lists and prices', async () => {
    const page = await visit(shop, '/');
    expect(productLinks(page.text)).toEqual([]);
    expect(page.text).toContain('No products yet.');
  });

  it('a product page shows each variant price in the visitor country and its availability by the stock rules', async () => {
    const page = await visit(shop, '/products/lip-balm', { 'x-visitor-country': 'US' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<li>Mint: $4.50 · Sold out</li>');
    expect(page.text).toContain('<li>Rose: $5.00 · In stock</li>');
  });

  it('a product page names the subscription plans it can be bought on', async () => {
    const page = await visit(shop, '/products/night-cream', { 'x-visitor-country': 'DE' });
    expect(page.text).toContain('<li>50 ml: €39.00 · In stock</li>');
    expect(page.text).toMatch(/<p class="plans">Subscribe and save: Every month<\/p>/);
  });

  it('a collection page lists its live products page by page through the next link', async () => {
    const extra = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        createProduct(shop, `Sample ${String(index).padStart(2, '0')}`, [{ prices: { US: { price: 100 + index } } }]),
      ),
    );
    const draft = await createProduct(shop, 'Hidden Sample', [{ prices: { US: { price: 100 } } }], { status: 'draft' });
    await createItem(shop, 'collections', 'collection', {
      title: 'Samples',
      slug: 'samples',
      status: 'published',
      active: true,
      product_ids: [draft.id, ...extra.map((product) => product.id)],
    });

    const first = await visit(shop, '/collections/samples', { 'x-visitor-country': 'US' });
    expect(first.status).toBe(200);
    const next = /<a href="([^"]+)" rel="next">/.exec(first.text)?.[1]?.replace(/&amp;/g, '&');
    expect(next).toMatch(/^\/collections\/samples\?page=/);
    const second = await visit(shop, next!, { 'x-visitor-country': 'US' });
    const titles = [...productLinks(first.text), ...productLinks(second.text)].map((row) => row.title);
    expect(titles).toHaveLength(25);
    expect(new Set(titles).size).toBe(25);
    expect(titles).not.toContain('Hidden Sample');
    expect(second.text).not.toContain('rel="next"');

    const home = await visit(shop, '/', { 'x-visitor-country': 'US' });
    expect(home.text).toContain('<li><a href="/collections/samples">Samples</a></li>');
  });

  it('a page link with a cursor the list does not accept is a 404 page, not an error', async () => {
    const page = await visit(shop, '/collections/samples?page=not-a-cursor');
    expect(page.status).toBe(404);
  });
});
