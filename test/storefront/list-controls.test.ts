import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { collectPages, companyCall, createItem, productBody, shopGet, variant } from '../helpers/storefront';

let tenant: Tenant;
let shelf: any;
let picks: any;
const all: any[] = [];

// 30 live products: every third is a bundle, every fifth is draft, priorities repeat so ties are exercised.
beforeAll(async () => {
  tenant = await createTenant();
  shelf = await createItem(tenant, 'categories', 'category', { title: 'Shelf', status: 'published', active: true });
  picks = await createItem(tenant, 'collections', 'collection', { title: 'Picks', status: 'published', active: true });
  const plan = (
    await api('POST', '/api/subscription_plans', {
      token: tenant.token,
      body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' } },
    })
  ).body.subscription_plan;
  for (let i = 0; i < 36; i++) {
    const fields = {
      priority: i % 7,
      bundle: i % 3 === 0,
      status: i % 5 === 4 ? 'draft' : 'published',
      availability: i % 4 === 0 ? 'preorder' : 'in_stock',
      tag_ids: [i % 2 === 0 ? 1 : 2],
      subscription_plan_ids: i % 6 === 0 ? [plan.id] : [],
      category_ids: i % 2 === 0 ? [shelf.id] : [],
      collection_ids: i % 9 === 0 ? [picks.id] : [],
      sku: `SKU-${String(i).padStart(3, '0')}`,
      variants: [variant('V', i % 8 === 0 ? { DE: 100 + i } : { US: 100 + i, DE: 100 + i })],
    };
    all.push(
      (
        await companyCall(
          tenant,
          'POST',
          '/products',
          productBody(`Item ${String(i).padStart(2, '0')} ${i % 10 === 0 ? 'Crème' : 'Plain'}`, fields),
        )
      ).body.product,
    );
  }
}, 120_000);

const live = () => all.filter((p) => p.status === 'published');
const pages = (query: string, limit = 4) =>
  collectPages(
    (cursor) =>
      shopGet(
        tenant,
        `/products?page[limit]=${limit}&${query}${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`,
      ),
    'products',
  );

describe('filters and pagination: no skips, no repeats, no empty page with a cursor', () => {
  it.each([
    ['bundle', 'filter[bundle]=true', (p: any) => p.bundle],
    ['availability', 'filter[availability]=preorder', (p: any) => p.availability === 'preorder'],
    ['has_subscription_plans', 'filter[has_subscription_plans]=true', (p: any) => p.subscription_plan_ids.length > 0],
    ['category_ids', () => `filter[category_ids]=${shelf.id}`, (p: any) => p.category_ids.includes(shelf.id)],
    ['collection_ids', () => `filter[collection_ids]=${picks.id}`, (p: any) => p.collection_ids.includes(picks.id)],
    ['tag_ids', 'filter[tag_ids]=2', (p: any) => p.tag_ids.includes(2)],
    ['country', 'country=US', (p: any) => p.variants[0].variant_countries.some((c: any) => c.country_iso === 'US')],
    ['q (accent-insensitive)', 'q=creme', (p: any) => p.title.includes('Crème')],
    ['q (sku)', 'q=sku-01', (p: any) => p.sku.startsWith('SKU-01')],
    ['two filters', 'filter[bundle]=false&filter[tag_ids]=1', (p: any) => !p.bundle && p.tag_ids.includes(1)],
  ])('%s', async (_name, query, keep) => {
    const expected = live()
      .filter(keep)
      .sort((a, b) => b.priority - a.priority || b.id - a.id)
      .map((p) => p.id);
    const { rows, pages: count } = await pages(typeof query === 'function' ? query() : query, 3);
    expect(rows.map((p) => p.id)).toEqual(expected);
    expect(count).toBe(Math.max(1, Math.ceil(expected.length / 3)));
  });

  it('pages through 3+ pages of the whole list in the default order (priority, highest first)', async () => {
    const { rows, pages: count } = await pages('', 7);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((p) => p.id)).size).toBe(rows.length);
    expect(rows.map((p) => p.id)).toEqual(
      live()
        .sort((a, b) => b.priority - a.priority || b.id - a.id)
        .map((p) => p.id),
    );
  });

  it('answers next_cursor null on the last page, also when it is exactly full', async () => {
    const count = live().filter((p) => p.bundle).length;
    const response = await shopGet(tenant, `/products?filter[bundle]=true&page[limit]=${count}`);
    expect(response.body.products).toHaveLength(count);
    expect(response.body.meta.pagination.next_cursor).toBeNull();
  });
});

describe('sorts', () => {
  it.each([
    ['priority', (a: any, b: any) => a.priority - b.priority || a.id - b.id],
    ['-priority', (a: any, b: any) => b.priority - a.priority || b.id - a.id],
    ['title', (a: any, b: any) => a.title.localeCompare(b.title)],
    ['-title', (a: any, b: any) => b.title.localeCompare(a.title)],
    ['created_at', (a: any, b: any) => a.id - b.id],
    ['-created_at', (a: any, b: any) => b.id - a.id],
  ])('sort=%s', async (sort, order) => {
    const { rows } = await pages(`sort=${sort}`, 10);
    expect(rows.map((p) => p.id)).toEqual(
      live()
        .sort(order)
        .map((p) => p.id),
    );
  });

  it('refuses an unknown sort naming the parameter', async () => {
    const response = await shopGet(tenant, '/products?sort=price');
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['sort']);
  });
});

describe('signed cursors bound to company, list, filters and sort', () => {
  it.each([
    ['other filters', 'filter[bundle]=false'],
    ['another sort', 'filter[bundle]=true&sort=title'],
    ['another country', 'filter[bundle]=true&country=DE'],
  ])('a cursor replayed with %s is a 422', async (_case, query) => {
    const first = await shopGet(tenant, '/products?filter[bundle]=true&page[limit]=2');
    const cursor = first.body.meta.pagination.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    const replay = await shopGet(tenant, `/products?${query}&page[limit]=2&page[cursor]=${encodeURIComponent(cursor)}`);
    expect(replay.status).toBe(422);
    expect(Object.keys(replay.body.errors)).toEqual(['page[cursor]']);
  });

  it('a cursor from the company list or another shop is refused', async () => {
    const company = await companyCall(tenant, 'GET', '/products?page[limit]=2');
    const cursor = encodeURIComponent(company.body.meta.pagination.next_cursor);
    expect((await shopGet(tenant, `/products?page[limit]=2&page[cursor]=${cursor}`)).status).toBe(422);
    const other = await createTenant();
    const otherCompany = await companyCall(other, 'GET', `/products?page[limit]=2&page[cursor]=${cursor}`);
    expect(otherCompany.status).toBe(422);
  });
});

describe('company list', () => {
  it('filter[status] takes active, draft or archived; there is no filter[active] for products', async () => {
    const list = async (query: string) =>
      collectPages(
        (cursor) =>
          companyCall(
            tenant,
            'GET',
            `/products?page[limit]=10&${query}${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`,
          ),
        'products',
      );
    expect((await list('filter[status]=draft')).rows.map((p) => p.id).sort()).toEqual(
      all
        .filter((p) => p.status === 'draft')
        .map((p) => p.id)
        .sort(),
    );
    expect((await list('filter[status]=active')).rows).toHaveLength(live().length);
    expect((await list('filter[status]=archived')).rows).toEqual([]);
    const published = await companyCall(tenant, 'GET', '/products?filter[status]=published');
    expect(published.status).toBe(422);
    const active = await companyCall(tenant, 'GET', '/products?filter[active]=true');
    expect(active.status).toBe(422);
    expect(Object.keys(active.body.errors)).toEqual(['filter[active]']);
  });

  it('other families take filter[status] with their statuses and filter[active]', async () => {
    const off = await createItem(tenant, 'collections', 'collection', { title: 'Off', status: 'draft', active: false });
    const rows = (await companyCall(tenant, 'GET', '/collections?filter[status]=draft&filter[active]=false')).body
      .collections;
    expect(rows.map((c: any) => c.id)).toEqual([off.id]);
  });
});
