import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { companyMediaItemSchema } from '../helpers/company-media-schema';
import { api } from '../helpers/http';
import { companyCall, createItem, productBody } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

const validate = new Ajv2020({ strict: true, allErrors: true }).compile(companyMediaItemSchema);
const list = (token: string, query = '') => api('GET', `/api/company/media${query}`, { token });
const titles = (res: any) => res.body.media.map((item: any) => item.title);

describe('GET /api/company/media (legacy shape, same store as the v2026-04 media family)', () => {
  it('answers the spec’s full item shape, with attached products rendered from the live catalog (a price change shows without re-attaching)', async () => {
    const tenant = await createTenant();
    const product = await createItem(tenant, 'products', 'product', productBody('Serum').product);
    const medium = await createItem(tenant, 'media', 'medium', {
      title: 'Spring video',
      description: '<p>Our <b>spring</b> line</p>',
      video_url: 'https://cdn.example.com/s.mp4',
      status: 'published',
      active: true,
      label: { title: 'New', background: '#000000', color: '#ffffff' },
      prompts: ['Ask me'],
      subtitles: { es: 'https://cdn.example.com/s.es.vtt' },
      duration: 95,
      attached_shareables: [{ product_id: product.id, timestamp: 12, style: 'banner', content: 'Shop it' }],
    });
    const res = await list(tenant.token);
    expect(res.status).toBe(200);
    expect(res.body.media).toHaveLength(1);
    const [item] = res.body.media;
    expect(validate(item), JSON.stringify(validate.errors)).toBe(true);
    expect(item).toMatchObject({
      id: medium.id,
      kind: 'share',
      stripped: 'Our spring line',
      views: 0,
      leads: 0,
      duration: 95,
      language_id: 1,
      video_status: 'ready',
    });
    expect(item.attached_shareables[0]).toMatchObject({
      timestamp: 12,
      style: 'banner',
      content: 'Shop it',
      attachment_type: 'Product',
      attachment: { id: product.id, price: 1999, currency_code: 'USD', display_price: '$19.99' },
    });

    const variantId = product.variants[0].id;
    await companyCall(tenant, 'PUT', `/products/${product.id}`, {
      product: { variants: [{ id: variantId, title: 'Default', countries: [{ country: 'US', price: 2499 }] }] },
    });
    const after = await list(tenant.token);
    expect(after.body.media[0].attached_shareables[0].attachment).toMatchObject({
      price: 2499,
      display_price: '$24.99',
      in_stock: true,
      unlimited_inventory: true,
    });

    // Stock shows through in the legacy names: a sold-out tracked variant that does not keep selling.
    await companyCall(tenant, 'PUT', `/products/${product.id}`, {
      product: {
        variants: [
          {
            id: variantId,
            title: 'Default',
            track_quantity: true,
            inventory_quantity: 0,
            countries: [{ country: 'US', price: 2499 }],
          },
        ],
      },
    });
    const soldOut = (await list(tenant.token)).body.media[0].attached_shareables[0].attachment;
    expect(soldOut).toMatchObject({
      in_stock: false,
      unlimited_inventory: false,
      variants: [
        expect.objectContaining({
          track_quantity: true,
          inventory_quantity: 0,
          keep_selling: false,
          inventory_policy: 'deny',
        }),
      ],
    });
  });

  it('each query input: share type by default (kind=all for every kind), status, title search, sort, language, page/per_page', async () => {
    const tenant = await createTenant();
    await createItem(tenant, 'media', 'medium', {
      title: 'Alpha clip',
      active: true,
      translations: { es: { title: 'Clip alfa' } },
    });
    await createItem(tenant, 'media', 'medium', { title: 'Beta clip', active: false });
    await createItem(tenant, 'media', 'medium', { title: 'Gamma training', kind: 'training', active: true });
    expect(titles(await list(tenant.token))).toEqual(['Beta clip', 'Alpha clip']);
    expect(titles(await list(tenant.token, '?kind=all&sort=title_asc'))).toEqual([
      'Alpha clip',
      'Beta clip',
      'Gamma training',
    ]);
    expect(titles(await list(tenant.token, '?sort=title_desc'))).toEqual(['Beta clip', 'Alpha clip']);
    expect(titles(await list(tenant.token, '?sort=created_at_asc'))).toEqual(['Alpha clip', 'Beta clip']);
    expect(titles(await list(tenant.token, '?status=active'))).toEqual(['Alpha clip']);
    expect(titles(await list(tenant.token, '?status=inactive'))).toEqual(['Beta clip']);
    expect(titles(await list(tenant.token, '?search=ALPHA'))).toEqual(['Alpha clip']);
    const es = await list(tenant.token, '?language=es&sort=title_asc');
    expect(titles(es)).toEqual(['Clip alfa', 'Beta clip']);
    expect(es.body.media[0].language_id).toBe(2);
    const page2 = await list(tenant.token, '?per_page=1&page=2&sort=title_asc');
    expect(titles(page2)).toEqual(['Beta clip']);
    expect(page2.body.meta.pagination).toEqual({ page: 2, per_page: 1, total_count: 2, total_pages: 2 });
  });

  it('errors are bare {message}: 401 without a token, 422 for a bad sort; another company’s media never show', async () => {
    const [owner, stranger] = await Promise.all([createTenant(), createTenant()]);
    await createItem(owner, 'media', 'medium', { title: 'Mine' });
    expect((await list(stranger.token)).body.media).toEqual([]);
    const unauthorized = await api('GET', '/api/company/media');
    expect(unauthorized.status).toBe(401);
    expect(Object.keys(unauthorized.body)).toEqual(['message']);
    const bad = await list(owner.token, '?sort=views');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body)).toEqual(['message']);
  });
});
