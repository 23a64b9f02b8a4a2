import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStorefront } from '../../lib/local/demo-theme/seed-storefront';
import { cdnStats, cookieOf, shopOrigin, viaCdn } from '../helpers/cdn';
import { createTenant, type Tenant } from '../helpers/tenant';

const formToken = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)![1]!;

/**
 * The storefront distribution's cache as synthesized (template mode's edge, lib/local/cdn-edge.ts):
 * a public page is stored for its `max-age` under the shop, the viewer country, the language and
 * the query; a shopper's page (`private, no-store`) never is. Each test uses its own shop, so
 * its entries are its own; the counts are read before and after, as other files run beside it.
 */
describe('the storefront edge cache', () => {
  let shop: Tenant;
  const originRequestsDuring = async (run: () => Promise<void>) => {
    const before = (await cdnStats()).originRequests;
    await run();
    return (await cdnStats()).originRequests - before;
  };

  beforeAll(async () => {
    shop = await createTenant();
    await seedDemoStorefront(shop.company.id);
  });

  it('serves a second anonymous view of a public page from the edge: no function runs', async () => {
    let first: Awaited<ReturnType<typeof viaCdn>> | undefined;
    let second: Awaited<ReturnType<typeof viaCdn>> | undefined;
    const origin = await originRequestsDuring(async () => {
      first = await viaCdn(shop, 'GET', '/pages/about', { headers: { 'x-visitor-country': 'US' } });
      second = await viaCdn(shop, 'GET', '/pages/about', { headers: { 'x-visitor-country': 'US' } });
    });
    expect(first!.status).toBe(200);
    expect(first!.headers['cache-control']).toBe('public, max-age=60');
    expect(first!.headers['x-cache']).toBe('Miss from cloudfront');
    expect(second!.headers['x-cache']).toBe('Hit from cloudfront');
    // The stored answer itself: the request id of the one invocation.
    expect(second!.headers['x-request-id']).toBe(first!.headers['x-request-id']);
    expect(second!.text).toBe(first!.text);
    expect(origin).toBe(1);
  });

  it('keeps a page per viewer country and per language (the language as the site reads it)', async () => {
    const view = (headers: Record<string, string>) => viaCdn(shop, 'GET', '/pages/about', { headers });
    const origin = await originRequestsDuring(async () => {
      expect((await view({ 'x-visitor-country': 'US', 'accept-language': 'de-DE,de;q=0.9' })).headers['x-cache']).toBe(
        'Miss from cloudfront',
      );
      expect((await view({ 'x-visitor-country': 'DE', 'accept-language': 'de-DE,de;q=0.9' })).headers['x-cache']).toBe(
        'Miss from cloudfront',
      );
      expect((await view({ 'x-visitor-country': 'US', 'accept-language': 'fr' })).headers['x-cache']).toBe(
        'Miss from cloudfront',
      );
      // Another spelling of German: the same entry.
      expect((await view({ 'x-visitor-country': 'US', 'accept-language': 'de-AT' })).headers['x-cache']).toBe(
        'Hit from cloudfront',
      );
    });
    expect(origin).toBe(3);
  });

  it('never shares a page between shops, though every shop is one distribution', async () => {
    const other = await createTenant({ name: 'Other Shop Co' });
    await seedDemoStorefront(other.company.id);
    const mine = await viaCdn(shop, 'GET', '/pages/about');
    const theirs = await viaCdn(other, 'GET', '/pages/about');
    expect(theirs.headers['x-cache']).toBe('Miss from cloudfront');
    expect(theirs.text).toContain('Other Shop Co');
    expect(mine.text).not.toContain('Other Shop Co');
  });

  it('always takes a shopper with a cart to the origin for the cart, and keys no public page by the cookie', async () => {
    const product = await viaCdn(shop, 'GET', '/products/aurora-face-serum', {
      headers: { 'x-visitor-country': 'US' },
    });
    const variantId = /name="variant_id" value="(\d+)" checked>/.exec(product.text)![1]!;
    const added = await viaCdn(shop, 'POST', '/cart', {
      headers: { 'x-visitor-country': 'US', origin: shopOrigin(shop), 'sec-fetch-site': 'same-origin' },
      form: { form_token: formToken(product.text), action: 'add', variant_id: variantId, quantity: '1' },
    });
    expect(added.status, added.text).toBe(302);
    const cookie = cookieOf(added, 'cart_token')!;
    const origin = await originRequestsDuring(async () => {
      for (const _ of [1, 2]) {
        const cart = await viaCdn(shop, 'GET', '/cart', { headers: { 'x-visitor-country': 'US', cookie } });
        expect(cart.headers['cache-control']).toBe('private, no-store');
        expect(cart.headers['x-cache']).toBe('Miss from cloudfront');
        expect(cart.text).toContain('Aurora Face Serum');
      }
    });
    expect(origin).toBe(2);
    // The public page a shopper with a cart sees is the stored one (first test): the cookie keys nothing.
    const withCart = await viaCdn(shop, 'GET', '/pages/about', {
      headers: { 'x-visitor-country': 'US', cookie },
    });
    expect(withCart.headers['x-cache']).toBe('Hit from cloudfront');
  });
});
