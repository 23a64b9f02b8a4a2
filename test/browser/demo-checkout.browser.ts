import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { reminderScheduleName } from '../../shared/domains/shop-mail/renewal-reminder';
import { verifyDelivery } from '../../shared/sdk/verify/verify-delivery';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { launchChromium } from '../helpers/chromium';
import { api } from '../helpers/http';
import { ORDERS } from '../helpers/orders';
import { SUBSCRIPTIONS } from '../helpers/subscriptions';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { subscribe } from '../helpers/webhooks';

/** Where the journey leaves its page screenshots (the README shows them; other files here are git-ignored). */
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
/** How many days before a renewal the demo shop reminds its subscribers (the merchant's setting, made below). */
const REMINDER_DAYS = 3;
const DAY_MS = 24 * 3600 * 1000;

/** The mails the local mailbox (`npm start`'s stand-in for SES) holds for one address, newest first. */
async function mailbox(address: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${inject('baseUrl')}/_local/mailbox?to=${encodeURIComponent(address)}`);
  return ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** The first mail to `address` whose subject is `subject`, once it has arrived. */
async function mailWithSubject(address: string, subject: string) {
  const find = async () => (await mailbox(address)).find((mail) => mail.subject === subject);
  await expect.poll(find, { timeout: 30_000, interval: 250 }).toBeDefined();
  return (await find())!;
}

/** The widths the README shows each page at: a phone and a desktop. */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 720 },
] as const;

/**
 * A shopper buys from the demo shop `npm start` seeds, in headless Chromium, driving
 * the pages by role and label as a person (or a screen reader) would, never by CSS class. What the
 * pages promise is then checked where it matters: the orders API and the merchant's webhook.
 */
describe('buying from the demo shop in headless Chromium', () => {
  const demo = inject('demo');
  const storefront = demo.storefront_url;
  const code = `DEMO${randomBytes(3).toString('hex').toUpperCase()}`;
  let saleTerms: { id: number; title: string };
  let hooks: Receiver;
  let authToken: string;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let noScript: { context: BrowserContext; close: () => Promise<void> };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    hooks = await startReceiver();
    ({ authToken } = await subscribe(demo.company_token, hooks.url, { resource: 'order', event: 'created' }));
    const discount = await api('POST', '/api/company/discount_codes', {
      token: demo.company_token,
      body: { discount_code: { code, kind: 'percentage', percentage: 10 } },
    });
    expect(discount.status, discount.text).toBe(201);
    const agreement = await api('POST', '/api/agreements', {
      token: demo.company_token,
      body: {
        agreement: {
          title: 'Terms of sale',
          body: 'You agree to the terms of sale.',
          required: true,
          show_at_checkout: true,
        },
      },
    });
    expect(agreement.status, agreement.text).toBe(201);
    saleTerms = agreement.body.agreement;
    // The merchant reminds every renewal, 3 days ahead (by default only trials' ends and yearly plans are).
    const reminder = await api('PUT', '/api/v202604/company/mail_templates/subscription_renewal_reminder', {
      token: demo.company_token,
      body: { mail_template: { days_before: REMINDER_DAYS, every_renewal: true } },
    });
    expect(reminder.status, reminder.text).toBe(200);
    [browser, noScript] = await Promise.all([launchChromium(), launchChromium({ javaScriptEnabled: false })]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), noScript?.close(), hooks?.close()]);
  });

  /** A page seen from the US, as CloudFront's viewer-country header would tell the storefront. */
  const usPage = async (context: BrowserContext) => {
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'x-visitor-country': 'US' });
    return page;
  };

  /**
   * Screenshots the page for the README at a phone's and a desktop's width, and fails on serious or
   * critical accessibility violations at either width; the page is left at the desktop width.
   */
  const inspect = async (page: Page, name: string) => {
    for (const { name: device, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      // From the top, as a shopper lands on it (the checkout's summary is sticky).
      await page.evaluate(() => (globalThis as any).scrollTo(0, 0));
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${device}.png`), fullPage: true });
      expect(await seriousAccessibilityViolations(page), `axe on the ${name} page at ${width} px`).toEqual([]);
      // Nothing scrolls sideways: the layout fits the phone.
      expect(
        await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number),
        `${name} at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
  };

  /** Presses a form's button and waits for the page the server answers with (every form here posts or gets a new page). */
  const submit = async (page: Page, name: string) => {
    const navigated = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.getByRole('button', { name, exact: true }).click();
    await navigated;
    await page.waitForLoadState();
  };

  /** The amount the totals list states for `term` (Subtotal, Discount, Shipping, Tax, Total). */
  const definition = (page: Page, term: string) =>
    page
      .locator('dl.totals dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();

  /** Fills the checkout form as a shopper would: email, address, the first shipping method. */
  const fillCheckout = async (page: Page, email: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Address').fill('1 Main St');
    await page.getByLabel('City').fill('New York');
    await page.getByLabel('State/Region').fill('NY');
    await page.getByLabel('Postal code').fill('10001');
    await page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first().check();
  };

  /** The order the API lists for `email` (each journey uses its own address). */
  const orderFor = async (email: string) => {
    const listed = await api('GET', `${ORDERS}?filter[email]=${encodeURIComponent(email)}`, {
      token: demo.company_token,
    });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.orders).toHaveLength(1);
    return listed.body.orders[0];
  };

  it('buys a one-time and an autoship product through the pages, changes a quantity, removes a line, consents to the renewal terms and is charged the total shown', async () => {
    const page = await usPage(browser.context);
    await page.goto(`${storefront}/`);
    await inspect(page, 'home');

    // The autoship product: its page states the renewal terms before anything is bought.
    await page.getByRole('link', { name: 'Daily Greens Powder' }).click();
    await page.waitForURL(`${storefront}/products/daily-greens-powder`);
    const renewalTerms = page.getByRole('region', { name: 'How the subscription works' });
    expect(await renewalTerms.textContent()).toMatch(
      /Monthly delivery: you pay \$28\.80 \(30 servings\), \$52\.20 \(60 servings\) every month, plus tax and shipping, automatically until you cancel\. The first charge is today with your order; the next on \w+ \d{1,2}, \d{4}\. Cancel at any time before a charge by contacting Demo Company\./,
    );
    expect(await page.getByRole('radio', { name: /^30 servings/ }).isChecked()).toBe(true);
    expect(await page.locator('label[for^="variant-"]').allTextContents()).toEqual([
      '30 servings · $32.00 (subscribed $28.80) In stock',
      '60 servings · $58.00 (subscribed $52.20) In stock',
    ]);
    await page.getByRole('radio', { name: /^Subscribe: Monthly delivery/ }).check();
    await inspect(page, 'product');
    await submit(page, 'Add to cart');
    expect(page.url()).toBe(`${storefront}/cart`);

    // Two one-time products from the collection's grid; one of them is taken out again in the cart.
    for (const title of ['Aurora Face Serum', 'Citrus Body Wash']) {
      await page.goto(`${storefront}/collections/bestsellers`);
      await page.getByRole('link', { name: title }).click();
      await submit(page, 'Add to cart');
    }
    await page.goto(`${storefront}/collections/bestsellers`);
    await inspect(page, 'collection');
    await page.getByRole('link', { name: 'Cart', exact: true }).click();
    await page.waitForURL(`${storefront}/cart`);
    await page.getByLabel('Quantity of Aurora Face Serum').fill('2');
    await submit(page, 'Update Aurora Face Serum');
    expect(await page.getByLabel('Quantity of Aurora Face Serum').inputValue()).toBe('2');
    await submit(page, 'Remove Citrus Body Wash');
    expect(await page.getByRole('row', { name: /Citrus Body Wash/ }).count()).toBe(0);
    expect(await page.getByRole('row', { name: /Daily Greens Powder/ }).textContent()).toContain(
      'Subscription · every month',
    );
    // $68.00 of serum and $28.80 of greens at the subscription price.
    expect(await definition(page, 'Subtotal')).toBe('$96.80');
    expect(await page.getByRole('region', { name: 'Subscription terms' }).textContent()).toContain(
      '$28.80 every month, plus tax and shipping, automatically until you cancel',
    );

    // 10 % off $96.80, then taken off again: the cart is back to no discount.
    await page.getByLabel('Discount code').fill(code.toLowerCase());
    await submit(page, 'Apply');
    expect(await page.getByRole('button', { name: `Remove code ${code}` }).count()).toBe(1);
    expect(await definition(page, 'Discount')).toBe('$9.68');
    await submit(page, `Remove code ${code}`);
    expect(await page.getByRole('button', { name: `Remove code ${code}` }).count()).toBe(0);
    expect(await definition(page, 'Discount')).toBe('$0.00');
    await inspect(page, 'cart');

    await submit(page, 'Checkout');
    // A GET form with no fields leaves a bare `?` on the URL.
    const checkoutUrl = page.url().replace(/\?$/, '');
    expect(checkoutUrl).toMatch(/\/checkout\/ct_[A-Za-z0-9_-]{43}$/);
    await fillCheckout(page, 'journey@example.com');
    await submit(page, 'Update totals');
    expect(await page.getByLabel('City').inputValue()).toBe('New York');
    await page.getByLabel(`I accept the ${saleTerms.title} (required)`).check();
    // The demo catalog sets no shipping price and the demo shop collects no tax.
    expect({
      shipping: await definition(page, 'Shipping'),
      tax: await definition(page, 'Tax'),
      total: await definition(page, 'Total'),
    }).toEqual({ shipping: 'Free', tax: '$0.00', total: '$96.80' });

    // The renewal terms stand beside a consent box that is not pre-checked and that the browser requires.
    const consent = page.getByLabel(/^I agree to the subscription terms/);
    expect(await consent.isChecked()).toBe(false);
    expect(await page.getByRole('region', { name: 'Subscription terms' }).textContent()).toContain(
      'Today, with this order',
    );
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    expect(
      await consent.evaluate(
        (box) => (box as unknown as { validity: { valueMissing: boolean } }).validity.valueMissing,
      ),
    ).toBe(true);
    expect(page.url()).toBe(checkoutUrl);
    await consent.check();
    const shownTotal = await definition(page, 'Total');
    await inspect(page, 'checkout');

    await submit(page, 'Place order');
    expect(page.url()).toBe(`${checkoutUrl}/order`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you for your order');
    expect(await page.getByRole('row', { name: /Aurora Face Serum/ }).textContent()).toContain('$68.00');
    expect(await page.getByRole('row', { name: /Daily Greens Powder/ }).textContent()).toContain('$28.80');
    expect(await definition(page, 'Total')).toBe(shownTotal);
    await inspect(page, 'confirmation');
    const number = await page.locator('main strong').first().textContent();

    const order = await orderFor('journey@example.com');
    expect(order).toMatchObject({
      number,
      email: 'journey@example.com',
      sub_total: 9680,
      discount_total: 0,
      shipping_total: 0,
      tax_total: 0,
      amount_total: 9680,
      agreements: [expect.objectContaining({ id: saleTerms.id, version: 1 })],
    });
    expect(order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_title: 'Aurora Face Serum', title: '30 ml', quantity: 2, price: 3400 }),
        expect.objectContaining({
          product_title: 'Daily Greens Powder',
          title: '30 servings',
          quantity: 1,
          price: 2880,
        }),
      ]),
    );
    expect(order.items).toHaveLength(2);
    // The charge is the total the checkout page showed last.
    expect(shownTotal).toBe('$96.80');
    const subscriptions = await api('GET', `${SUBSCRIPTIONS}?filter[email]=journey%40example.com`, {
      token: demo.company_token,
    });
    expect(subscriptions.body.subscriptions).toEqual([
      expect.objectContaining({ origin_order_id: order.id, billing_interval: 1, billing_interval_unit: 'month' }),
    ]);

    // The confirmation arrives in the local mailbox with the renewal terms the shopper agreed to.
    const confirmation = await mailWithSubject('journey@example.com', `Order ${number} confirmed – Demo Company`);
    expect(confirmation.text).toContain('Total: $96.80');
    expect(confirmation.text).toContain('Automatic renewal: you agreed to these terms on');
    expect(order.recurring_consent.terms).toContain('$28.80 plus tax and shipping every month');
    expect(confirmation.text).toContain(order.recurring_consent.terms);

    // The renewal reminder is scheduled at the configured time, and the local scheduler sends it then, not before.
    const [subscription] = subscriptions.body.subscriptions;
    const name = reminderScheduleName(demo.company_id, subscription.id);
    const remindAt = Date.parse(subscription.next_billing_at) - REMINDER_DAYS * DAY_MS;
    // Fired through the local scheduler's own endpoint, in every schedule group it polls (template
    // mode names the groups as CloudFormation does).
    const { groups } = (await (await fetch(`${inject('baseUrl')}/_local/scheduler`)).json()) as { groups: string[] };
    const fireAt = async (instant: number) => {
      const fired: unknown[] = [];
      for (const group of groups) {
        const answer = await fetch(
          `${inject('baseUrl')}/_local/scheduler/fire?group=${encodeURIComponent(group)}&name=${name}&now=${encodeURIComponent(new Date(instant).toISOString())}`,
          { method: 'POST' },
        );
        expect(answer.status).toBe(200);
        fired.push(...((await answer.json()) as { fired: unknown[] }).fired);
      }
      return fired;
    };
    expect(await fireAt(remindAt - 60_000)).toEqual([]);
    const renews = subscription.next_billing_at.slice(0, 10);
    expect((await mailbox('journey@example.com')).map((mail) => mail.subject)).not.toContain(
      `Your subscription with Demo Company renews on ${renews}`,
    );
    // Once the consumer has set it, the reminder is due at the configured time (to the second).
    await expect.poll(() => fireAt(remindAt + 1_000), { timeout: 30_000, interval: 500 }).toHaveLength(1);
    const reminder = await mailWithSubject(
      'journey@example.com',
      `Your subscription with Demo Company renews on ${renews}`,
    );
    expect(reminder.text).toContain(`renews automatically on ${renews}`);
    expect(reminder.text).toContain(order.recurring_consent.terms);

    // The merchant's webhook hears of it once, signed, as through the API.
    const forOrder = () =>
      hooks.requests
        .filter((request) => verifyDelivery(request.rawBody, request.headers, authToken).ok)
        .map((request) => JSON.parse(request.rawBody))
        .filter((body) => body.name === 'order_created' && body.payload?.order?.id === order.id);
    await expect.poll(() => forOrder().length, { timeout: 30_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(forOrder()).toHaveLength(1);
  });

  it('places an order with JavaScript disabled: every step is a plain form post', async () => {
    const page = await usPage(noScript.context);
    await page.goto(`${storefront}/products/citrus-body-wash`);
    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await submit(page, 'Add to cart');
    expect(page.url()).toBe(`${storefront}/cart`);
    expect(await page.getByLabel('Quantity of Citrus Body Wash').inputValue()).toBe('3');

    await submit(page, 'Checkout');
    // A GET form with no fields leaves a bare `?` on the URL.
    const checkoutUrl = page.url().replace(/\?$/, '');
    expect(checkoutUrl).toMatch(/\/checkout\/ct_[A-Za-z0-9_-]{43}$/);
    await fillCheckout(page, 'no-script@example.com');
    await page.getByLabel(`I accept the ${saleTerms.title} (required)`).check();
    await submit(page, 'Place order');
    expect(page.url()).toBe(`${checkoutUrl}/order`);
    expect(await page.getByRole('row', { name: /Citrus Body Wash/ }).textContent()).toContain('$43.50');

    expect(await orderFor('no-script@example.com')).toMatchObject({
      items: [expect.objectContaining({ product_title: 'Citrus Body Wash', quantity: 3, price: 1450 })],
      sub_total: 4350,
    });
  });
  it('shows a stock shortage in the cart and buys a subscription from the product page', async () => {
    const plan = await api('POST', '/api/subscription_plans', {
      token: demo.company_token,
      body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' } },
    });
    expect(plan.status, plan.text).toBe(201);
    const title = `Night Balm ${randomBytes(3).toString('hex')}`;
    const created = await api('POST', '/api/v202604/company/products', {
      token: demo.company_token,
      body: {
        product: {
          title,
          status: 'published',
          public: true,
          subscription_plan_ids: [plan.body.subscription_plan.id],
          variants: [
            {
              title: '50 ml',
              sku: title.replace(/\W+/g, '-').toUpperCase(),
              allow_subscription: true,
              track_quantity: true,
              inventory_quantity: 2,
              countries: [{ country: 'US', price: 2000, subscription_price: 1800 }],
            },
          ],
        },
      },
    });
    expect(created.status, created.text).toBe(201);

    const page = await usPage(browser.context);
    await page.goto(`${storefront}/products/${created.body.product.slug}`);
    await page.getByRole('radio', { name: 'Subscribe: Monthly', exact: true }).check();
    await submit(page, 'Add to cart');
    expect(await page.getByRole('row', { name: new RegExp(title) }).textContent()).toContain('Subscription');

    // Two in stock: asking for five keeps the line as it was and says why, in the page.
    await page.getByLabel(`Quantity of ${title}`).fill('5');
    await submit(page, `Update ${title}`);
    expect(await page.getByRole('alert').textContent()).toContain(`Only 2 of ${title} (50 ml) left in stock`);
    expect(await page.getByLabel(`Quantity of ${title}`).inputValue()).toBe('1');

    await submit(page, 'Checkout');
    const checkoutUrl = page.url().replace(/\?$/, '');
    await fillCheckout(page, 'subscriber@example.com');
    await page.getByLabel(`I accept the ${saleTerms.title} (required)`).check();
    await page.getByLabel(/^I agree to the subscription terms/).check();
    await submit(page, 'Place order');
    expect(page.url()).toBe(`${checkoutUrl}/order`);

    const order = await orderFor('subscriber@example.com');
    expect(order).toMatchObject({
      items: [expect.objectContaining({ product_title: title, quantity: 1, price: 1800 })],
      sub_total: 1800,
    });
    const subscriptions = await api('GET', `${SUBSCRIPTIONS}?filter[email]=subscriber%40example.com`, {
      token: demo.company_token,
    });
    expect(subscriptions.body.subscriptions).toEqual([
      expect.objectContaining({ origin_order_id: order.id, subscription_plan_id: plan.body.subscription_plan.id }),
    ]);
  });
});
