import { beforeAll, describe, expect, it } from 'vitest';
import { pathRoutes } from '../../functions/manifest';
import { storefrontFamilies } from '../../shared/domains/storefront/families';
import { createAgreement } from '../helpers/agreements';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { createEvent } from '../helpers/company-events';
import { api } from '../helpers/http';
import { ORDERS, placeOrder, sellable } from '../helpers/orders';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import {
  autoshipOffer,
  expectPendingRenewal,
  scheduledInstant,
  SUBSCRIPTIONS,
  subscribeThroughCheckout,
  subscriptionsOf,
} from '../helpers/subscriptions';
import { createRep, subscribe } from '../helpers/webhooks';
import { customerCall, ME, MY_SUBSCRIPTIONS, signInCustomer } from '../helpers/customer-account';
import { createDroplet } from '../droplets/support';

/** The load: 50 callers updating one resource at once, none sending a precondition. */
const WRITERS = 50;

/** One resource of a family, and how its update route is called and read back. */
interface Target {
  /** Path of the update (and of the read, unless `readPath`). */
  path: string;
  /** The update body of writer `i`: it sets one field to a value only that writer sends. */
  body: (i: number) => unknown;
  /** The written field's value in an update response or a read. */
  value: (payload: any) => unknown;
  readPath?: string;
  /** How the route is called when not with the shared shop's bearer (cart routes name the shop by header; a row with a shop of its own). */
  call?: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;
  /** What else must agree with the final state once the writers are done (a subscription's one renewal schedule). */
  settled?: (final: any) => Promise<void>;
}

type Setup = (shop: Tenant) => Promise<Target>;

const storefrontUpdates: Record<string, Setup> = Object.fromEntries(
  storefrontFamilies.map((family) => [
    `PUT /api/v202604/company/${family.plural}/{id}`,
    async (shop: Tenant) => {
      const item = await createItem(shop, family.plural, family.bodyKey, { title: 'Contended' });
      return {
        path: `/api/v202604/company/${family.plural}/${item.id}`,
        body: (i: number) => ({ [family.bodyKey]: { title: `Title ${i}` } }),
        value: (payload: any) => payload[family.bodyKey].title,
      };
    },
  ]),
);

/** Every update route the manifest serves without a precondition, and how to contend on one of its resources. */
const updates: Record<string, Setup> = {
  ...storefrontUpdates,
  'PUT /api/company': async () => ({
    path: '/api/company',
    body: (i) => ({ company: { name: `Name ${i}` } }),
    value: (payload) => payload.company.name,
  }),
  'PUT /api/company/events/{id}': async (shop) => {
    const event = await createEvent(shop);
    return {
      path: `/api/company/events/${event.id}`,
      body: (i) => ({ event: { title: `Edit ${i}` } }),
      value: (payload) => payload.event.title,
    };
  },
  'PUT /api/company/webhooks/{id}': async (shop) => {
    const { id } = await subscribe(shop.token, 'https://example.com/hooks');
    return {
      path: `/api/company/webhooks/${id}`,
      body: (i) => ({ webhook: { url: `https://example.com/hooks/${i}` } }),
      value: (payload) => payload.webhook.url,
    };
  },
  'PUT /api/callback/registrations/{uuid}': async () => {
    // A shop of its own: in the shared one, every later cart row would price through this unreachable
    // shipping callback and wait out its 5 s timeout on each request.
    const own = await createShop();
    const created = await api('POST', '/api/callback/registrations', {
      token: own.token,
      body: { callback_registration: { definition_name: 'shipping_options', url: 'https://example.com/cb' } },
    });
    const uuid = created.body.callback_registration.uuid;
    return {
      path: `/api/callback/registrations/${uuid}`,
      body: (i) => ({ callback_registration: { url: `https://example.com/cb/${i}` } }),
      value: (payload) => payload.callback_registration.url,
      call: (method, path, body) => api(method, path, { token: own.token, body }),
    };
  },
  'PUT /api/company/members/{id}': async (shop) => {
    const rep = await createRep(shop.token);
    return {
      path: `/api/company/members/${rep.id}`,
      body: (i) => ({ member: { first_name: `Name${i}` } }),
      value: (payload) => payload.member.first_name,
    };
  },
  'PUT /api/droplets/{uuid}': async (shop) => {
    const { droplet } = await createDroplet(shop.token);
    return {
      path: `/api/droplets/${droplet.uuid}`,
      body: (i) => ({ droplet: { categories: [`c${i}`] } }),
      value: (payload) => payload.droplet.categories[0],
    };
  },
  'PUT /api/agreements/{id}': async (shop) => {
    const agreement = await createAgreement(shop);
    return {
      path: `/api/agreements/${agreement.id}`,
      body: (i) => ({ agreement: { title: `Terms ${i}` } }),
      value: (payload) => payload.agreement.title,
    };
  },
  'PUT /api/subscription_plans/{id}': async (shop) => {
    const created = await api('POST', '/api/subscription_plans', {
      token: shop.token,
      body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' } },
    });
    return {
      path: `/api/subscription_plans/${created.body.subscription_plan.id}`,
      body: (i) => ({ subscription_plan: { name: `Plan ${i}` } }),
      value: (payload) => payload.subscription_plan.name,
    };
  },
  'PUT /api/company/discount_codes/{id}': async (shop) => {
    const created = await api('POST', '/api/company/discount_codes', {
      token: shop.token,
      body: { discount_code: { code: 'BUSY', kind: 'percentage', percentage: 10 } },
    });
    return {
      path: `/api/company/discount_codes/${created.body.discount_code.id}`,
      body: (i) => ({ discount_code: { percentage: i + 1 } }),
      value: (payload) => payload.discount_code.percentage,
    };
  },
  'PUT /api/v202604/company/storefront_settings': async () => ({
    path: '/api/v202604/company/storefront_settings',
    body: (i) => ({ storefront_settings: { logo_url: `https://cdn.example.com/${i}.png` } }),
    value: (payload) => payload.storefront_settings.logo_url,
  }),
  'PATCH /api/checkout/v2026-04/carts/{cart_token}': async (shop) => {
    const { token } = await createCart(shop, { country_code: 'US' });
    return {
      path: `/${token}`,
      body: (i) => ({ metadata: { writer: i } }),
      value: (payload) => payload.cart.metadata.writer,
      call: (method, path, body) => cartCall(shop, method, path, body),
    };
  },
  'PATCH /api/checkout/v2026-04/carts/{cart_token}/items/{item_id}': async (shop) => {
    const product = await createProduct(shop, 'Serum', [{ prices: { US: { price: 1999 } } }]);
    const { token, cart } = await createCart(shop, {
      country_code: 'US',
      items: [{ variant_id: product.variantIds[0], quantity: 1 }],
    });
    return {
      path: `/${token}/items/${cart.items[0].id}`,
      readPath: `/${token}`,
      body: (i) => ({ quantity: i + 1 }),
      value: (payload) => payload.cart.items[0].quantity,
      call: (method, path, body) => cartCall(shop, method, path, body),
    };
  },
  'PATCH /api/v202604/orders/{id}': async (shop) => {
    const order = await placeOrder(shop, [{ product: await sellable(shop), quantity: 1 }]);
    return {
      path: `${ORDERS}/${order.id}`,
      body: (i) => ({ order: { metadata: { writer: i } } }),
      value: (payload) => payload.order.metadata.writer,
    };
  },
  'PATCH /api/v202604/orders/{id}/fulfillments/{fulfillment_id}': async (shop) => {
    const order = await placeOrder(shop, [{ product: await sellable(shop), quantity: 1 }]);
    const fulfilled = await api('POST', `${ORDERS}/${order.id}/fulfillments`, {
      token: shop.token,
      body: { fulfillment: { notify_customer: false } },
    });
    const fulfillmentId = fulfilled.body.fulfillment.id;
    return {
      path: `${ORDERS}/${order.id}/fulfillments/${fulfillmentId}`,
      readPath: `${ORDERS}/${order.id}`,
      body: (i) => ({ fulfillment: { tracking_number: `TRACK${i}` } }),
      value: (payload) =>
        (payload.fulfillment ?? payload.order.fulfillments.find((f: any) => f.id === fulfillmentId)).tracking_number,
    };
  },
  'PATCH /api/v202604/subscriptions/{id}': async (shop) => {
    const { plan, product } = await autoshipOffer(shop);
    await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }], 'contended@example.com');
    const [subscription] = await subscriptionsOf(shop, 'contended@example.com');
    const base = Date.parse(subscription.next_billing_at);
    return {
      path: `${SUBSCRIPTIONS}/${subscription.id}`,
      // Each writer moves the next billing date (and so the schedule) to its own hour.
      body: (i) => ({ subscription: { next_billing_at: new Date(base + (i + 1) * 3_600_000).toISOString() } }),
      value: (payload) => payload.subscription.next_billing_at,
      // The one schedule is the final state's, however the writers' schedule calls interleaved.
      settled: (final) =>
        expectPendingRenewal(shop, subscription.id, {
          due_at: scheduledInstant(final.subscription.next_billing_at),
          cycle: 2,
          input_due_at: final.subscription.next_billing_at,
        }),
    };
  },
  ...customerUpdates(),
};

/** The signed-in customer's own update routes: each writer calls with the customer's session. */
function customerUpdates(): Record<string, Setup> {
  /** A shop buyer with one subscription, signed in: the session and a call with it. */
  const buyer = async (shop: Tenant) => {
    const email = `contended-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { plan, product } = await autoshipOffer(shop);
    await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }], email);
    const [subscription] = await subscriptionsOf(shop, email);
    const session = await signInCustomer(shop, email);
    const call = (method: string, path: string, body?: unknown) => customerCall(session, method, path, body);
    return { subscription, session, call };
  };
  return {
    'PATCH /api/checkout/v2026-04/customers/me': async (shop) => {
      const { call } = await buyer(shop);
      return {
        path: ME,
        body: (i) => ({ customer: { name: `Writer ${i}` } }),
        value: (payload) => payload.customer.name,
        call,
      };
    },
    'PATCH /api/checkout/v2026-04/customers/me/addresses/{id}': async (shop) => {
      const { call } = await buyer(shop);
      const saved = await call('POST', `${ME}/addresses`, {
        address: { name: 'Ada', address1: '1 Main St', city: 'Boston', postal_code: '02101', country_code: 'US' },
      });
      return {
        path: `${ME}/addresses/${saved.body.address.id}`,
        body: (i) => ({
          address: { name: 'Ada', address1: '1 Main St', city: `City ${i}`, postal_code: '02101', country_code: 'US' },
        }),
        value: (payload) => (payload.address ?? payload.addresses[0]).city,
        readPath: `${ME}/addresses`,
        call,
      };
    },
    'PATCH /api/checkout/v2026-04/subscriptions/{token}': async (shop) => {
      const { subscription, call } = await buyer(shop);
      return {
        path: `${MY_SUBSCRIPTIONS}/${subscription.id}`,
        body: (i) => ({ subscription: { quantity: i + 1 } }),
        value: (payload) => payload.subscription.lines[0].quantity,
        call,
        // The quantity never moves the schedule: it stays the checkout's.
        settled: () =>
          expectPendingRenewal(shop, subscription.id, {
            due_at: scheduledInstant(subscription.next_billing_at),
            cycle: 2,
            input_due_at: subscription.next_billing_at,
          }),
      };
    },
  };
}

/** Update routes not in the table, each with why the load does not apply. */
const exempt: Record<string, string> = {
  'PUT /api/platform/companies/{company_id}/storefront_billing_pause':
    'root admins only; a single-attribute UpdateItem (no read-modify-write)',
  'PUT /api/v202604/company/themes/{theme_id}': 'a single UpdateItem of the fields sent (no read-modify-write)',
  'PUT /api/v202604/company/themes/{theme_id}/templates/{template_id}':
    'each update appends a new draft version (a lost race for the number retries, shared/domains/themes/template-store.ts saveDraft); not under this load yet',
  'PATCH /api/payment/v2026-04/gateways/{id}': 'not under this load yet',
  'PATCH /api/v2025-06/members/{member_id}':
    'not under this load yet (a sponsor change serialises on the company tree guard)',
  'PUT /api/v2025-06/members/{member_id}/member-type': 'not under this load yet',
  'PUT /api/v202604/company/mail_templates/{key}': 'not under this load yet',
  'PATCH /api/v2025-06/ranks/{rank_id}': 'not under this load yet',
  'PATCH /api/checkout/v2026-04/customers/me/payment_methods/{id}':
    'sets the default saved method of one customer; not under this load yet',
  'PUT /api/payments/v2026-04/carts/{cart_token}/payment_method':
    'idempotent per method; a new method is a new payment attempt of the cart; not under this load yet',
};

describe('unconditioned updates are last-writer-wins: no 409 the caller did not ask for', () => {
  let shop: Tenant;
  beforeAll(async () => {
    shop = await createShop();
  });

  it('the table covers every update route the manifest serves without a precondition', () => {
    const served = pathRoutes
      .filter((route) => (route.method === 'PUT' || route.method === 'PATCH') && !route.precondition && !route.internal)
      .map((route) => `${route.method} ${route.path}`);
    expect(served.filter((name) => !(name in updates) && !(name in exempt))).toEqual([]);
    expect(Object.keys(updates).filter((name) => !served.includes(name))).toEqual([]);
  });

  it.each(Object.keys(updates))(
    `%s: ${WRITERS} concurrent updates of one resource all answer 2xx and leave one of them`,
    async (name) => {
      const target = await updates[name]!(shop);
      const method = name.split(' ')[0]!;
      const call =
        target.call ?? ((verb: string, path: string, body?: unknown) => api(verb, path, { token: shop.token, body }));
      const responses = await Promise.all(
        Array.from({ length: WRITERS }, (_, i) => call(method, target.path, target.body(i))),
      );
      expect(responses.map((res) => res.status).filter((status) => status < 200 || status > 299)).toEqual([]);
      const written = responses.map((res) => target.value(res.body));
      const read = (await call('GET', target.readPath ?? target.path)).body;
      expect(written).toContain(target.value(read));
      await target.settled?.(read);
    },
    120_000,
  );
});
