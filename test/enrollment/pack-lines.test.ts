import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';

const PACK_LINE_REFUSAL = 'is part of the enrollment pack; change or remove the pack (enrollment_pack_id) instead';

let shop: Tenant;
let planId: number;
let kit: { id: number; variantIds: number[] };

beforeAll(async () => {
  shop = await createShop();
  planId = (
    await api('POST', '/api/subscription_plans', {
      token: shop.token,
      body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' } },
    })
  ).body.subscription_plan.id;
  // The pack's product is one a shopper may subscribe to on its own, at a far lower price.
  kit = await createProduct(
    shop,
    'Starter kit',
    [{ prices: { US: { price: 5000, shipping: 0, subscription_price: 50 } }, allow_subscription: true }],
    { subscription_plan_ids: [planId] },
  );
  await createItem(shop, 'enrollment_packs', 'enrollment_pack', {
    title: 'Rep kit',
    slug: 'rep-kit',
    status: 'published',
    active: true,
    enrollment_fee: 2500,
    member_type: 'rep',
    products: [{ product_id: kit.id, quantity: 2 }],
  });
});

async function packCart() {
  const { token, cart } = await createCart(shop, {
    country_code: 'US',
    email: 'pack-lines@example.com',
    enrollment_pack_slug: 'rep-kit',
  });
  const line = cart.items.find((item: { enrollment: boolean }) => item.enrollment);
  expect(line).toMatchObject({ quantity: 2, total: 10_000 });
  return { token, line, cart };
}

describe('an enrollment pack line changes only with the pack, through every route that changes a line', () => {
  it.each([
    ['subscribe (public surface)', 'POST', '/subscribe', () => ({ subscription_plan_id: planId })],
    ['update quantity', 'PATCH', '', () => ({ quantity: 1 })],
    ['update metadata', 'PATCH', '', () => ({ metadata: { note: 'mine' } })],
    ['unsubscribe', 'PATCH', '', () => ({ subscription_plan_id: null })],
    ['remove', 'DELETE', '', () => undefined],
  ])('%s → 422 naming item_id, and the pack line keeps its price', async (_name, method, suffix, body) => {
    const { token, line, cart } = await packCart();
    const path =
      suffix === '/subscribe'
        ? `/api/public/v2025-06/commerce/carts/${token}/items/${line.id}/subscribe`
        : `/${token}/items/${line.id}`;
    const res = await cartCall(shop, method, path, body());
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ item_id: [PACK_LINE_REFUSAL] });

    const after = (await cartCall(shop, 'GET', `/${token}`)).body.cart;
    expect(after.items).toEqual(cart.items);
    expect(after.amount_total).toBe(cart.amount_total);
  });

  it('adding the pack product as a shopper item makes a line of its own, which can be subscribed', async () => {
    const { token, line } = await packCart();
    const added = await cartCall(shop, 'POST', `/${token}/items`, {
      items: [{ variant_id: kit.variantIds[0], quantity: 1 }],
    });
    expect(added.status).toBe(200);
    const own = added.body.cart.items.find((item: { enrollment: boolean }) => !item.enrollment);
    expect(added.body.cart.items.find((item: { id: number }) => item.id === line.id)).toMatchObject({
      quantity: 2,
      total: 10_000,
    });
    const subscribed = await api('POST', `/api/public/v2025-06/commerce/carts/${token}/items/${own.id}/subscribe`, {
      body: { subscription_plan_id: planId },
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.cart.items.find((item: { id: number }) => item.id === line.id)).toMatchObject({
      quantity: 2,
      subscription_plan_id: null,
    });
  });
});
