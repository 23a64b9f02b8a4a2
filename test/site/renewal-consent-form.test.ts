import { describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { ORDERS } from '../helpers/orders';
import { seedTheme, visit } from '../helpers/themes';

const US = { 'x-visitor-country': 'US' };
const formToken = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)![1]!;
const decode = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

describe('the storefront checkout form and the renewal terms consent', () => {
  it('refuses to place a subscribed cart without `recurring_terms_accepted=true` and records the consent with it', async () => {
    const shop = await createShop();
    await seedTheme(shop, demoThemeFiles);
    const plan = await api('POST', '/api/subscription_plans', {
      token: shop.token,
      body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' } },
    });
    const product = await createProduct(
      shop,
      'Daily Serum',
      [
        {
          title: '30 ml',
          prices: { US: { price: 1000, shipping: 250, subscription_price: 800 } },
          allow_subscription: true,
        },
      ],
      { subscription_plan_ids: [plan.body.subscription_plan.id] },
    );
    const post = (path: string, fields: Record<string, string>, cookie?: string) =>
      api('POST', path, {
        rawBody: new URLSearchParams(fields).toString(),
        redirect: 'manual',
        headers: {
          'x-service-shop': shop.company.subdomain,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
          ...US,
          ...(cookie ? { cookie } : {}),
        },
      });
    const productPage = await visit(shop, '/products/daily-serum', US);
    const added = await post('/cart', {
      form_token: formToken(productPage.text),
      action: 'add',
      variant_id: String(product.variantIds[0]),
      quantity: '1',
      subscription_plan_id: String(plan.body.subscription_plan.id),
    });
    expect(added.status, added.text).toBe(302);
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
    const token = cookie.split('=')[1]!;
    const checkout = await visit(shop, `/checkout/${token}`, { ...US, cookie });
    const details = {
      form_token: formToken(checkout.text),
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      address1: '1 Main St',
      city: 'New York',
      state: 'NY',
      postal_code: '10001',
      shipping_method_id: 'standard',
      action: 'place',
    };

    const refused = await post(`/checkout/${token}`, details, cookie);
    expect(refused.status).toBe(422);
    expect(decode(refused.text)).toContain('the cart has subscribed lines that renew automatically');

    const placed = await post(`/checkout/${token}`, { ...details, recurring_terms_accepted: 'true' }, cookie);
    expect(placed.status, placed.text).toBe(302);
    const orders = await api('GET', `${ORDERS}?filter[email]=ada@example.com`, { token: shop.token });
    const [order] = orders.body.orders;
    expect(order.recurring_consent).toMatchObject({
      terms: expect.stringContaining('$8.00 plus tax and shipping every month'),
      terms_version: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });
});
