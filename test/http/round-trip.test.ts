import { beforeAll, describe, expect, it } from 'vitest';
import { issueRootAdminToken } from '../../shared/use-cases/root-admin';
import { storefrontFamilies } from '../../shared/domains/storefront/families';
import { createAgreement } from '../helpers/agreements';
import { createShop } from '../helpers/checkout';
import { createEvent } from '../helpers/company-events';
import { api } from '../helpers/http';
import { createItem, productBody } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { createRep, subscribe } from '../helpers/webhooks';
import { createDroplet } from '../droplets/support';

/** One writable resource: where it is read and written, the body key both use, and who does both (the shop's token unless named). */
interface Target {
  path: string;
  method: 'PUT' | 'PATCH';
  bodyKey: string;
  token?: string;
  /** Fields the write may not carry at all (SPEC), left out of the body and compared unchanged. */
  omit?: readonly string[];
}

type Setup = (shop: Tenant) => Promise<Target>;

const V = '/api/v202604/company';

/** Fields that change on every write by design; the rest of the resource must come back as read. */
const CHANGES_ON_WRITE = new Set(['updated_at']);

const familyTargets: Record<string, Setup> = Object.fromEntries(
  storefrontFamilies.map((family) => [
    family.plural,
    async (shop: Tenant) => {
      const fields =
        family.name === 'product'
          ? productBody('Round Trip', {
              description: 'As read',
              variants: [
                productBody('x').product.variants[0],
                { title: 'Tin', sku: 'TIN', countries: [{ country: 'US', price: 500, shipping: 100 }] },
              ],
            }).product
          : { title: 'Round Trip', status: 'published', [family.switchField]: true };
      const item = await createItem(shop, family.plural, family.bodyKey, fields);
      return { path: `${V}/${family.plural}/${item.id}`, method: 'PUT', bodyKey: family.bodyKey };
    },
  ]),
);

/** Every storefront family (the family table) and the other resources a company writes by id. */
const targets: Record<string, Setup> = {
  ...familyTargets,
  company: async () => ({ path: '/api/company', method: 'PUT', bodyKey: 'company' }),
  'company event': async (shop) => ({
    path: `/api/company/events/${(await createEvent(shop)).id}`,
    method: 'PUT',
    bodyKey: 'event',
  }),
  webhook: async (shop) => ({
    path: `/api/company/webhooks/${(await subscribe(shop.token, 'https://example.com/hooks')).id}`,
    method: 'PUT',
    bodyKey: 'webhook',
    omit: ['resource', 'event'],
  }), // SPEC: PUT does not accept resource and event
  'callback registration': async (shop) => {
    const created = await api('POST', '/api/callback/registrations', {
      token: shop.token,
      body: { callback_registration: { definition_name: 'shipping_options', url: 'https://example.com/cb' } },
    });
    return {
      path: `/api/callback/registrations/${created.body.callback_registration.uuid}`,
      method: 'PUT',
      bodyKey: 'callback_registration',
    };
  },
  member: async (shop) => ({
    path: `/api/company/members/${(await createRep(shop.token)).id}`,
    method: 'PUT',
    bodyKey: 'member',
  }),
  // SPEC answers 401 to a non-root caller sending `publicly_available` at all, so only a root admin can write a droplet back whole.
  droplet: async (shop) => ({
    path: `/api/droplets/${(await createDroplet(shop.token)).droplet.uuid}`,
    method: 'PUT',
    bodyKey: 'droplet',
    token: (await issueRootAdminToken('round-trip test')).secret,
  }),
  agreement: async (shop) => ({
    path: `/api/agreements/${(await createAgreement(shop)).id}`,
    method: 'PUT',
    bodyKey: 'agreement',
  }),
  'subscription plan': async (shop) => {
    const created = await api('POST', '/api/subscription_plans', {
      token: shop.token,
      body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' } },
    });
    return {
      path: `/api/subscription_plans/${created.body.subscription_plan.id}`,
      method: 'PUT',
      bodyKey: 'subscription_plan',
    };
  },
  'discount code': async (shop) => {
    const created = await api('POST', '/api/company/discount_codes', {
      token: shop.token,
      body: { discount_code: { code: 'ROUND', kind: 'percentage', percentage: 10 } },
    });
    return {
      path: `/api/company/discount_codes/${created.body.discount_code.id}`,
      method: 'PUT',
      bodyKey: 'discount_code',
    };
  },
  'storefront settings': async () => ({
    path: `${V}/storefront_settings`,
    method: 'PUT',
    bodyKey: 'storefront_settings',
  }),
};

function withoutChangingFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutChangingFields);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !CHANGES_ON_WRITE.has(key))
      .map(([key, item]) => [key, withoutChangingFields(item)]),
  );
}

// docs/api.md "Round trips": a resource read and written back unchanged is accepted (read-only
// fields are ignored) and answered as it was.
describe('a resource read and written back unchanged answers 200 and the same resource', () => {
  let shop: Tenant;
  beforeAll(async () => {
    shop = await createShop();
  });

  it.each(Object.keys(targets))('%s', async (name) => {
    const target = await targets[name]!(shop);
    const token = target.token ?? shop.token;
    const read = await api('GET', target.path, { token });
    expect(read.status).toBe(200);
    const resource = read.body[target.bodyKey];

    const sent = Object.fromEntries(Object.entries(resource).filter(([key]) => !target.omit?.includes(key)));
    const written = await api(target.method, target.path, { token, body: { [target.bodyKey]: sent } });

    expect(written.status, written.text).toBe(200);
    expect(written.body.meta).not.toHaveProperty('warnings');
    expect(withoutChangingFields(written.body[target.bodyKey])).toEqual(withoutChangingFields(resource));
    expect(withoutChangingFields((await api('GET', target.path, { token })).body[target.bodyKey])).toEqual(
      withoutChangingFields(resource),
    );
  });
});

describe('read-only fields on writes', () => {
  it('a product created with the read shape of its variants (`variant_countries[].country_iso`) stores the same prices (the read-only display fields come back on updates: the round trip above)', async () => {
    const shop = await createShop();
    const created = await api('POST', `${V}/products`, {
      token: shop.token,
      body: {
        product: {
          title: 'Read Shape',
          variants: [{ title: 'Box', variant_countries: [{ country_iso: 'US', price: 1200 }] }],
        },
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.product.variants[0].variant_countries[0]).toMatchObject({
      country_iso: 'US',
      price: 1200,
      currency_code: 'USD',
      price_in_currency: '$12.00',
    });
  });

  it('a variant sending both `countries` and `variant_countries` is refused naming the field', async () => {
    const shop = await createShop();
    const both = {
      title: 'Box',
      countries: [{ country: 'US', price: 1 }],
      variant_countries: [{ country_iso: 'US', price: 1 }],
    };
    const res = await api('POST', `${V}/products`, {
      token: shop.token,
      body: { product: { title: 'Both', variants: [both] } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'product.variants.0.countries': ['send one of `countries` and `variant_countries`, not both'],
    });
  });

  it('a key no answer carries is still refused as unknown', async () => {
    const shop = await createShop();
    const res = await api('POST', `${V}/products`, {
      token: shop.token,
      body: { product: { title: 'Mug', colour: 'red' } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['product.colour']);
  });
});
