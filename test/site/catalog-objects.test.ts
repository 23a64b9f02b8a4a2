import { beforeAll, describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';

/** The product cards of a rendered product grid, in page order. */
const productLinks = (html: string) =>
  [...html.matchAll(/<h3><a href="([^"]+)">([^<]+)<\/a><\/h3>\s*<p class="price">([^<]*)<\/p>/g)].map(
    ([, href, title, price]) => ({ href, title, price }),
  );

/** The text of an HTML fragment as a reader hears it: tags dropped, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t\n\r]+/g, ' ')
    .trim();

/** The variant picker's choices: each radio's label text, whether it is checked and whether it can be chosen. */
const variantChoices = (html: string) =>
  [
    ...html.matchAll(
      /<input type="radio" id="variant-\d+" name="variant_id" value="\d+"([^>]*)>\s*<label[^>]*>(.*?)<\/label>/g,
    ),
  ].map(([, flags, label]) => ({
    label: text(label!),
    checked: flags!.includes('checked'),
    disabled: flags!.includes('disabled'),
  }));

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
    expect(variantChoices(page.text).map((choice) => choice.label)).toEqual([
      '50 ml · 39,00\u00a0€ (con suscripción 39,00\u00a0€) Disponible',
    ]);
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

  it('the variant picker shows each variant price in the visitor country and its stock, and picks the first one that can be bought', async () => {
    const page = await visit(shop, '/products/lip-balm', { 'x-visitor-country': 'US' });
    expect(page.status).toBe(200);
    expect(variantChoices(page.text)).toEqual([
      { label: 'Mint · $4.50 Sold out', checked: false, disabled: true },
      { label: 'Rose · $5.00 Only 3 left', checked: true, disabled: false },
    ]);
  });

  it('a product page offers the subscription plans it can be bought on, with the renewal price, cadence and next charge date', async () => {
    const page = await visit(shop, '/products/night-cream', { 'x-visitor-country': 'DE' });
    expect(variantChoices(page.text).map((choice) => choice.label)).toEqual([
      '50 ml · €39.00 (subscribed €39.00) In stock',
    ]);
    expect(page.text).toContain(
      `<input type="radio" id="plan-${planId}" name="subscription_plan_id" value="${planId}"`,
    );
    const terms = text(/<section class="terms" id="renewal-terms"[^>]*>(.*?)<\/section>/s.exec(page.text)![1]!);
    expect(terms).toMatch(
      /^How the subscription works Every month : you pay €39\.00 \(50 ml\) every month, plus tax and shipping, automatically until you cancel\. The first charge is today with your order; the next on \w+ \d{1,2}, \d{4} \. Cancel at any time before a charge by contacting /,
    );
    // The next charge is one month after today (the plan has no trial): 28 to 31 days away.
    const next = /<time datetime="(\d{4}-\d{2}-\d{2})">/.exec(page.text)![1]!;
    const days = (Date.parse(next) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('the product grid shows each product picture (the stored image_url), though public API list rows leave it out', async () => {
    const pictured = await createProduct(shop, 'Pictured Soap', [{ prices: { US: { price: 700 } } }], {
      image_url: 'https://cdn.example.com/soap.png?size=480&v=1',
    });
    const page = await visit(shop, '/', { 'x-visitor-country': 'US' });
    expect(page.text).toMatch(
      /<img class="picture" src="https:\/\/cdn\.example\.com\/soap\.png\?size=480&amp;v=1" alt="" width="480" height="480" loading="lazy">\s*<h3><a href="\/products\/pictured-soap">Pictured Soap<\/a><\/h3>/,
    );
    // A product without a picture gets the placeholder with its initial, hidden from screen readers.
    expect(page.text).toMatch(
      /<div class="picture placeholder" aria-hidden="true">L<\/div>\s*<h3><a href="\/products\/lip-balm">/,
    );
    const listed = await api('GET', '/api/v202604/products?country=US', {
      headers: { 'x-service-shop': shop.company.subdomain },
    });
    expect(listed.status, listed.text).toBe(200);
    const row = listed.body.products.find((product: { id: number }) => product.id === pictured.id);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('image_url');
    const lookup = await api('GET', '/api/v202604/products/pictured-soap?country=US', {
      headers: { 'x-service-shop': shop.company.subdomain },
    });
    expect(lookup.body.product.image_url).toBe('https://cdn.example.com/soap.png?size=480&v=1');
    await api('DELETE', `/api/v202604/company/products/${pictured.id}`, { token: shop.token });
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
