import { describe, expect, it } from 'vitest';
import { createTenant } from '../helpers/tenant';
import {
  advanceClock,
  collectPages,
  companyCall,
  createItem,
  productBody,
  shopGet,
  variant,
} from '../helpers/storefront';

describe("a merchant's storefront journey", () => {
  it('builds a catalog, publishes, schedules and archives, and the public storefront follows', async () => {
    const tenant = await createTenant();
    // Categories (a tree) and a collection.
    const face = await createItem(tenant, 'categories', 'category', {
      title: 'Face',
      status: 'published',
      active: true,
    });
    const serums = await createItem(tenant, 'categories', 'category', {
      title: 'Serums',
      status: 'published',
      active: true,
      parent_id: face.id,
      translations: { es: { title: 'Sueros' } },
    });
    const bestsellers = await createItem(tenant, 'collections', 'collection', {
      title: 'Bestsellers',
      status: 'published',
      active: true,
    });

    // Products with variants sold in two countries.
    const twoCountries = [variant('30 ml', { US: 2900, DE: 2700 }), variant('50 ml', { US: 4500, DE: 4200 })];
    const make = async (title: string, fields: Record<string, unknown>) =>
      (
        await companyCall(
          tenant,
          'POST',
          '/products',
          productBody(title, { variants: twoCountries, category_ids: [serums.id], ...fields }),
        )
      ).body.product;
    const live = await make('Glow Serum', {
      priority: 9,
      collection_ids: [bestsellers.id],
      translations: { es: { title: 'Sérum Brillo' } },
    });
    const draft = await make('Night Serum', { status: 'draft' });
    const soon = await make('Peptide Serum', {
      status: 'scheduled',
      publish_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      priority: 5,
    });
    const old = await make('Old Serum', {});
    await companyCall(tenant, 'PUT', `/products/${old.id}`, { product: { status: 'archived' } });
    await make('US Serum', { variants: [variant('One', { US: 1900 })], priority: 1 });

    const titles = (response: any) => response.body.products.map((p: any) => p.title);
    expect(titles(await shopGet(tenant, '/products'))).toEqual(['Glow Serum', 'US Serum']);
    expect(titles(await shopGet(tenant, '/categories/serums/products?country=DE'))).toEqual(['Glow Serum']);
    expect(titles(await shopGet(tenant, '/collections/bestsellers/products?lang=es'))).toEqual(['Sérum Brillo']);
    expect(
      (await shopGet(tenant, '/categories?lang=es&filter[parent_id]=root')).body.categories.map((c: any) => [
        c.title,
        c.has_children,
      ]),
    ).toEqual([['Face', true]]);
    expect((await shopGet(tenant, '/categories?lang=es&sort=title')).body.categories.map((c: any) => c.title)).toEqual([
      'Face',
      'Sueros',
    ]);

    // The scheduled product goes live at its time; the draft and the archived one never show.
    await advanceClock(tenant, 31 * 60);
    const { rows, pages } = await collectPages(
      (cursor) =>
        shopGet(
          tenant,
          `/products?country=DE&page[limit]=1${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`,
        ),
      'products',
    );
    expect(rows.map((p) => [p.title, p.display_price])).toEqual([
      ['Glow Serum', '€27.00'],
      ['Peptide Serum', '€27.00'],
    ]);
    expect(pages).toBe(2);

    // The lookup by slug has the full shape.
    const shown = (await shopGet(tenant, `/products/${live.slug}?country=US`)).body.product;
    expect(shown).toMatchObject({
      title: 'Glow Serum',
      active: true,
      public: true,
      category_ids: [serums.id],
      collection_ids: [bestsellers.id],
      description: null,
      seo: null,
    });
    expect(shown.variants.map((v: any) => v.variant_countries.map((c: any) => c.display_price))).toEqual([
      ['$29.00'],
      ['$45.00'],
    ]);
    for (const hidden of [draft, old]) expect((await shopGet(tenant, `/products/${hidden.slug}`)).status).toBe(404);
    expect((await companyCall(tenant, 'GET', `/categories/${serums.id}`)).body.category.product_ids).toHaveLength(5);
    expect(soon.active).toBe(false);
  });
});
