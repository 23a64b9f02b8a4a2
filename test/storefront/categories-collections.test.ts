import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenant';
import { companyCall, createItem, productBody, shopGet, variant } from '../helpers/storefront';

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant();
});

const category = (fields: Record<string, unknown>) =>
  createItem(tenant, 'categories', 'category', { status: 'published', active: true, ...fields });
const show = async (plural: string, id: number) =>
  (await companyCall(tenant, 'GET', `/${plural}/${id}`)).body[
    plural === 'categories' ? 'category' : plural === 'collections' ? 'collection' : 'product'
  ];

describe('category tree', () => {
  it('keeps has_children on parents, refuses cycles and unknown parents, and moves children up when a parent is deleted', async () => {
    const root = await category({ title: 'Body' });
    const middle = await category({ title: 'Hands', parent_id: root.id });
    const leaf = await category({ title: 'Nails', parent_id: middle.id, position: 2 });
    expect(await show('categories', root.id)).toMatchObject({
      has_children: true,
      parent_id: null,
      source_type: 'manual',
    });
    expect(await show('categories', leaf.id)).toMatchObject({ has_children: false, parent_id: middle.id, position: 2 });

    const cycle = await companyCall(tenant, 'PUT', `/categories/${root.id}`, { category: { parent_id: leaf.id } });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors).toEqual({ 'category.parent_id': [expect.stringContaining('cycle')] });
    const self = await companyCall(tenant, 'PUT', `/categories/${middle.id}`, { category: { parent_id: middle.id } });
    expect(self.status).toBe(422);
    const unknown = await companyCall(tenant, 'POST', '/categories', { category: { title: 'Orphan', parent_id: 999 } });
    expect(unknown.body.errors).toEqual({ 'category.parent_id': ['is not a category of this company'] });

    // Deleting a parent moves its children up to its own parent.
    expect((await companyCall(tenant, 'DELETE', `/categories/${middle.id}`)).status).toBe(200);
    expect(await show('categories', leaf.id)).toMatchObject({ parent_id: root.id });
    expect(await show('categories', root.id)).toMatchObject({ has_children: true });
    await companyCall(tenant, 'DELETE', `/categories/${leaf.id}`);
    expect(await show('categories', root.id)).toMatchObject({ has_children: false });
  });

  it('moving a child to another parent updates both parents', async () => {
    const a = await category({ title: 'A side' });
    const b = await category({ title: 'B side' });
    const child = await category({ title: 'Child', parent_id: a.id });
    await companyCall(tenant, 'PUT', `/categories/${child.id}`, { category: { parent_id: b.id } });
    expect((await show('categories', a.id)).has_children).toBe(false);
    expect((await show('categories', b.id)).has_children).toBe(true);
  });

  it('filters by parent_id (root or ids) and source_type', async () => {
    const other = await createTenant();
    const make = (fields: Record<string, unknown>) =>
      createItem(other, 'categories', 'category', { status: 'published', active: true, ...fields });
    const top = await make({ title: 'Top' });
    await make({ title: 'Sub', parent_id: top.id, source_type: 'imported' });
    const titles = async (query: string) =>
      (await shopGet(other, `/categories?${query}`)).body.categories.map((c: any) => c.title);
    expect(await titles('filter[parent_id]=root')).toEqual(['Top']);
    expect(await titles(`filter[parent_id]=${top.id}`)).toEqual(['Sub']);
    expect(await titles('filter[source_type]=imported')).toEqual(['Sub']);
  });
});

describe('membership (product_ids, category_ids, collection_ids) in both directions', () => {
  it('a category or collection product_ids replaces its products, visible on the products and the public product endpoints', async () => {
    const shelf = await category({ title: 'Shelf' });
    const picks = await createItem(tenant, 'collections', 'collection', {
      title: 'Picks',
      status: 'published',
      active: true,
    });
    const low = (await companyCall(tenant, 'POST', '/products', productBody('Low', { priority: 1 }))).body.product;
    const high = (
      await companyCall(tenant, 'POST', '/products', productBody('High', { priority: 9, category_ids: [shelf.id] }))
    ).body.product;
    const hidden = (await companyCall(tenant, 'POST', '/products', productBody('Hidden', { public: false }))).body
      .product;

    const put = await companyCall(tenant, 'PUT', `/categories/${shelf.id}`, {
      category: { product_ids: [low.id, high.id, hidden.id] },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.category.product_ids).toEqual([high.id, low.id, hidden.id]);
    expect((await show('products', low.id)).category_ids).toEqual([shelf.id]);
    expect((await show('products', high.id)).category_ids).toEqual([shelf.id]);

    const live = await shopGet(tenant, `/categories/shelf/products`);
    expect(live.status, live.text).toBe(200);
    expect(live.body.products.map((p: any) => p.title)).toEqual(['High', 'Low']);
    expect(
      (await shopGet(tenant, `/categories/shelf/products?sort=priority`)).body.products.map((p: any) => p.title),
    ).toEqual(['Low', 'High']);

    await companyCall(tenant, 'PUT', `/categories/${shelf.id}`, { category: { product_ids: [low.id] } });
    expect((await show('products', high.id)).category_ids).toEqual([]);
    expect((await shopGet(tenant, `/categories/shelf/products`)).body.products.map((p: any) => p.title)).toEqual([
      'Low',
    ]);

    // From the product side: collection_ids on the product shows up on the collection.
    await companyCall(tenant, 'PUT', `/products/${high.id}`, { product: { collection_ids: [picks.id] } });
    expect((await show('collections', picks.id)).product_ids).toEqual([high.id]);
    expect((await shopGet(tenant, `/collections/picks/products`)).body.products.map((p: any) => p.title)).toEqual([
      'High',
    ]);
    expect((await shopGet(tenant, `/collections/picks`)).body.collection).not.toHaveProperty('product_ids');

    // Deleting the collection takes its products out of it.
    await companyCall(tenant, 'DELETE', `/collections/${picks.id}`);
    expect((await show('products', high.id)).collection_ids).toEqual([]);
  });

  it('member product endpoints answer country prices, leave out products not sold there, and 404 for a non-live owner', async () => {
    const bar = await createItem(tenant, 'collections', 'collection', {
      title: 'Bar',
      status: 'published',
      active: true,
    });
    await createItem(tenant, 'collections', 'collection', { title: 'Draft Bar', status: 'draft', active: true });
    await companyCall(
      tenant,
      'POST',
      '/products',
      productBody('US only', { collection_ids: [bar.id], variants: [variant('One', { US: 500 })] }),
    );
    await companyCall(
      tenant,
      'POST',
      '/products',
      productBody('Both', { collection_ids: [bar.id], variants: [variant('One', { US: 700, DE: 650 })] }),
    );
    const de = await shopGet(tenant, '/collections/bar/products?country=DE');
    expect(de.body.products.map((p: any) => [p.title, p.price, p.display_price])).toEqual([['Both', 650, '€6.50']]);
    expect((await shopGet(tenant, '/collections/draft-bar/products')).status).toBe(404);
    expect((await shopGet(tenant, '/collections/draft-bar')).status).toBe(404);
  });

  it('refuses unknown products in product_ids naming the field', async () => {
    const response = await companyCall(tenant, 'POST', '/collections', {
      collection: { title: 'Bad', product_ids: [12345] },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['collection.product_ids']);
  });
});

describe('category and collection validation: 422 naming the field', () => {
  it.each([
    ['categories', 'category', { title: 'A', position: -1 }, 'category.position'],
    ['categories', 'category', { title: 'A', source_type: 'robot' }, 'category.source_type'],
    ['categories', 'category', { title: 'A', countries: ['us'] }, 'category.countries.0'],
    ['categories', 'category', { title: 'A', parent_id: 0 }, 'category.parent_id'],
    ['collections', 'collection', { title: 'A', product_ids: [1, 1] }, 'collection.product_ids'],
    ['collections', 'collection', { title: 'A', image_url: 'ftp://x' }, 'collection.image_url'],
    ['collections', 'collection', { title: 'A', status: 'scheduled' }, 'collection.publish_at'],
    ['collections', 'collection', { title: 'A', public: true }, 'collection.public'],
  ])('%s %j', async (plural, key, fields, field) => {
    const response = await companyCall(tenant, 'POST', `/${plural}`, { [key]: fields });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
  });

  it('isolates companies on both surfaces', async () => {
    const other = await createTenant();
    const theirs = await createItem(other, 'categories', 'category', {
      title: 'Theirs',
      status: 'published',
      active: true,
    });
    expect((await companyCall(tenant, 'GET', `/categories/${theirs.id}`)).status).toBe(404);
    expect((await shopGet(tenant, '/categories/theirs')).status).toBe(404);
    expect((await shopGet(tenant, '/categories/theirs/products')).status).toBe(404);
    const product = (await companyCall(tenant, 'POST', '/products', productBody('Mine'))).body.product;
    const foreign = await companyCall(tenant, 'PUT', `/products/${product.id}`, {
      product: { category_ids: [theirs.id] },
    });
    expect(foreign.body.errors).toHaveProperty(['product.category_ids']);
  });
});
