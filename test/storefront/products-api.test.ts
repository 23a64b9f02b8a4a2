import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { companyCall, productBody, shopGet, variant } from '../helpers/storefront';

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant();
});

describe('company product CRUD (/api/v202604/company/products)', () => {
  it('creates, shows, updates and deletes a product; the slug stays stable on rename', async () => {
    const created = await companyCall(
      tenant,
      'POST',
      '/products',
      productBody('Night Cream', { priority: 5, sku: 'NC-1', status: 'draft' }),
    );
    expect(created.status, created.text).toBe(201);
    const product = created.body.product;
    expect(product).toMatchObject({
      title: 'Night Cream',
      slug: 'night-cream',
      status: 'draft',
      public: true,
      active: false,
      priority: 5,
      sku: 'NC-1',
      slug_pinned: false,
    });
    expect(product.variants[0].variant_countries.map((c: any) => c.country_iso)).toEqual(['US', 'DE']);

    const shown = await companyCall(tenant, 'GET', `/products/${product.id}`);
    expect(shown.body.product).toMatchObject({ id: product.id, title: 'Night Cream' });

    const updated = await companyCall(tenant, 'PUT', `/products/${product.id}`, {
      product: { title: 'Night Cream Deluxe', status: 'published' },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.product).toMatchObject({
      title: 'Night Cream Deluxe',
      slug: 'night-cream',
      status: 'published',
      active: true,
    });
    expect(updated.body.product.variants[0].id).toBe(product.variants[0].id);

    const deleted = await companyCall(tenant, 'DELETE', `/products/${product.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.product.id).toBe(product.id);
    expect((await companyCall(tenant, 'GET', `/products/${product.id}`)).status).toBe(404);
    expect((await shopGet(tenant, '/products/night-cream')).status).toBe(404);
  });

  it('keeps variant ids it is given and mints ids for new variants; a foreign variant id is a 422', async () => {
    const created = await companyCall(tenant, 'POST', '/products', productBody('Toner'));
    const kept = created.body.product.variants[0];
    const updated = await companyCall(tenant, 'PUT', `/products/${created.body.product.id}`, {
      product: {
        variants: [
          { id: kept.id, title: 'Small', countries: [{ country: 'US', price: 900 }] },
          variant('Large', { US: 1500 }),
        ],
      },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.product.variants.map((v: any) => v.title)).toEqual(['Small', 'Large']);
    expect(updated.body.product.variants[0].id).toBe(kept.id);
    expect(updated.body.product.variants[1].id).not.toBe(kept.id);
    const foreign = await companyCall(tenant, 'PUT', `/products/${created.body.product.id}`, {
      product: { variants: [{ id: 42, title: 'X', countries: [{ country: 'US', price: 1 }] }] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toHaveProperty(['product.variants.0.id']);
  });
});

describe('slugs', () => {
  it('generates unique slugs per company from the title and refuses a taken explicit slug naming the field', async () => {
    const first = await companyCall(tenant, 'POST', '/products', productBody('Lip Balm'));
    const second = await companyCall(tenant, 'POST', '/products', productBody('Lip Balm'));
    expect(first.body.product.slug).toBe('lip-balm');
    expect(second.body.product.slug).toBe('lip-balm-2');
    const taken = await companyCall(tenant, 'POST', '/products', productBody('Other', { slug: 'lip-balm' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ 'product.slug': [expect.stringContaining('already taken')] });
    const renamed = await companyCall(tenant, 'PUT', `/products/${second.body.product.id}`, {
      product: { slug: 'lip-balm' },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toHaveProperty(['product.slug']);
  });

  it('frees the old slug when a product takes a new one', async () => {
    const product = (await companyCall(tenant, 'POST', '/products', productBody('Hand Soap'))).body.product;
    expect(
      (await companyCall(tenant, 'PUT', `/products/${product.id}`, { product: { slug: 'soap' } })).body.product,
    ).toMatchObject({ slug: 'soap', slug_pinned: true });
    expect((await companyCall(tenant, 'POST', '/products', productBody('Hand Soap'))).body.product.slug).toBe(
      'hand-soap',
    );
    expect((await shopGet(tenant, '/products/soap')).status).toBe(200);
  });

  it('is unique per company, not platform-wide', async () => {
    const other = await createTenant();
    await companyCall(tenant, 'POST', '/products', productBody('Shared Name'));
    expect((await companyCall(other, 'POST', '/products', productBody('Shared Name'))).body.product.slug).toBe(
      'shared-name',
    );
  });
});

describe('validation: 422 naming the field', () => {
  it.each([
    ['missing title', { product: { status: 'draft' } }, 'product.title'],
    ['title too long', { product: { title: 'x'.repeat(256) } }, 'product.title'],
    ['unknown status', { product: { title: 'A', status: 'live' } }, 'product.status'],
    ['scheduled without publish_at', { product: { title: 'A', status: 'scheduled' } }, 'product.publish_at'],
    ['bad publish_at', { product: { title: 'A', publish_at: 'tomorrow' } }, 'product.publish_at'],
    ['slug with spaces', { product: { title: 'A', slug: 'a b' } }, 'product.slug'],
    ['negative priority', { product: { title: 'A', priority: -1 } }, 'product.priority'],
    [
      'fractional price',
      { product: { title: 'A', variants: [{ title: 'V', countries: [{ country: 'US', price: 1.5 }] }] } },
      'product.variants.0.countries.0.price',
    ],
    [
      'lower-case country',
      { product: { title: 'A', variants: [{ title: 'V', countries: [{ country: 'us', price: 1 }] }] } },
      'product.variants.0.countries.0.country',
    ],
    [
      'repeated country',
      {
        product: {
          title: 'A',
          variants: [
            {
              title: 'V',
              countries: [
                { country: 'US', price: 1 },
                { country: 'US', price: 2 },
              ],
            },
          ],
        },
      },
      'product.variants.0.countries',
    ],
    [
      'unknown currency',
      {
        product: {
          title: 'A',
          variants: [{ title: 'V', countries: [{ country: 'US', price: 1, currency_code: 'XYZ' }] }],
        },
      },
      'product.variants.0.countries.0.currency_code',
    ],
    ['unknown category', { product: { title: 'A', category_ids: [123] } }, 'product.category_ids'],
    [
      'bad translation locale',
      { product: { title: 'A', translations: { Spanish: { title: 'B' } } } },
      'product.translations.Spanish',
    ],
    ['active instead of public', { product: { title: 'A', active: true } }, 'product.active'],
  ])('%s', async (_rule, body, field) => {
    const response = await companyCall(tenant, 'POST', '/products', body);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
  });
});

describe('permissions (storefront.view reads, storefront.update writes)', () => {
  it('lets a view-only token read but not write, and an update token write', async () => {
    const viewer = await tenant.tokenWith({ permissions: ['storefront.view'] });
    const writer = await tenant.tokenWith({ permissions: ['storefront.update'] });
    expect((await api('GET', '/api/v202604/company/products', { token: viewer })).status).toBe(200);
    expect(
      (await api('POST', '/api/v202604/company/products', { token: viewer, body: productBody('Nope') })).status,
    ).toBe(403);
    expect(
      (await api('POST', '/api/v202604/company/products', { token: writer, body: productBody('Yes') })).status,
    ).toBe(201);
    expect((await api('GET', '/api/v202604/company/products', { token: writer })).status).toBe(403);
  });

  it('lets a public token read the public storefront only', async () => {
    const pub = await tenant.tokenWith({ kind: 'public', permissions: ['storefront.view'] });
    expect((await api('GET', '/api/v202604/products', { token: pub })).status).toBe(200);
    expect((await api('POST', '/api/v202604/company/products', { token: pub, body: productBody('Nope') })).status).toBe(
      403,
    );
  });

  it('answers 401 without a token on company routes', async () => {
    expect((await api('GET', '/api/v202604/company/products')).status).toBe(401);
  });
});

describe('cross-company isolation', () => {
  it("never shows another company's product by id, in lists or by slug", async () => {
    const other = await createTenant();
    const product = (await companyCall(other, 'POST', '/products', productBody('Secret Sauce'))).body.product;
    expect((await companyCall(tenant, 'GET', `/products/${product.id}`)).status).toBe(404);
    expect((await companyCall(tenant, 'PUT', `/products/${product.id}`, { product: { title: 'Mine' } })).status).toBe(
      404,
    );
    expect((await companyCall(tenant, 'DELETE', `/products/${product.id}`)).status).toBe(404);
    expect((await shopGet(tenant, '/products/secret-sauce')).status).toBe(404);
    expect((await shopGet(other, '/products/secret-sauce')).status).toBe(200);
    const list = await shopGet(tenant, '/products?q=secret');
    expect(list.body.products).toEqual([]);
  });
});
