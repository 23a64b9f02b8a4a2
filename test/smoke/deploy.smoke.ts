import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TemplateAudit } from '../../lib/local/template-audit';
import { reminderScheduleName } from '../../shared/domains/company-events/reminder-schedule';
import { renewalScheduleName } from '../../shared/domains/autoship/renewal-schedule';
import { startReceiver, type Receiver } from '../helpers/receiver';

/**
 * Deploy smoke suite (`npm run smoke`): one request of every route family through the HTTP surface
 * only, against template mode (the synthesized template run locally) or a deployed stack
 * (`BASE_URL`). Steps that need the local runtime (loopback receivers, the scheduler's clock, the
 * mailbox, the IAM audit) run in template mode only.
 */
const { baseUrl, companyToken, shop, local } = inject('smoke');
const V = '/api/v202604';
const CARTS = '/api/checkout/v2026-04/carts';

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}
const company = (method: string, path: string, body?: unknown) => call(method, path, { token: companyToken, body });
const shopper = (method: string, path: string, body?: unknown) =>
  call(method, path, { body, headers: { 'x-service-shop': shop } });
const suffix = () => randomBytes(4).toString('hex');

/** Addresses a cart to New York, picks the first shipping method it offers, and completes it (each step answered as expected). */
async function shipAndComplete(token: string, name: string) {
  const addressed = await shopper('PATCH', `${CARTS}/${token}`, {
    shipping_address: { name, address1: '1 Main St', city: 'New York', postal_code: '10001', country_code: 'US' },
  });
  expect(addressed.status, addressed.text).toBe(200);
  // Whatever the shop offers now (the carts step may have left a shipping callback's options).
  const shipped = await shopper('PATCH', `${CARTS}/${token}`, {
    shipping_method_id: addressed.body.cart.available_shipping_methods[0].id,
  });
  expect(shipped.status, shipped.text).toBe(200);
  // Consent to renewal terms is asked only of carts with subscribed lines, and ignored otherwise.
  const completed = await shopper('POST', `${CARTS}/${token}/complete`, {
    payment_method: { type: 'test' },
    recurring_terms_accepted: true,
  });
  expect(completed.status, completed.text).toBe(201);
  return completed;
}

/** The local mailbox's messages to `email`, once there is one (or none after `timeoutMs`). */
async function mailTo(email: string, timeoutMs: number): Promise<unknown[]> {
  const deadline = Date.now() + timeoutMs;
  let messages: unknown[] = [];
  while (messages.length === 0 && Date.now() < deadline) {
    messages = (
      (await (await fetch(`${baseUrl}/_local/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: unknown[];
      }
    ).messages;
    if (messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return messages;
}

let hooks: Receiver;
let callbacks: Receiver;
beforeAll(async () => {
  [hooks, callbacks] = await Promise.all([startReceiver(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([hooks?.close(), callbacks?.close()]);
});

describe('deploy smoke', () => {
  it('identity: the company token reads its company; no token is refused with the envelope', async () => {
    const me = await company('GET', '/api/company');
    expect(me.status).toBe(200);
    expect(me.body.company.subdomain).toBe(shop);
    const anonymous = await call('GET', '/api/company');
    expect(anonymous.status).toBe(401);
  });

  it.runIf(local)('webhooks: a new rep is delivered to a loopback receiver', async () => {
    const subscribed = await company('POST', '/api/company/webhooks', {
      webhook: { resource: 'member', event: 'created', url: hooks.url, auth_token: randomBytes(24).toString('hex') },
    });
    expect(subscribed.status).toBe(201);
    const id = suffix();
    const rep = await company('POST', '/api/company/members', {
      member: {
        type: 'rep',
        email: `smoke-${id}@example.com`,
        first_name: 'Smoke',
        last_name: 'Rep',
        username: `smoke${id}`,
        country_code: 'US',
      },
    });
    expect(rep.status).toBe(201);
    const deliveries = await hooks.waitFor(1, 45_000);
    expect(deliveries.map((delivery) => JSON.parse(delivery.rawBody))).toContainEqual(
      expect.objectContaining({ name: 'member_created' }),
    );
    await company('DELETE', `/api/company/webhooks/${subscribed.body.webhook.id}`);
  });

  it('storefront: every public family of the shop answers', async () => {
    for (const family of [
      'products',
      'categories',
      'collections',
      'posts',
      'pages',
      'media',
      'playlists',
      'enrollment_packs',
    ]) {
      const list = await shopper('GET', `${V}/${family}`);
      expect(list.status, `${family}: ${list.text.slice(0, 200)}`).toBe(200);
    }
    const settings = await company('GET', `${V}/company/storefront_settings`);
    expect(settings.status).toBe(200);
    // A public token names the shop too (shared/domains/storefront/shop-token.ts).
    const issued = await company('POST', '/api/company/api_tokens', {
      api_token: { kind: 'public', name: `Smoke storefront ${suffix()}` },
    });
    expect(issued.status, issued.text).toBe(201);
    const byToken = await call('GET', `${V}/products`, { token: issued.body.api_token.token });
    expect(byToken.status, byToken.text).toBe(200);
    await company('DELETE', `/api/company/api_tokens/${issued.body.api_token.id}`);
  });

  it('rendered storefront: the shop home page renders; a missing product page is the 404 page', async () => {
    const html = { 'x-service-shop': shop, accept: 'text/html' };
    const home = await call('GET', '/', { headers: html });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    // A single unknown segment is read as a rep username and shows the home page (SPEC "Storefront
    // error pages" 4), so the 404 is asked of a path whose item cannot exist.
    const missing = await call('GET', `/products/no-such-product-${suffix()}`, { headers: html });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
  });

  it.runIf(local)(
    'droplets: a droplet is installed, its exchange token redeemed once, and the installation token reads the company',
    async () => {
      const created = await company('POST', '/api/droplets', {
        droplet: {
          name: `Smoke ${suffix()}`,
          active: true,
          requested_scopes: ['settings'],
          install_webhook_url: `${hooks.url}/installed`,
        },
      });
      expect(created.status, created.text).toBe(201);
      const installed = await company('POST', `/api/droplets/${created.body.droplet.uuid}/installations`);
      expect(installed.status, installed.text).toBe(201);
      const installationId = installed.body.installation.id;
      const deadline = Date.now() + 45_000;
      let exchangeToken: string | undefined;
      while (!exchangeToken && Date.now() < deadline) {
        const delivery = hooks.requests
          .map((request) => JSON.parse(request.rawBody))
          .find((body) => body.payload?.droplet?.installation_id === installationId);
        exchangeToken = delivery?.payload.droplet.exchange_token;
        if (!exchangeToken) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(exchangeToken, 'droplet.installed with the exchange token').toBeDefined();
      const exchanged = await call('POST', '/api/droplet_installations/exchange', {
        body: { exchange_token: exchangeToken },
      });
      expect(exchanged.status, exchanged.text).toBe(200);
      expect(exchanged.body.installation_token).toMatch(/^dit_/);
      const again = await call('POST', '/api/droplet_installations/exchange', {
        body: { exchange_token: exchangeToken },
      });
      expect(again.status).toBe(409);
      const asApp = await call('GET', '/api/company', { token: exchanged.body.installation_token });
      expect(asApp.status, asApp.text).toBe(200);
      expect(asApp.body.company.subdomain).toBe(shop);
      const uninstalled = await company('DELETE', `/api/droplet_installations/${installationId}`);
      expect(uninstalled.status, uninstalled.text).toBe(200);
      expect((await call('GET', '/api/company', { token: exchanged.body.installation_token })).status).toBe(401);
    },
  );

  it.runIf(local)('carts: a cart calls the shipping callback, completes, and order_created is delivered', async () => {
    const title = `Smoke ${suffix()}`;
    const product = await company('POST', `${V}/company/products`, {
      product: {
        title,
        status: 'published',
        public: true,
        variants: [
          {
            title: 'Default',
            sku: title.toUpperCase().replace(/\W+/g, '-'),
            countries: [{ country: 'US', price: 1999, shipping: 250 }],
          },
        ],
      },
    });
    expect(product.status, product.text).toBe(201);
    const orders = await company('POST', '/api/company/webhooks', {
      webhook: { resource: 'order', event: 'created', url: hooks.url, auth_token: randomBytes(24).toString('hex') },
    });
    expect(orders.status).toBe(201);
    callbacks.respond = () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        shipping_options: [{ id: 'express', title: 'Express', price: 1200, delivery_time_estimate: '1-2 days' }],
      }),
    });
    const registration = await company('POST', '/api/callback/registrations', {
      callback_registration: { definition_name: 'shipping_options', url: callbacks.url },
    });
    expect(registration.status, registration.text).toBe(201);
    try {
      const created = await shopper('POST', CARTS, {
        country_code: 'US',
        email: 'smoke@example.com',
        items: [{ product_id: product.body.product.id, variant_id: product.body.product.variants[0].id, quantity: 1 }],
      });
      expect(created.status, created.text).toBe(201);
      const token = created.body.cart.cart_token;
      const shipped = await shopper('PATCH', `${CARTS}/${token}`, {
        shipping_address: {
          name: 'Ada Lovelace',
          address1: '1 Main St',
          city: 'New York',
          postal_code: '10001',
          country_code: 'US',
          subdivision_code: 'US-NY',
        },
        shipping_method_id: 'express',
      });
      expect(shipped.status, shipped.text).toBe(200);
      expect(callbacks.requests.length).toBeGreaterThan(0);
      const completed = await shopper('POST', `${CARTS}/${token}/complete`, { payment_method: { type: 'test' } });
      expect(completed.status, completed.text).toBe(201);
      const orderId = completed.body.order.id;
      const deadline = Date.now() + 45_000;
      while (
        !hooks.requests.some((request) => JSON.parse(request.rawBody).payload?.order?.id === orderId) &&
        Date.now() < deadline
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(hooks.requests.map((request) => JSON.parse(request.rawBody))).toContainEqual(
        expect.objectContaining({
          name: 'order_created',
          payload: expect.objectContaining({ order: expect.objectContaining({ id: orderId }) }),
        }),
      );
    } finally {
      await company('DELETE', `/api/callback/registrations/${registration.body.callback_registration.id}`);
      await company('DELETE', `/api/company/webhooks/${orders.body.webhook.id}`);
    }
  });

  it('discounts: a code takes its amount off a checkout and counts one use', async () => {
    const id = suffix();
    const product = await company('POST', `${V}/company/products`, {
      product: {
        title: `Smoke mask ${id}`,
        status: 'published',
        public: true,
        variants: [
          {
            title: 'Default',
            sku: `SMOKE-MASK-${id}`.toUpperCase(),
            countries: [{ country: 'US', price: 2000, shipping: 250 }],
          },
        ],
      },
    });
    expect(product.status, product.text).toBe(201);
    // Pricing and completion load the codes' module on first use (shared/domains/checkout/price-discount-codes.ts).
    const discount = await company('POST', '/api/company/discount_codes', {
      discount_code: { code: `SMOKE${id}`.toUpperCase(), kind: 'fixed_amount', amounts: { USD: 500 } },
    });
    expect(discount.status, discount.text).toBe(201);
    const created = await shopper('POST', CARTS, {
      country_code: 'US',
      email: `discount-${id}@example.com`,
      items: [{ product_id: product.body.product.id, variant_id: product.body.product.variants[0].id, quantity: 1 }],
    });
    expect(created.status, created.text).toBe(201);
    const token = created.body.cart.cart_token;
    const applied = await shopper('POST', `${CARTS}/${token}/discount`, {
      discount_code: discount.body.discount_code.code,
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.cart).toMatchObject({ discount_total: 500, subtotal_after_discounts: 1500 });
    const completed = await shipAndComplete(token, 'Dee Scount');
    expect(completed.body.cart).toMatchObject({ discount_total: 500 });
    const used = await company('GET', `/api/company/discount_codes/${discount.body.discount_code.id}`);
    expect(used.body.discount_code.usage_count).toBe(1);
  });

  it.runIf(local)(
    'company events: the hour-before reminder schedule fires and its e-mail reaches the rep',
    async () => {
      const id = suffix();
      const email = `remind-${id}@example.com`;
      const rep = await company('POST', '/api/company/members', {
        member: {
          type: 'rep',
          email,
          first_name: 'Remi',
          last_name: 'Nder',
          username: `remind${id}`,
          country_code: 'US',
        },
      });
      expect(rep.status).toBe(201);
      // 18:00 in New York on 2030-05-04 (EDT) → reminder due 21:00Z.
      const event = await company('POST', '/api/company/events', {
        // Reminders reach the reps of the event's available countries (SPEC "Events" 7): none given, none reminded.
        event: {
          title: `Smoke ${id}`,
          description: 'Deploy smoke',
          available_countries: ['US'],
          time_zone: 'America/New_York',
          start_date: '2030-05-04',
          end_date: '2030-05-04',
          start_time: '18:00',
          end_time: '20:00',
        },
      });
      expect(event.status, event.text).toBe(201);
      const me = await company('GET', '/api/company');
      const name = reminderScheduleName(me.body.company.id, event.body.event.id);
      const fired = (await (
        await fetch(`${baseUrl}/_local/scheduler/fire?now=2030-05-04T21:00:00Z&name=${name}`, { method: 'POST' })
      ).json()) as { fired: Array<{ error?: string; outcome: { sent: number } }> };
      expect(fired.fired).toHaveLength(1);
      expect(fired.fired[0]!.error).toBeUndefined();
      expect(fired.fired[0]!.outcome.sent).toBeGreaterThanOrEqual(1);
      expect(await mailTo(email, 45_000)).toHaveLength(1);
    },
  );

  it.runIf(local)('autoship: a subscription bought at checkout renews when its schedule fires', async () => {
    const id = suffix();
    const email = `autoship-${id}@example.com`;
    const plan = await company('POST', '/api/subscription_plans', {
      subscription_plan: { name: `Smoke monthly ${id}`, billing_interval: 1, billing_interval_unit: 'month' },
    });
    expect(plan.status, plan.text).toBe(201);
    const product = await company('POST', `${V}/company/products`, {
      product: {
        title: `Smoke serum ${id}`,
        status: 'published',
        public: true,
        subscription_plan_ids: [plan.body.subscription_plan.id],
        variants: [
          {
            title: '30 ml',
            sku: `SMOKE-SERUM-${id}`.toUpperCase(),
            allow_subscription: true,
            countries: [{ country: 'US', price: 1000, shipping: 250, subscription_price: 800 }],
          },
        ],
      },
    });
    expect(product.status, product.text).toBe(201);
    const created = await shopper('POST', CARTS, {
      country_code: 'US',
      email,
      items: [{ product_id: product.body.product.id, variant_id: product.body.product.variants[0].id, quantity: 1 }],
    });
    expect(created.status, created.text).toBe(201);
    const token = created.body.cart.cart_token;
    const subscribed = await call(
      'POST',
      `/api/public/v2025-06/commerce/carts/${token}/items/${created.body.cart.items[0].id}/subscribe`,
      { body: { subscription_plan_id: plan.body.subscription_plan.id } },
    );
    expect(subscribed.status, subscribed.text).toBe(200);
    const completed = await shipAndComplete(token, 'Ada Lovelace');

    const listed = await company('GET', `${V}/subscriptions?filter[email]=${encodeURIComponent(email)}`);
    expect(listed.status, listed.text).toBe(200);
    const [subscription] = listed.body.subscriptions;
    expect(subscription).toMatchObject({ status: 'active', origin_order_id: completed.body.order.id, next_cycle: 2 });
    // The schedule lives in the renewal group (its name generated by CloudFormation): fire it there at its due second.
    const me = await company('GET', '/api/company');
    const name = renewalScheduleName(me.body.company.id, subscription.id);
    const due = new Date(Math.ceil(Date.parse(subscription.next_billing_at) / 1000) * 1000).toISOString();
    const { groups } = (await (await fetch(`${baseUrl}/_local/scheduler`)).json()) as { groups: string[] };
    const fired = [];
    for (const group of groups) {
      const answer = (await (
        await fetch(`${baseUrl}/_local/scheduler/fire?group=${encodeURIComponent(group)}&name=${name}&now=${due}`, {
          method: 'POST',
        })
      ).json()) as { fired: Array<{ error?: string; outcome?: { outcome: string; order_id: number } }> };
      fired.push(...answer.fired);
    }
    expect(fired, JSON.stringify(fired)).toHaveLength(1);
    expect(fired[0]!.error).toBeUndefined();
    expect(fired[0]!.outcome).toMatchObject({ outcome: 'renewed' });
    const renewed = await company('GET', `${V}/subscriptions/${subscription.id}`);
    expect(renewed.body.subscription).toMatchObject({ status: 'active', cycles_completed: 2, next_cycle: 3 });
    const order = await company('GET', `${V}/orders/${fired[0]!.outcome!.order_id}`);
    expect(order.status, order.text).toBe(200);
    expect(order.body.order.renewal).toMatchObject({ subscription_id: subscription.id, cycle: 2 });

    // Cycle 3 declines; a new payment method then bills it at once.
    const declining = await company('PATCH', `${V}/subscriptions/${subscription.id}`, {
      subscription: { payment_method: { type: 'test', token: 'test_decline' } },
    });
    expect(declining.status, declining.text).toBe(200);
    expect(declining.body.renewal).toBeNull();
    const cycle3Due = new Date(
      Math.ceil(Date.parse(declining.body.subscription.next_billing_at) / 1000) * 1000,
    ).toISOString();
    const declined = [];
    for (const group of groups) {
      const answer = (await (
        await fetch(
          `${baseUrl}/_local/scheduler/fire?group=${encodeURIComponent(group)}&name=${name}&now=${cycle3Due}`,
          { method: 'POST' },
        )
      ).json()) as { fired: Array<{ error?: string; outcome?: { outcome: string } }> };
      declined.push(...answer.fired);
    }
    expect(declined, JSON.stringify(declined)).toHaveLength(1);
    expect(declined[0]!.outcome).toMatchObject({ outcome: 'declined' });
    const retried = await company('PATCH', `${V}/subscriptions/${subscription.id}`, {
      subscription: { payment_method: { type: 'test', token: 'test_ok' } },
    });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.renewal).toMatchObject({
      outcome: 'renewed',
      order: { renewal: { subscription_id: subscription.id, cycle: 3 } },
    });
    expect(retried.body.subscription).toMatchObject({ status: 'active', cycles_completed: 3, next_cycle: 4 });
  });

  it.runIf(local)(
    'enrollment: checking out an enrollment pack makes the buyer a rep, who is mailed a sign-in link',
    async () => {
      const id = suffix();
      const email = `enroll-${id}@example.com`;
      const product = await company('POST', `${V}/company/products`, {
        product: {
          title: `Smoke kit ${id}`,
          status: 'published',
          public: true,
          variants: [
            {
              title: 'Kit',
              sku: `SMOKE-KIT-${id}`.toUpperCase(),
              countries: [{ country: 'US', price: 5000, shipping: 0 }],
            },
          ],
        },
      });
      expect(product.status, product.text).toBe(201);
      const slug = `smoke-rep-kit-${id}`;
      const pack = await company('POST', `${V}/company/enrollment_packs`, {
        enrollment_pack: {
          title: `Smoke rep kit ${id}`,
          slug,
          status: 'published',
          active: true,
          enrollment_fee: 2500,
          member_type: 'rep',
          products: [{ product_id: product.body.product.id, quantity: 1 }],
        },
      });
      expect(pack.status, pack.text).toBe(201);
      const created = await shopper('POST', CARTS, { country_code: 'US', email, enrollment_pack_slug: slug });
      expect(created.status, created.text).toBe(201);
      const token = created.body.cart.cart_token;
      await shipAndComplete(token, 'Nora Newrep');
      const members = await company('GET', `/api/company/members?q=${encodeURIComponent(email)}`);
      expect(members.status, members.text).toBe(200);
      expect(members.body.members).toEqual([expect.objectContaining({ email, type: 'rep' })]);
      expect((await mailTo(email, 15_000)).length).toBeGreaterThanOrEqual(1);
    },
  );

  it.runIf(local)(
    'deployed roles allow every AWS call the run made, and every variable read is in the template',
    async () => {
      const audit = (await (await fetch(`${baseUrl}/_local/template/audit`)).json()) as TemplateAudit;
      expect(audit.evaluated).toBeGreaterThan(0);
      expect(audit.denied).toEqual([]);
      expect(audit.missingEnvironment).toEqual([]);
    },
  );
});
