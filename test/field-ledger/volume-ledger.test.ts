import { describe, expect, it } from 'vitest';
import { cartCall, createCart, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { checkOut, orderCall } from '../helpers/orders';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { createFieldMember, MEMBERS } from '../genealogy/field-members';

const address = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'New York',
  postal_code: '10001',
  country_code: 'US',
};

async function order(shop: Tenant, variantId: number, username: string, index: number) {
  const { token } = await createCart(shop, {
    country_code: 'US',
    email: `buyer-${index}@example.com`,
    items: [{ variant_id: variantId, quantity: 1 }],
    attribution: { referral: username },
  });
  await cartCall(shop, 'PATCH', `/${token}`, { shipping_address: address, shipping_method_id: 'standard' });
  return checkOut(shop, token);
}

const volume = async (shop: Tenant, memberId: string) => {
  const res = await api('GET', `${MEMBERS}/${memberId}/volume`, { token: shop.token });
  expect(res.status).toBe(200);
  return res.body.volume as { pv: { cv: number; qv: number }; gv: { cv: number; qv: number } };
};

/** Members' [PV CV, GV CV], polled until they match. */
async function expectTotals(shop: Tenant, expected: Record<string, [number, number]>) {
  await expect
    .poll(
      async () =>
        Object.fromEntries(
          await Promise.all(
            Object.keys(expected).map(async (id) => {
              const { pv, gv } = await volume(shop, id);
              return [id, [pv.cv, gv.cv]];
            }),
          ),
        ),
      { timeout: 60_000, interval: 500 },
    )
    .toEqual(expected);
}

describe('the volume ledger', () => {
  it('adds up 50 concurrent orders exactly in every upline total, reverses refunds to the members first credited, and moves only future volume', async () => {
    const shop = await createShop();
    const product = await createItem(shop, 'products', 'product', {
      title: 'Serum',
      status: 'published',
      public: true,
      variants: [{ title: '30 ml', countries: [{ country: 'US', price: 2000, shipping: 100, cv: 10.5, qv: 12 }] }],
    });
    const variantId = product.variants[0].id as number;
    const root = await createFieldMember(shop);
    const a = await createFieldMember(shop, { sponsor_id: root });
    const b = await createFieldMember(shop, { sponsor_id: root });
    const a1 = await createFieldMember(shop, { sponsor_id: a });
    const a2 = await createFieldMember(shop, { sponsor_id: a1 });
    const team = [root, a, b, a1, a2];
    const usernames = Object.fromEntries(
      await Promise.all(
        team.map(async (id) => [
          id,
          (await api('GET', `${MEMBERS}/${id}`, { token: shop.token })).body.member.username,
        ]),
      ),
    );

    const orders: { id: number; items: { id: number }[]; volume_rep: { id: number } }[] = [];
    const jobs = Array.from({ length: 50 }, (_, index) => team[index % team.length]!);
    for (let start = 0; start < jobs.length; start += 10)
      orders.push(
        ...(await Promise.all(
          jobs.slice(start, start + 10).map((rep, offset) => order(shop, variantId, usernames[rep], start + offset)),
        )),
      );
    expect(orders.every((placed) => team.includes(String(placed.volume_rep.id)))).toBe(true);
    // 10 orders of 10.5 CV each per rep.
    await expectTotals(shop, {
      [root]: [105, 525],
      [a]: [105, 315],
      [b]: [105, 105],
      [a1]: [105, 210],
      [a2]: [105, 105],
    });
    expect((await volume(shop, root)).gv.qv).toBe(600);

    const a2Order = orders.find((placed) => String(placed.volume_rep.id) === a2)!;
    const moved = await api('PATCH', `${MEMBERS}/${a2}`, { token: shop.token, body: { member: { sponsor_id: b } } });
    expect(moved.status).toBe(200);
    const refund = await orderCall(shop, 'POST', `/${a2Order.id}/refunds`, {
      refund: { lines: [{ line_id: a2Order.items[0]!.id, quantity: 1 }] },
    });
    expect(refund.status).toBe(201);
    await order(shop, variantId, usernames[a2], 99);
    // The refund leaves the members the order was credited to; the new order goes up the new line.
    await expectTotals(shop, {
      [root]: [105, 525],
      [a]: [105, 304.5],
      [b]: [105, 115.5],
      [a1]: [105, 199.5],
      [a2]: [105, 105],
    });
  }, 240_000);
});
