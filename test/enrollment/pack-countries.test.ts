import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { companyCall, createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';

const address = { name: 'Uma US', address1: '1 Main St', city: 'New York', postal_code: '10001', country_code: 'US' };

let shop: Tenant;
let germanPack: { id: number };
let everywherePack: { id: number };

beforeAll(async () => {
  shop = await createShop();
  // The product is sold in both countries: only the pack's own countries limit where it is bought.
  const kit = await createProduct(shop, 'Country kit', [{ prices: { US: { price: 5000 }, DE: { price: 4500 } } }]);
  const pack = (slug: string, countries: string[]) =>
    createItem(shop, 'enrollment_packs', 'enrollment_pack', {
      title: slug,
      slug,
      status: 'published',
      active: true,
      countries,
      enrollment_fee: 2500,
      member_type: 'rep',
      products: [{ product_id: kit.id, quantity: 1 }],
    });
  germanPack = await pack('de-kit', ['DE']);
  everywherePack = await pack('any-kit', []);
});

const NOT_HERE = 'is not offered in US';

describe('an enrollment pack limited to other countries cannot be bought in the cart’s country', () => {
  it('creating a US cart naming a DE-only pack answers 422 on the pack field, by slug and by id', async () => {
    const bySlug = await cartCall(shop, 'POST', '', { country_code: 'US', enrollment_pack_slug: 'de-kit' });
    expect(bySlug.status).toBe(422);
    expect(bySlug.body.errors).toEqual({ 'cart.enrollment_pack_slug': [expect.stringContaining(NOT_HERE)] });
    const byId = await cartCall(shop, 'POST', '', { country_code: 'US', enrollment_pack_id: germanPack.id });
    expect(byId.status).toBe(422);
    expect(byId.body.errors).toEqual({ 'cart.enrollment_pack_id': [expect.stringContaining(NOT_HERE)] });
  });

  it('a DE cart buys the DE-only pack', async () => {
    const { cart } = await createCart(shop, { country_code: 'DE', enrollment_pack_slug: 'de-kit' });
    expect(cart.enrollment_pack_id).toBe(germanPack.id);
  });

  it('choosing the DE-only pack later on a US cart answers 422 and leaves the cart as it was', async () => {
    const { token, cart } = await createCart(shop, { country_code: 'US', enrollment_pack_slug: 'any-kit' });
    const bySlug = await cartCall(shop, 'PATCH', `/${token}`, { enrollment_pack_slug: 'de-kit' });
    expect(bySlug.status).toBe(422);
    expect(bySlug.body.errors).toEqual({ enrollment_pack_slug: [expect.stringContaining(NOT_HERE)] });
    const byId = await cartCall(shop, 'PATCH', `/${token}`, { enrollment_pack_id: germanPack.id });
    expect(byId.status).toBe(422);
    expect(byId.body.errors).toEqual({ enrollment_pack_id: [expect.stringContaining(NOT_HERE)] });
    const after = (await cartCall(shop, 'GET', `/${token}`)).body.cart;
    expect(after.enrollment_pack_id).toBe(everywherePack.id);
    expect(after.amount_total).toBe(cart.amount_total);
  });

  it('completion re-checks: a pack limited to other countries after the cart chose it is refused, no order', async () => {
    const { token } = await createCart(shop, {
      country_code: 'US',
      email: 'pack-countries@example.com',
      enrollment_pack_slug: 'any-kit',
    });
    const ready = await cartCall(shop, 'PATCH', `/${token}`, {
      shipping_address: address,
      shipping_method_id: 'standard',
    });
    expect(ready.status).toBe(200);
    const limited = await companyCall(shop, 'PUT', `/enrollment_packs/${everywherePack.id}`, {
      enrollment_pack: { countries: ['DE'] },
    });
    expect(limited.status).toBe(200);

    const completed = await cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(completed.status).toBe(422);
    expect(completed.body.errors.cart).toEqual([expect.stringContaining(NOT_HERE)]);
    const after = (await cartCall(shop, 'GET', `/${token}`)).body.cart;
    expect(after.state).toBe('open');
  }, 60_000);
});
