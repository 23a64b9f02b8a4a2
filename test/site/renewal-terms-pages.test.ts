import { beforeAll, describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { createProduct } from '../helpers/checkout';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';

const US = { 'x-visitor-country': 'US' };
const formToken = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)![1]!;
/** The text of an HTML fragment as a reader hears it: tags dropped, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t\n\r]+/g, ' ')
    .trim();
/** The renewal terms section of a page, as text. */
const termsSection = (html: string) => {
  const section = /<section class="terms" id="renewal-terms"[^>]*>(.*?)<\/section>/s.exec(html);
  return section ? text(section[1]!) : undefined;
};

/**
 * Automatic-renewal rules want the terms shown before purchase and an explicit consent to them:
 * the demo theme's cart and checkout show each recurring charge's cadence, renewal price and
 * charge dates, and the checkout asks for consent with a box that is required and not pre-checked,
 * only when the cart holds a subscribed line.
 */
describe('demo theme: renewal terms on the cart and checkout pages', () => {
  let shop: Tenant;
  let planId: number;
  let variantId: number;
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
  const page = (path: string, cookie?: string) => visit(shop, path, { ...US, ...(cookie ? { cookie } : {}) });

  /** A new cart holding one line of the product, subscribed to the plan or not; answers its cookie and token. */
  const cartWith = async (subscribed: boolean) => {
    const product = await page('/products/greens');
    const added = await post('/cart', {
      form_token: formToken(product.text),
      action: 'add',
      variant_id: String(variantId),
      quantity: '2',
      subscription_plan_id: subscribed ? String(planId) : '',
    });
    expect(added.status, added.text).toBe(302);
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
    return { cookie, token: cookie.split('=')[1]! };
  };

  beforeAll(async () => {
    shop = await createTenant({ name: 'Greens <b>&</b> Co' });
    await seedTheme(shop, demoThemeFiles);
    const plan = await api('POST', '/api/subscription_plans', {
      token: shop.token,
      body: { subscription_plan: { name: 'Every 2 weeks', billing_interval: 2, billing_interval_unit: 'week' } },
    });
    expect(plan.status, plan.text).toBe(201);
    planId = plan.body.subscription_plan.id;
    const product = await createProduct(
      shop,
      'Greens',
      [{ title: 'Tub', prices: { US: { price: 3200, subscription_price: 2880 } }, allow_subscription: true }],
      { subscription_plan_ids: [planId] },
    );
    variantId = product.variantIds[0]!;
  });

  it('the cart shows a subscribed line with its cadence, and the terms: renewal price, cadence, first charge and how to cancel', async () => {
    const { cookie } = await cartWith(true);
    const cart = await page('/cart', cookie);
    expect(cart.status).toBe(200);
    expect(text(cart.text)).toContain('Greens Tub · $28.80 Subscription · every 2 weeks');
    const terms = termsSection(cart.text)!;
    expect(terms).toMatch(
      /^Subscription terms Renews at \$57\.60 every 2 weeks, plus tax and shipping, automatically until you cancel /,
    );
    expect(terms).toContain('First charge Today, with this order');
    expect(terms).toMatch(/(Next charge|Starts) \S+/);
    // The shop's name is text wherever the terms name it, never markup.
    expect(terms).toMatch(/Cancel .*Greens &lt;b&gt;&amp;&lt;\/b&gt; Co/);
    expect(cart.text).not.toContain('<b>&</b>');
  });

  it('the checkout shows the terms beside a consent box that is required and not checked; "Update totals" is not held back by it', async () => {
    const { cookie, token } = await cartWith(true);
    const checkout = await page(`/checkout/${token}`, cookie);
    expect(checkout.status).toBe(200);
    expect(termsSection(checkout.text)).toMatch(/^Subscription terms Renews at \$57\.60 every 2 weeks/);
    expect(checkout.text).toContain(
      '<input type="checkbox" id="recurring_terms_accepted" name="recurring_terms_accepted" value="true" required aria-describedby="renewal-terms">',
    );
    expect(text(/<label for="recurring_terms_accepted">(.*?)<\/label>/s.exec(checkout.text)![1]!)).toBe(
      'I agree to the subscription terms: Greens &lt;b&gt;&amp;&lt;/b&gt; Co charges me automatically until I cancel (required)',
    );
    expect(checkout.text).toContain(
      '<button type="submit" name="action" value="save" class="secondary" formnovalidate>Update totals</button>',
    );
  });

  it('a product page offers one-time and subscribed purchase, one-time chosen; a subscription-only product offers its plans alone, the first chosen', async () => {
    const purchase = (html: string) =>
      [
        ...html.matchAll(
          /<input type="radio" id="(purchase-once|plan-\d+)" name="subscription_plan_id" value="(\d*)"( checked)?/g,
        ),
      ].map(([, , value, checked]) => ({ value, checked: checked !== undefined }));
    expect(purchase((await page('/products/greens')).text)).toEqual([
      { value: '', checked: true },
      { value: String(planId), checked: false },
    ]);
    await createProduct(
      shop,
      'Greens Club',
      [
        {
          title: 'Tub',
          prices: { US: { price: 3200, subscription_price: 2880 } },
          allow_subscription: true,
          subscription_only: true,
        },
      ],
      { subscription_plan_ids: [planId] },
    );
    const clubPage = await page('/products/greens-club');
    expect(purchase(clubPage.text)).toEqual([{ value: String(planId), checked: true }]);
    expect(termsSection(clubPage.text)).toMatch(
      /^How the subscription works Every 2 weeks : you pay \$28\.80 \(Tub\) every 2 weeks/,
    );
  });

  it('a cart without subscribed lines shows no terms and asks for no consent', async () => {
    const { cookie, token } = await cartWith(false);
    const cart = await page('/cart', cookie);
    expect(text(cart.text)).toContain('Greens Tub · $32.00');
    expect(termsSection(cart.text)).toBeUndefined();
    const checkout = await page(`/checkout/${token}`, cookie);
    expect(termsSection(checkout.text)).toBeUndefined();
    expect(checkout.text).not.toContain('recurring_terms_accepted');
  });
});
