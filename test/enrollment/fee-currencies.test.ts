import { beforeAll, describe, expect, it } from 'vitest';
import { createCart, createProduct } from '../helpers/checkout';
import { api } from '../helpers/http';
import { createItem } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';

let shop: Tenant;

// The shop's currency is USD (two decimals): a fee of 2500 is 25.00 USD.
beforeAll(async () => {
  shop = await createTenant({ country_code: 'US' });
  for (const iso of ['JP', 'KW', 'BH']) {
    const res = await api('POST', '/api/company/countries', { token: shop.token, body: { country: { iso } } });
    if (res.status !== 201) throw new Error(`add country ${iso} → ${res.status} ${res.text}`);
  }
  const kit = await createProduct(shop, 'Fee kit', [
    { prices: { US: { price: 5000 }, JP: { price: 5000 }, KW: { price: 5000 }, BH: { price: 5000 } } },
  ]);
  await createItem(shop, 'enrollment_packs', 'enrollment_pack', {
    title: 'Fee kit pack',
    slug: 'fee-kit',
    status: 'published',
    active: true,
    enrollment_fee: 2500,
    member_type: 'rep',
    products: [{ product_id: kit.id, quantity: 1 }],
  });
});

describe('an enrollment fee is charged by the exponent of the cart’s currency', () => {
  it.each([
    ['US', 'USD', 2500, /^\$25\.00$/],
    ['JP', 'JPY', 25, /^¥25$/],
    ['KW', 'KWD', 25_000, /^KWD\s25\.000$/],
    ['BH', 'BHD', 25_000, /^BHD\s25\.000$/],
  ])(
    'a %s cart (%s) charges the 25.00 fee as %i minor units, added once to amount_total',
    async (country, currency, fee, shown) => {
      const { cart } = await createCart(shop, { country_code: country, enrollment_pack_slug: 'fee-kit' });
      expect(cart.currency_code).toBe(currency);
      expect(cart.enrollment_fee).toBe(fee);
      expect(cart.enrollment_pack.enrollment_fee).toBe(fee);
      expect(cart.amount_total).toBe(cart.subtotal_after_discounts + cart.shipping_total + cart.tax_total + fee);
      expect(cart.enrollment_fee_in_currency).toMatch(shown);
      expect(cart.enrollment_pack.enrollment_fee_in_currency).toMatch(shown);
    },
  );
});
