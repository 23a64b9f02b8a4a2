import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';
import { latestSignInPath } from '../identity/support';

const US = { 'x-visitor-country': 'US' };
const address = { name: 'Dana Dup', address1: '1 Main St', city: 'New York', postal_code: '10001', country_code: 'US' };
const formToken = (html: string) => /name="form_token" value="([^"]+)"/.exec(html)![1]!;

let shop: Tenant;

beforeAll(async () => {
  shop = await createShop();
  await seedTheme(shop, demoThemeFiles);
  const kit = await createProduct(shop, 'Case kit', [{ prices: { US: { price: 5000, shipping: 0 } } }]);
  await createItem(shop, 'enrollment_packs', 'enrollment_pack', {
    title: 'Case kit pack',
    slug: 'case-kit',
    status: 'published',
    active: true,
    member_type: 'rep',
    products: [{ product_id: kit.id, quantity: 1 }],
  });
});

/** Places an enrollment cart through the rendered checkout's form, with the email as typed. */
async function enrollThroughForm(typed: string) {
  const { token } = await createCart(shop, { country_code: 'US', enrollment_pack_slug: 'case-kit' });
  const cookie = `cart_token=${token}`;
  const checkout = await visit(shop, `/checkout/${token}`, { ...US, cookie });
  expect(checkout.status).toBe(200);
  const body = new URLSearchParams({
    form_token: formToken(checkout.text),
    email: typed,
    name: address.name,
    address1: address.address1,
    city: address.city,
    state: 'NY',
    postal_code: address.postal_code,
    shipping_method_id: 'standard',
    action: 'place',
  });
  return api('POST', `/checkout/${token}`, {
    rawBody: body.toString(),
    redirect: 'manual',
    headers: {
      'x-service-shop': shop.company.subdomain,
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      ...US,
    },
  });
}

/** Completes an enrollment cart through the API with the email as sent. */
async function enrollThroughApi(email: string) {
  const { token } = await createCart(shop, { country_code: 'US', email, enrollment_pack_slug: 'case-kit' });
  const ready = await cartCall(shop, 'PATCH', `/${token}`, {
    shipping_address: address,
    shipping_method_id: 'standard',
  });
  expect(ready.status).toBe(200);
  return cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
}

async function membersMatching(text: string) {
  const res = await api('GET', `/api/company/members?q=${encodeURIComponent(text)}`, { token: shop.token });
  expect(res.status).toBe(200);
  return res.body.members as { email: string }[];
}

describe('one email normalization (trimmed, lower-cased) on every write path and every lookup', () => {
  it('a mailbox typed in mixed case on the rendered checkout enrolls once, and its member gets a sign-in link', async () => {
    const local = `dup-${randomUUID().slice(0, 8)}`;
    const placed = await enrollThroughForm(`${local.toUpperCase()}@Example.COM`);
    expect(placed.status, placed.text).toBe(302);
    expect(await membersMatching(local)).toEqual([expect.objectContaining({ email: `${local}@example.com` })]);

    for (const variant of [`${local}@example.com`, ` ${local}@EXAMPLE.com `]) {
      const again = await enrollThroughApi(variant);
      expect(again.status, variant).toBe(422);
      expect(again.body.errors).toHaveProperty('email');
    }
    const againByForm = await enrollThroughForm(`${local}@example.COM`);
    expect(againByForm.status).toBe(422);
    expect(await membersMatching(local)).toHaveLength(1);

    const requested = await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', {
      body: { email: ` ${local.toUpperCase()}@example.com` },
    });
    expect(requested.status).toBe(202);
    const redeemed = await api('GET', await latestSignInPath(`${local}@example.com`));
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.session.token).toMatch(/^mss_/);
  }, 120_000);

  it('the API stores a cart’s and a member’s email trimmed and lower-cased', async () => {
    const local = `trim-${randomUUID().slice(0, 8)}`;
    const { cart } = await createCart(shop, { country_code: 'US', email: `  ${local}@Example.COM ` });
    expect(cart.email).toBe(`${local}@example.com`);
    const created = await api('POST', '/api/company/members', {
      token: shop.token,
      body: {
        member: {
          type: 'rep',
          email: ` ${local.toUpperCase()}@Example.com`,
          username: local,
          first_name: 'Tia',
          country_code: 'US',
        },
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.member.email).toBe(`${local}@example.com`);
  });
});
