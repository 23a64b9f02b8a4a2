import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenant';
import { advanceClock, companyCall, createItem, productBody, shopGet, variant } from '../helpers/storefront';

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant();
});

const publicTitles = async (path: string) => {
  const response = await shopGet(tenant, path);
  expect(response.status, response.text).toBe(200);
  return response.body[path.split(/[/?]/)[1]!].map((row: any) => row.title).sort();
};

describe('status + switch decide the public list (rule 3)', () => {
  it('shows published + public products only; draft, archived and non-public ones stay out, while the company list has all', async () => {
    const create = (title: string, fields: Record<string, unknown>) =>
      companyCall(tenant, 'POST', '/products', productBody(title, fields));
    await create('Shown', {});
    await create('Draft', { status: 'draft' });
    const archived = (await create('Archived', {})).body.product;
    await companyCall(tenant, 'PUT', `/products/${archived.id}`, { product: { status: 'archived' } });
    await create('Private', { public: false });
    expect(await publicTitles('/products')).toEqual(['Shown']);
    const company = await companyCall(tenant, 'GET', '/products');
    expect(company.body.products.map((p: any) => [p.title, p.active]).sort()).toEqual([
      ['Archived', false],
      ['Draft', false],
      ['Private', false],
      ['Shown', true],
    ]);
    expect((await shopGet(tenant, '/products/archived')).status).toBe(404);
    expect((await shopGet(tenant, '/products/private')).status).toBe(404);
  });

  it('a scheduled item appears at its publish time with no job (clock moved 90 s)', async () => {
    const other = await createTenant();
    const at = new Date(Date.now() + 60_000).toISOString();
    const product = (
      await companyCall(other, 'POST', '/products', productBody('Launch', { status: 'scheduled', publish_at: at }))
    ).body.product;
    await createItem(other, 'categories', 'category', {
      title: 'Soon',
      status: 'scheduled',
      publish_at: at,
      active: true,
    });
    expect(product).toMatchObject({ status: 'scheduled', active: false, publish_at: at });
    expect((await shopGet(other, '/products')).body.products).toEqual([]);
    expect((await shopGet(other, '/products/launch')).status).toBe(404);
    expect((await shopGet(other, '/categories')).body.categories).toEqual([]);

    await advanceClock(other, 90);

    expect((await shopGet(other, '/products')).body.products.map((p: any) => p.title)).toEqual(['Launch']);
    expect((await shopGet(other, '/products/launch')).body.product).toMatchObject({
      status: 'scheduled',
      active: true,
    });
    expect((await shopGet(other, '/categories')).body.categories.map((c: any) => c.title)).toEqual(['Soon']);
  });

  it('categories and collections follow status + active', async () => {
    await createItem(tenant, 'collections', 'collection', { title: 'On', status: 'published', active: true });
    await createItem(tenant, 'collections', 'collection', { title: 'Off', status: 'published', active: false });
    await createItem(tenant, 'collections', 'collection', { title: 'Archived', status: 'archived', active: true });
    expect(await publicTitles('/collections')).toEqual(['On']);
  });
});

describe('country (products) and filter[country] (other families)', () => {
  it("answers the country's prices with Intl-formatted strings and leaves out products not sold there", async () => {
    const other = await createTenant();
    await companyCall(
      other,
      'POST',
      '/products',
      productBody('Tea', {
        variants: [variant('Box', { US: 1250, JP: 1500 }, { allow_subscription: true }), variant('Tin', { US: 990 })],
      }),
    );
    await companyCall(other, 'POST', '/products', productBody('Coffee', { variants: [variant('Bag', { US: 2000 })] }));
    const jp = await shopGet(other, '/products?country=JP');
    expect(jp.body.products).toHaveLength(1);
    expect(jp.body.products[0]).toMatchObject({
      title: 'Tea',
      country_code: 'JP',
      currency_code: 'JPY',
      price: 1500,
      price_in_currency: '¥1,500',
      display_price: '¥1,500',
    });
    expect(jp.body.products[0]).not.toHaveProperty('variants');
    expect(jp.body.products[0]).not.toHaveProperty('description');
    const us = await shopGet(other, '/products?country=US&sort=title');
    expect(us.body.products.map((p: any) => [p.title, p.price, p.display_price])).toEqual([
      ['Coffee', 2000, '$20.00'],
      ['Tea', 990, '$9.90'],
    ]);
    const show = await shopGet(other, '/products/tea?country=JP&lang=de');
    expect(
      show.body.product.variants.map((v: any) => [v.title, v.variant_countries.map((c: any) => c.display_price)]),
    ).toEqual([
      ['Box', [new Intl.NumberFormat('de-JP', { style: 'currency', currency: 'JPY' }).format(1500)]],
      ['Tin', []],
    ]);
    expect(show.body.product).toHaveProperty('description');
    expect((await shopGet(other, '/products/coffee?country=JP')).status).toBe(404);
  });

  it('filter[country] keeps items shown in that country (no countries = everywhere)', async () => {
    const other = await createTenant();
    await createItem(other, 'collections', 'collection', { title: 'Everywhere', status: 'published', active: true });
    await createItem(other, 'collections', 'collection', {
      title: 'Germany',
      status: 'published',
      active: true,
      countries: ['DE'],
    });
    const titles = async (q: string) =>
      (await shopGet(other, `/collections${q}`)).body.collections.map((c: any) => c.title).sort();
    expect(await titles('?filter[country]=DE')).toEqual(['Everywhere', 'Germany']);
    expect(await titles('?filter[country]=US')).toEqual(['Everywhere']);
  });
});

describe('translations: lang with fallback, filter[language]', () => {
  it('picks the locale per field, falls back to the default locale, and filters by available language', async () => {
    const other = await createTenant();
    await companyCall(
      other,
      'POST',
      '/products',
      productBody('Soap', { description: 'Gentle soap', translations: { es: { title: 'Jabón' } } }),
    );
    await createItem(other, 'categories', 'category', {
      title: 'Bath',
      status: 'published',
      active: true,
      translations: { 'pt-BR': { title: 'Banho' } },
    });
    await createItem(other, 'categories', 'category', { title: 'Kitchen', status: 'published', active: true });
    const es = (await shopGet(other, '/products/soap?lang=es')).body.product;
    expect(es).toMatchObject({
      title: 'Jabón',
      description: 'Gentle soap',
      language: 'es',
      default_language: 'en',
      available_languages: ['en', 'es'],
    });
    expect((await shopGet(other, '/products/soap?lang=fr')).body.product).toMatchObject({
      title: 'Soap',
      language: 'en',
    });
    expect((await shopGet(other, '/products?lang=es')).body.products[0].title).toBe('Jabón');
    expect(
      (await shopGet(other, '/categories?lang=pt-BR&sort=title')).body.categories.map((c: any) => c.title),
    ).toEqual(['Banho', 'Kitchen']);
    expect((await shopGet(other, '/categories?filter[language]=pt')).body.categories.map((c: any) => c.title)).toEqual([
      'Bath',
    ]);
  });
});
