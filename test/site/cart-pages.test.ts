import { beforeAll, describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { createAgreement } from '../helpers/agreements';
import { createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { orderCall } from '../helpers/orders';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';
import { storefrontUrl } from '../../shared/domains/storefront/storefront-url';

const US = { 'x-visitor-country': 'US' };
const formToken = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)![1]!;
const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/**
 * The demo theme's product, cart, checkout and confirmation pages sell through plain
 * form posts (no JavaScript), using the checkout API's domain functions; the cart lives in the
 * `cart_token` cookie.
 */
describe('storefront cart and checkout pages', () => {
  let shop: Tenant;
  let terms: { id: number };
  const post = (
    path: string,
    fields: Record<string, string | string[]>,
    cookie?: string,
    headers: Record<string, string> = {},
  ) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    return api('POST', path, {
      rawBody: body.toString(),
      redirect: 'manual',
      headers: {
        'x-service-shop': shop.company.subdomain,
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        ...US,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });
  };
  const page = (path: string, cookie?: string) => visit(shop, path, { ...US, ...(cookie ? { cookie } : {}) });

  beforeAll(async () => {
    shop = await createShop();
    await seedTheme(shop, demoThemeFiles);
    await createProduct(shop, 'Glow Serum', [
      { title: '30 ml', prices: { US: { price: 1000, shipping: 250 } }, track_quantity: true, inventory_quantity: 3 },
    ]);
    terms = await createAgreement(shop, { title: 'Terms of sale', required: true });
  });

  it('adds to the cart from the product page, keeps the token in the cookie, lets the shopper change it and places the order', async () => {
    const product = await page('/products/glow-serum');
    expect(product.text).toContain('<button type="submit" class="wide">Add to cart</button>');
    const variantId = /name="variant_id" value="(\d+)" checked>/.exec(product.text)![1]!;

    const added = await post('/cart', {
      form_token: formToken(product.text),
      action: 'add',
      variant_id: variantId,
      quantity: '2',
    });
    expect(added.status).toBe(302);
    expect(added.headers.get('location')).toBe('/cart');
    const setCookie = added.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^cart_token=ct_[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0]!;
    const token = cookie.split('=')[1]!;

    const cart = await page('/cart', cookie);
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    expect(cart.text).toContain('>Glow Serum</a><br>');
    expect(cart.text).toContain('30 ml · $10.00');
    expect(cart.text).toMatch(/name="quantity" type="number" min="0" max="999" value="2"/);
    expect(cart.text).toContain('<dd>$20.00</dd>');
    expect(cart.text).toContain(`action="/checkout/${token}"`);

    const lineId = /name="line_id" value="(\d+)"/.exec(cart.text)![1]!;
    const revision = /name="state_revision" value="(\d+)"/.exec(cart.text)![1]!;
    const stale = await post(
      '/cart',
      {
        form_token: formToken(cart.text),
        action: 'update',
        line_id: lineId,
        quantity: '1',
        state_revision: String(Number(revision) - 1),
      },
      cookie,
    );
    expect(stale.status).toBe(409);
    expect(stale.text).toContain('Your cart changed in another tab or window');
    expect(stale.text).toMatch(/value="2"/);

    const tooMany = await post(
      '/cart',
      { form_token: formToken(cart.text), action: 'update', line_id: lineId, quantity: '5', state_revision: revision },
      cookie,
    );
    expect(tooMany.status).toBe(422);
    expect(decode(tooMany.text)).toContain('Only 3 of Glow Serum (30 ml) left in stock');

    const badCode = await post(
      '/cart',
      { form_token: formToken(cart.text), action: 'apply_discount', discount_code: 'NOPE' },
      cookie,
    );
    expect(badCode.status).toBe(422);
    expect(badCode.text).toContain('role="alert"');

    const lowered = await post(
      '/cart',
      { form_token: formToken(cart.text), action: 'update', line_id: lineId, quantity: '1', state_revision: revision },
      cookie,
    );
    expect(lowered.status).toBe(302);

    const checkout = await page(`/checkout/${token}`, cookie);
    expect(checkout.status).toBe(200);
    for (const label of ['Email', 'Name', 'Address', 'City', 'State/Region', 'Postal code', 'Country'])
      expect(checkout.text).toContain(`>${label}</label>`);
    expect(checkout.text).toContain('I accept the Terms of sale (required)');
    const details = {
      form_token: formToken(checkout.text),
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      address1: '1 Main St',
      city: 'New York',
      state: 'NY',
      postal_code: '10001',
      shipping_method_id: 'standard',
      agreement_shown: String(terms.id),
    };

    const refused = await post(`/checkout/${token}`, { ...details, action: 'place' }, cookie);
    expect(refused.status).toBe(422);
    expect(decode(refused.text)).toContain(`Terms of sale (id ${terms.id}) must be accepted`);

    const placed = await post(
      `/checkout/${token}`,
      { ...details, agreement: String(terms.id), action: 'place' },
      cookie,
    );
    expect(placed.status, placed.text).toBe(302);
    expect(placed.headers.get('location')).toBe(`/checkout/${token}/order`);
    expect(placed.headers.get('set-cookie')).toMatch(/^cart_token=; Path=\/; Max-Age=0;/);

    const confirmation = await page(`/checkout/${token}/order`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.text).toContain('<strong class="order-number">#1001</strong>');
    expect(confirmation.text).toContain('ada@example.com');
    expect(confirmation.text).toContain('<td>Glow Serum (30 ml)</td><td>1</td><td>$10.00</td>');

    const orders = await orderCall(shop, 'GET', '?filter[email]=ada@example.com');
    expect(orders.body.orders).toHaveLength(1);
    expect(orders.body.orders[0]).toMatchObject({
      number: '#1001',
      items: [expect.objectContaining({ product_title: 'Glow Serum', quantity: 1, price: 1000 })],
      agreements: [expect.objectContaining({ id: terms.id, version: 1 })],
    });
    expect((await page(`/checkout/${token}`)).headers.get('location')).toBe(`/checkout/${token}/order`);
  });

  it('a form posted without a valid form token is refused with the 503 page and changes nothing', async () => {
    const refused = await post('/cart', { action: 'add', variant_id: '1', quantity: '1' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  describe('a state-changing form post from another site is refused with the 503 page and no cookie', () => {
    const addToCart = async (headers: Record<string, string>) => {
      const product = await page('/products/glow-serum');
      const variantId = /name="variant_id" value="(\d+)" checked>/.exec(product.text)![1]!;
      const fields = { form_token: formToken(product.text), action: 'add', variant_id: variantId, quantity: '1' };
      return post('/cart', fields, undefined, headers);
    };
    const shopOrigin = () => new URL(storefrontUrl(shop.company.subdomain)).origin;
    const otherShop = () => new URL(storefrontUrl('another-shop')).origin;

    it.each<[string, () => Record<string, string>]>([
      [
        'another site’s Origin, cross-site fetch',
        () => ({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      ],
      ['another site’s Origin alone', () => ({ origin: 'https://evil.example' })],
      ['a cross-site fetch without Origin', () => ({ 'sec-fetch-site': 'cross-site' })],
      [
        'another shop under the same domain (same-site)',
        () => ({ origin: otherShop(), 'sec-fetch-site': 'same-site' }),
      ],
      ['an opaque Origin (null)', () => ({ origin: 'null' })],
      ['the shop’s Origin with a cross-site fetch', () => ({ origin: shopOrigin(), 'sec-fetch-site': 'cross-site' })],
      ['the shop’s host over another scheme', () => ({ origin: shopOrigin().replace(/^https?/, 'ftp') })],
    ])('%s → 503, no cart cookie', async (_case, headers) => {
      const refused = await addToCart(headers());
      expect(refused.status).toBe(503);
      expect(refused.headers.get('set-cookie')).toBeNull();
    });

    it.each<[string, () => Record<string, string>]>([
      ['the shop’s own Origin, same-origin fetch', () => ({ origin: shopOrigin(), 'sec-fetch-site': 'same-origin' })],
      ['the shop’s own Origin alone', () => ({ origin: shopOrigin() })],
      ['a same-origin fetch without Origin', () => ({ 'sec-fetch-site': 'same-origin' })],
      ['a user-initiated fetch (none)', () => ({ 'sec-fetch-site': 'none' })],
      ['neither header (a non-browser client with a valid form token)', () => ({})],
    ])('%s → the form is answered (302 with the cart cookie)', async (_case, headers) => {
      const added = await addToCart(headers());
      expect(added.status).toBe(302);
      expect(added.headers.get('set-cookie')).toMatch(/^cart_token=ct_/);
    });
  });

  it('an empty or unknown cart shows the empty cart; an unknown checkout token is a 404', async () => {
    expect((await page('/cart')).text).toContain('Your cart is empty.');
    expect((await page('/cart', `cart_token=ct_${'x'.repeat(43)}`)).text).toContain('Your cart is empty.');
    expect((await page(`/checkout/ct_${'x'.repeat(43)}`)).status).toBe(404);
  });
});

/**
 * "Place order" saves the address and shipping method before it completes: a method that adds
 * shipping moves the total, and the shopper is shown the new total and why, never charged it unseen.
 */
describe('storefront checkout: a place-order post that moves the total', () => {
  let shop: Tenant;
  const shopPost = (path: string, fields: Record<string, string>, cookie: string) =>
    api('POST', path, {
      rawBody: new URLSearchParams(fields).toString(),
      redirect: 'manual',
      headers: {
        'x-service-shop': shop.company.subdomain,
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        ...US,
      },
    });
  /** The hidden fields a rendered checkout form carries, as a browser would post them. */
  const hiddenFields = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="(form_token|state_revision|shown_total)" value="([^"]*)">/g)].map(
        (match) => [match[1]!, decode(match[2]!)],
      ),
    );

  beforeAll(async () => {
    shop = await createTenant({ country_code: 'US' });
    await seedTheme(shop, demoThemeFiles);
    await createProduct(shop, 'Daily Greens', [{ title: 'Tub', prices: { US: { price: 5220, shipping: 600 } } }]);
  });

  it('re-renders the checkout with the new total and a notice saying why, and charges nothing', async () => {
    const product = await visit(shop, '/products/daily-greens', US);
    const variantId = /name="variant_id" value="(\d+)" checked>/.exec(product.text)![1]!;
    const added = await shopPost(
      '/cart',
      { form_token: formToken(product.text), action: 'add', variant_id: variantId, quantity: '1' },
      '',
    );
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
    const token = cookie.split('=')[1]!;
    const checkout = await visit(shop, `/checkout/${token}`, { ...US, cookie });
    expect(checkout.text).toContain('<dd class="total">$52.20</dd>');

    const details = {
      email: 'grace@example.com',
      name: 'Grace Hopper',
      address1: '1 Navy Way',
      city: 'Arlington',
      state: 'VA',
      postal_code: '22202',
      shipping_method_id: 'standard',
      action: 'place',
    };
    const moved = await shopPost(`/checkout/${token}`, { ...hiddenFields(checkout.text), ...details }, cookie);
    expect(moved.status, moved.text).toBe(422);
    expect(moved.text).toContain('<dd class="total">$58.20</dd>');
    expect(decode(moved.text)).toContain(
      'The total changed from $52.20 to $58.20 (shipping $0.00 to $6.00); review it and place the order again',
    );
    expect((await orderCall(shop, 'GET', '?filter[email]=grace@example.com')).body.orders).toEqual([]);

    const placed = await shopPost(`/checkout/${token}`, { ...hiddenFields(moved.text), ...details }, cookie);
    expect(placed.status, placed.text).toBe(302);
    const orders = (await orderCall(shop, 'GET', '?filter[email]=grace@example.com')).body.orders;
    expect(orders.map((order: { amount_total: number }) => order.amount_total)).toEqual([5820]);
  });
});
