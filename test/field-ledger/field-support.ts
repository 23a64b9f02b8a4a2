import { expect } from 'vitest';
import { cartCall, createCart } from '../helpers/checkout';
import { api } from '../helpers/http';
import { checkOut } from '../helpers/orders';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { MEMBERS } from '../genealogy/field-members';

const address = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'New York',
  postal_code: '10001',
  country_code: 'US',
};

/** A published product whose one variant carries `volume` CV and QV in the US: its variant id. */
export async function volumeProduct(shop: Tenant, volume: number): Promise<number> {
  const product = await createItem(shop, 'products', 'product', {
    title: 'Serum',
    status: 'published',
    public: true,
    variants: [{ title: '30 ml', countries: [{ country: 'US', price: 2000, shipping: 100, cv: volume, qv: volume }] }],
  });
  return product.variants[0].id as number;
}

let buyers = 0;

/** An order of one unit credited to the rep (attributed by its username); the order as checkout answers it. */
export async function orderFor(shop: Tenant, variantId: number, repId: string): Promise<any> {
  const username = (await api('GET', `${MEMBERS}/${repId}`, { token: shop.token })).body.member.username;
  buyers += 1;
  const { token } = await createCart(shop, {
    country_code: 'US',
    email: `buyer-${buyers}-${Date.now()}@example.com`,
    items: [{ variant_id: variantId, quantity: 1 }],
    attribution: { referral: username },
  });
  await cartCall(shop, 'PATCH', `/${token}`, { shipping_address: address, shipping_method_id: 'standard' });
  const order = await checkOut(shop, token);
  expect(String(order.volume_rep.id)).toBe(repId);
  return order;
}

/** Polls a member's QV (personal, group) in a period until it matches. */
export async function expectQv(shop: Tenant, memberId: string, expected: [number, number], period?: string) {
  await expect
    .poll(
      async () => {
        const query = period ? `?period=${period}` : '';
        const res = await api('GET', `${MEMBERS}/${memberId}/volume${query}`, { token: shop.token });
        return [res.body.volume.pv.qv, res.body.volume.gv.qv];
      },
      { timeout: 60_000, interval: 300 },
    )
    .toEqual(expected);
}
