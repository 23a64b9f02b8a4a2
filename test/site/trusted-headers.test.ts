import { request } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemoStorefront } from '../../lib/local/demo-theme/seed-storefront';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { visit } from '../helpers/themes';

/**
 * A shared (publicly cached) page is built from configuration, never from what a
 * client sends. The shop renders with the demo theme `npm start` seeds, so its escaping is tested too.
 */
const markup = '"><script>alert(1)</script>';
const poison = {
  'x-forwarded-host': `evil.example${markup}`,
  'x-forwarded-proto': `javascript:alert(1)//${markup}`,
};

/** A GET with an explicit Host header (fetch does not let a caller set Host). */
function getWithHost(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string; cacheControl: string | undefined }> {
  const base = new URL(inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: base.hostname, port: base.port, path, headers: { accept: 'text/html', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, cacheControl: res.headers['cache-control'] }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('shared storefront pages ignore client-sent host and scheme headers', () => {
  let shop: Tenant;
  let shopUrl: string;
  beforeAll(async () => {
    shop = await createTenant({ name: 'Acme <b>"Bold" & Co</b>' });
    await seedDemoStorefront(shop.company.id);
    shopUrl = `http://${shop.company.subdomain}.localhost:${new URL(inject('baseUrl')).port}`;
  });

  it('the poisoning request renders no markup and no foreign canonical URL: links come from the storefront domain', async () => {
    const page = await visit(shop, '/', poison);

    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60');
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).not.toContain('evil.example');
    expect(page.text).not.toContain('javascript:');
    expect(page.text).toContain(`<link rel="canonical" href="${shopUrl}/">`);
    expect(page.text).toContain(`<a href="${shopUrl}/" class="brand">`);
  });

  it('a cached page is the same whatever host, forwarding or scheme headers the client sends', async () => {
    const reference = await visit(shop, '/products/aurora-face-serum');
    const variants = await Promise.all([
      visit(shop, '/products/aurora-face-serum', poison),
      visit(shop, '/products/aurora-face-serum', {
        'x-forwarded-host': 'other.localhost',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example;proto=https',
      }),
      getWithHost('/products/aurora-face-serum', { host: `${shop.company.subdomain}.localhost:1`, ...poison }),
      getWithHost('/products/aurora-face-serum', { host: 'evil.example', 'x-service-shop': shop.company.subdomain }),
    ]);

    expect(reference.status).toBe(200);
    expect(reference.text).toContain(`<link rel="canonical" href="${shopUrl}/products/aurora-face-serum">`);
    // The add-to-cart form's token carries its expiry to the second, so pages rendered a second
    // apart differ there and only there; everything else must be byte for byte the same.
    const withoutFormToken = (html: string) =>
      html.replace(/name="form_token" value="[^"]+"/g, 'name="form_token" value=""');
    for (const variant of variants) {
      expect(variant.status).toBe(200);
      expect(withoutFormToken(variant.text)).toBe(withoutFormToken(reference.text));
    }
  });

  it('the demo theme escapes text: a shop name with markup renders as text', async () => {
    const page = await visit(shop, '/');

    expect(page.text).toContain('Acme &lt;b&gt;&#34;Bold&#34; &amp; Co&lt;/b&gt;');
    expect(page.text).not.toContain('<b>"Bold"');
  });

  it('cart meta shop_url and checkout_url come from the storefront domain, not the request headers', async () => {
    const cart = await api('POST', '/api/checkout/v2026-04/carts', {
      headers: { 'x-service-shop': shop.company.subdomain, ...poison },
      body: { country_code: 'US' },
    });

    expect(cart.status, cart.text).toBe(201);
    expect(cart.body.meta.shop_url).toBe(shopUrl);
    expect(cart.body.meta.checkout_url).toBe(`${shopUrl}/checkout/${cart.body.cart.cart_token}`);
  });
});
