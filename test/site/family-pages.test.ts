import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createItem, productBody } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';

const theme = {
  'layout/theme':
    '<html><body data-page="{{ request.page_type }}">{% section "header" %}{{ content_for_layout }}</body></html>',
  'section/header': '<header>{{ shop.name }}</header>',
  'snippet/price': '<span class="price">{{ amount }}</span>',
  'product/default':
    '<h1>{{ product.title }}</h1>{% render "price", amount: product.display_price %}{% if rep %}<p class="rep">{{ rep.username }}</p>{% endif %}',
  'page/default': '<h1>{{ page.title }}</h1>',
  'error_page/404': '<h1>{{ error.status_message }}</h1><p class="t">{{ "errors.not_found" | t }}</p>',
  'locale/en': JSON.stringify({ errors: { not_found: 'We could not find that' } }),
  'locale/es': JSON.stringify({ errors: { not_found: 'No lo encontramos' } }),
};

describe('rendered storefront: family pages from the catalog', () => {
  let shop: Tenant;
  let rep: string;
  let repId: number;
  let product: { id: number; slug: string };
  beforeAll(async () => {
    shop = await createTenant({ name: 'Catalog Shop' });
    await seedTheme(shop, theme);
    product = await createItem(shop, 'products', 'product', productBody('Glow Serum').product);
    await createItem(shop, 'products', 'product', { ...productBody('Hidden Draft').product, status: 'draft' });
    await createItem(shop, 'pages', 'page', { title: 'About us', status: 'published', active: true });
    rep = `rep${randomUUID().slice(0, 8)}`;
    const member = await api('POST', '/api/company/members', {
      token: shop.token,
      body: {
        member: {
          type: 'rep',
          email: `${rep}@example.com`,
          first_name: 'Rae',
          username: rep,
          country_code: shop.company.country_code,
        },
      },
    });
    repId = member.body.member.id;
  });

  it('renders a product in its theme template with sections, snippets and the visitor country price', async () => {
    const page = await visit(shop, `/products/${product.slug}`, { 'x-visitor-country': 'DE' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<header>Catalog Shop</header>');
    expect(page.text).toContain('<h1>Glow Serum</h1>');
    expect(page.text).toContain('<span class="price">€17.99</span>');
    expect(page.text).toContain('data-page="product"');
  });

  it.each([
    ['an unpublished product', '/products/hidden-draft', {}],
    ['a product not sold in the visitor country', `/products/glow-serum`, { 'x-visitor-country': 'JP' }],
    ['a missing product', '/products/no-such-product', {}],
    ['a missing collection', '/collections/none', {}],
    ['a missing category', '/categories/none', {}],
    ['a missing post', '/posts/none', {}],
    ['a missing medium', '/media/none', {}],
  ])('2: %s is a 404 in English with the URL unchanged', async (_case, path, headers) => {
    const page = await visit(shop, path, { 'accept-language': 'es', ...headers });
    expect(page.status).toBe(404);
    expect(page.headers.get('location')).toBeNull();
    expect(page.text).toContain('<p class="t">We could not find that</p>');
  });

  it.each([
    ['a missing enrollment pack', '/enrollment_packs/none'],
    ['a missing playlist', '/playlists/none'],
  ])('8: %s is a 404 in the visitor language', async (_case, path) => {
    const page = await visit(shop, path, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(page.status).toBe(404);
    expect(page.text).toContain('<h1>Page not found</h1>');
    expect(page.text).toContain('<p class="t">No lo encontramos</p>');
  });

  it('rep links open catalog pages in the rep context; pages with their own path do not open through them', async () => {
    const viaRep = await visit(shop, `/${rep}/products/${product.slug}`);
    expect(viaRep.status).toBe(200);
    expect(viaRep.text).toContain(`<p class="rep">${rep}</p>`);
    expect((await visit(shop, '/pages/about-us')).status).toBe(200);
    expect((await visit(shop, `/${rep}/pages/about-us`)).status).toBe(404);
  });

  it('share links redirect to their target through the sharing rep; a deleted target goes to /404', async () => {
    const shared = await api('POST', '/api/v202604/company/share_links', {
      token: shop.token,
      body: { share_link: { target_type: 'product', target_id: product.id, rep_id: repId } },
    });
    expect(shared.status).toBe(201);
    const token = shared.body.share_link.token;
    const followed = await visit(shop, `/s/${token}`);
    expect(followed.status).toBe(302);
    // The landing page learns the link from `share`, so its cart can be attributed to it.
    expect(followed.headers.get('location')).toBe(`/${rep}/products/${product.slug}?share=${token}`);

    const doomed = await createItem(shop, 'products', 'product', productBody('Doomed').product);
    const link = await api('POST', '/api/v202604/company/share_links', {
      token: shop.token,
      body: { share_link: { target_type: 'product', target_id: doomed.id } },
    });
    await api('DELETE', `/api/v202604/company/products/${doomed.id}`, { token: shop.token });
    const gone = await visit(shop, `/s/${link.body.share_link.token}`);
    expect(gone.headers.get('location')).toBe('/404');
  });

  it('refuses a share link to another company item', async () => {
    const other = await createTenant();
    const response = await api('POST', '/api/v202604/company/share_links', {
      token: other.token,
      body: { share_link: { target_type: 'product', target_id: product.id } },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('target_id');
  });
});
