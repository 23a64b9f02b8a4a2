import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, createCart, createShop } from '../helpers/checkout';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { createRep } from '../helpers/webhooks';

const address = { name: 'Nora Newrep', address1: '1 Main St', city: 'New York', postal_code: '10001', country_code: 'US' };

let shop: Tenant;
let pack: { id: number; slug: string };
let sponsor: { id: number; email: string; username: string };

beforeAll(async () => {
  shop = await createShop();
  const kit = await createItem(shop, 'products', 'product', { title: 'Starter serum', status: 'published', public: true, variants: [{ title: '30 ml', countries: [{ country: 'US', price: 5000, shipping: 0, cv: 40, qv: 50 }] }] });
  pack = await createItem(shop, 'enrollment_packs', 'enrollment_pack', { title: 'Rep kit', slug: 'rep-kit', status: 'published', active: true, enrollment_fee: 2500, member_type: 'rep', products: [{ product_id: kit.id, quantity: 2 }] });
  sponsor = (await createRep(shop.token, { first_name: 'Sam', last_name: 'Sponsor' })) as typeof sponsor;
});

async function enrollmentCart(email: string, extra: Record<string, unknown> = {}) {
  const { token, cart } = await createCart(shop, { country_code: 'US', email, enrollment_pack_slug: 'rep-kit', ...extra });
  const patched = await cartCall(shop, 'PATCH', `/${token}`, { shipping_address: address, shipping_method_id: 'standard' });
  expect(patched.status).toBe(200);
  return { token, cart: patched.body.cart, created: cart };
}

describe('enrollment: a cart with an enrollment pack makes its buyer a member', () => {
  it('the pack adds its products as enrollment items, its fee and member type; PATCH null removes them', async () => {
    const { created, token } = await enrollmentCart('shopper@example.com');
    expect(created).toMatchObject({ enrollment_pack_id: pack.id, enrollment_member_type: { slug: 'rep', name: 'Rep' }, enrollment_fee: 2500 });
    expect(created.items).toEqual([expect.objectContaining({ enrollment: true, enrollment_pack_id: pack.id, quantity: 2, total: 10_000 })]);
    expect(created.enrollment_pack).toMatchObject({ enrollment_pack_id: pack.id, slug: 'rep-kit', enrollment_fee: 2500 });
    expect(created.amount_total).toBe(created.subtotal_after_discounts + created.shipping_total + created.tax_total + 2500);

    const item = created.items[0].id;
    expect((await cartCall(shop, 'DELETE', `/${token}/items/${item}`)).status).toBe(422);
    const removed = await cartCall(shop, 'PATCH', `/${token}`, { enrollment_pack_id: null });
    expect(removed.body.cart).toMatchObject({ enrollment_pack_id: null, enrollment_member_type: null, enrollment_fee: 0, enrollment_pack: null, items: [] });
    const unknown = await cartCall(shop, 'PATCH', `/${token}`, { enrollment_pack_slug: 'no-such-pack' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty('enrollment_pack_slug');
  }, 60_000);

  it('an email that already belongs to a member is refused before payment with a cart-scoped 422', async () => {
    const { token } = await enrollmentCart(sponsor.email);
    const refused = await cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test', outcome: 'decline' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('email');
    expect(refused.body.meta.cart).toMatchObject({ state: 'open', enrollment_pack_id: pack.id });
  }, 60_000);
});
