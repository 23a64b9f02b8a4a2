import { beforeAll, describe, expect, it } from 'vitest';
import { cachedListRow } from '../../shared/domains/storefront/engine/list-row-cache';
import type { StoredItem, ViewContext } from '../../shared/domains/storefront/engine/family';
import { products } from '../../shared/domains/storefront/families/products';
import { createTenant, type Tenant } from '../helpers/tenant';
import { companyCall, createItem, productBody, shopGet, variant } from '../helpers/storefront';

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant();
});

const row = async (query: string, slug: string) =>
  (await shopGet(tenant, `/products?${query}`)).body.products.find((p: any) => p.slug === slug);
const categoryRow = async (slug: string) =>
  (await shopGet(tenant, '/categories')).body.categories.find((c: any) => c.slug === slug);

// Public list rows are kept across requests by the warm runtime (shared/domains/storefront/engine/list-row-cache.ts):
// each read below follows a read of the same row, so a stale row would be answered here.
describe('public list rows kept across requests', () => {
  it('answer an item as it is after every write, in each country and language asked for', async () => {
    const created = (
      await companyCall(
        tenant,
        'POST',
        '/products',
        productBody('Cached Serum', {
          variants: [variant('Default', { US: 1999, DE: 1799 })],
          translations: { es: { title: 'Sérum en caché' } },
        }),
      )
    ).body.product;
    expect(await row('country=US', created.slug)).toMatchObject({
      title: 'Cached Serum',
      price: 1999,
      currency_code: 'USD',
    });
    expect(await row('country=DE', created.slug)).toMatchObject({
      title: 'Cached Serum',
      price: 1799,
      currency_code: 'EUR',
    });
    expect(await row('country=US&lang=es', created.slug)).toMatchObject({
      title: 'Sérum en caché',
      language: 'es',
      price: 1999,
    });
    expect(await row('country=US', created.slug)).toMatchObject({ title: 'Cached Serum', language: 'en' });

    const updated = await companyCall(tenant, 'PUT', `/products/${created.id}`, {
      product: { title: 'Renamed Serum', variants: [variant('Default', { US: 2499, DE: 2199 })] },
    });
    expect(updated.status).toBe(200);
    expect(await row('country=US', created.slug)).toMatchObject({ title: 'Renamed Serum', price: 2499 });
    expect(await row('country=DE', created.slug)).toMatchObject({ title: 'Renamed Serum', price: 2199 });
    expect(await row('country=US&lang=es', created.slug)).toMatchObject({ title: 'Sérum en caché', price: 2499 });
  });

  it("answer a field another item's write changed (a category gaining, then losing, its only child)", async () => {
    const parent = await createItem(tenant, 'categories', 'category', {
      title: 'Cached Parent',
      status: 'published',
      active: true,
    });
    expect(await categoryRow(parent.slug)).toMatchObject({ has_children: false });
    const child = await createItem(tenant, 'categories', 'category', {
      title: 'Cached Child',
      status: 'published',
      active: true,
      parent_id: parent.id,
    });
    expect(await categoryRow(parent.slug)).toMatchObject({ has_children: true });
    expect((await companyCall(tenant, 'DELETE', `/categories/${child.id}`)).status).toBe(200);
    expect(await categoryRow(parent.slug)).toMatchObject({ has_children: false });
  });
});

describe('cachedListRow', () => {
  const item = {
    id: 7,
    version: 1,
    updated_at: '2026-04-01T00:00:00.000Z',
    status: 'published',
    public: true,
    publish_at: null,
  } as unknown as StoredItem;
  const context: ViewContext = { companyId: 1, now: new Date('2026-05-01T00:00:00Z'), kind: 'list', country: 'US' };

  it('builds a row once per item version and view, and freezes it', () => {
    let builds = 0;
    const build = () => ({ build: ++builds });
    const first = cachedListRow(products, item, context, build);
    expect(cachedListRow(products, item, context, build)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => ((first as Record<string, unknown>).build = 0)).toThrow(TypeError);
    expect(cachedListRow(products, { ...item, version: 2 }, context, build)).toEqual({ build: 2 });
    expect(cachedListRow(products, item, { ...context, country: 'DE' }, build)).toEqual({ build: 3 });
    expect(cachedListRow(products, item, { ...context, lang: 'es' }, build)).toEqual({ build: 4 });
    // Scheduled and not yet live at `now`: its row says active false, a row of its own.
    const scheduled = {
      ...item,
      version: 3,
      status: 'scheduled',
      publish_at: '2026-06-01T00:00:00.000Z',
    } as StoredItem;
    expect(cachedListRow(products, scheduled, context, build)).toEqual({ build: 5 });
    expect(cachedListRow(products, scheduled, { ...context, now: new Date('2026-07-01T00:00:00Z') }, build)).toEqual({
      build: 6,
    });
    expect(builds).toBe(6);
  });
});
