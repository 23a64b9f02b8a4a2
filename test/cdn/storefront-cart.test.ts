import { beforeAll, describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { cookieOf, shopOrigin, viaCdn } from '../helpers/cdn';
import { createProduct, createShop } from '../helpers/checkout';
import type { Tenant } from '../helpers/tenant';
import { seedTheme } from '../helpers/themes';

const formToken = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)![1]!;
/** A visitor from the US: template mode's stand-in for CloudFront's geolocation of the viewer address. */
const US = { 'x-visitor-country': 'US' };

/**
 * The shop through its distribution as synthesized (template mode): what the viewer function, the
 * origin request policy and the cache policy let through is all the functions see. A cart lives
 * in the `cart_token` cookie, so a policy that forwards no cookies loses every cart.
 */
describe('a shopper keeps a cart through the storefront distribution', () => {
  let shop: Tenant;

  beforeAll(async () => {
    shop = await createShop();
    await seedTheme(shop, demoThemeFiles);
    await createProduct(shop, 'Glow Serum', [{ title: '30 ml', prices: { US: { price: 1000, shipping: 250 } } }]);
  });

  it('adds to the cart on the product page and finds the line on the cart page, in the same cookie', async () => {
    const product = await viaCdn(shop, 'GET', '/products/glow-serum', { headers: US });
    expect(product.status, product.text).toBe(200);
    const variantId = /name="variant_id" value="(\d+)" checked>/.exec(product.text)![1]!;

    const added = await viaCdn(shop, 'POST', '/cart', {
      headers: { ...US, origin: shopOrigin(shop), 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
      form: { form_token: formToken(product.text), action: 'add', variant_id: variantId, quantity: '2' },
    });
    expect(added.status, added.text).toBe(302);
    expect(added.headers.location).toBe('/cart');
    const cookie = cookieOf(added, 'cart_token');
    expect(cookie).toMatch(/^cart_token=ct_/);

    const cart = await viaCdn(shop, 'GET', '/cart', { headers: { ...US, cookie: `theme=dark; ${cookie}` } });
    expect(cart.status).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.text).toContain('>Glow Serum</a><br>');
    expect(cart.text).toContain('30 ml · $10.00');
    expect(cart.text).toMatch(/name="quantity" type="number" min="0" max="999" value="2"/);
  });

  it('names the shop by the host: a client-sent X-Service-Shop is replaced by the viewer function', async () => {
    const other = await createShop();
    const page = await viaCdn(shop, 'GET', '/products/glow-serum', {
      headers: { ...US, 'x-service-shop': other.company.subdomain },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Glow Serum');
  });
});
