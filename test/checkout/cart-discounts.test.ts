import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';

let shop: Tenant;
let serum: { id: number; variantIds: number[] };
let mask: { id: number; variantIds: number[] };
let category: { id: number };
let collection: { id: number };

const code = async (discount: Record<string, unknown>) => {
  const res = await api('POST', '/api/company/discount_codes', {
    token: shop.token,
    body: { discount_code: discount },
  });
  if (res.status !== 201) throw new Error(res.text);
  return res.body.discount_code;
};
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;

/** A US cart with 2 serums ($19.99, in the category) and 1 mask ($25.00, in the collection), shipping $7.50 chosen. */
async function usCart(email?: string) {
  const { token } = await createCart(shop, {
    country_code: 'US',
    email,
    items: [
      { product_id: serum.id, variant_id: serum.variantIds[0], quantity: 2 },
      { product_id: mask.id, variant_id: mask.variantIds[0], quantity: 1 },
    ],
  });
  await cartCall(shop, 'PATCH', `/${token}`, { shipping_method_id: 'standard' });
  return token;
}
const apply = (token: string, discountCode: string) =>
  cartCall(shop, 'POST', `/${token}/discount`, { discount_code: discountCode });

beforeAll(async () => {
  shop = await createShop();
  category = await createItem(shop, 'categories', 'category', { title: 'Skincare', status: 'published', active: true });
  collection = await createItem(shop, 'collections', 'collection', {
    title: 'Gifts',
    status: 'published',
    active: true,
  });
  serum = await createProduct(
    shop,
    'Serum',
    [{ prices: { US: { price: 1999, shipping: 250 }, DE: { price: 2380 } } }],
    { category_ids: [category.id] },
  );
  mask = await createProduct(shop, 'Mask', [{ prices: { US: { price: 2500, shipping: 250 }, DE: { price: 1190 } } }], {
    collection_ids: [collection.id],
  });
});

describe('discount rules on a cart (sub_total 6498, shipping 750)', () => {
  it.each([
    [
      'a fixed amount in the cart currency',
      { kind: 'fixed_amount', amounts: { USD: 1000, EUR: 900 } },
      { discount_total: 1000, subtotal_after_discounts: 5498 },
    ],
    [
      'a percentage on one product',
      (ids: Ids) => ({ kind: 'percentage', percentage: 20, applies_to: 'products', target_ids: [ids.mask] }),
      { discount_total: 500, subtotal_after_discounts: 5998 },
    ],
    [
      'a percentage on a category',
      (ids: Ids) => ({ kind: 'percentage', percentage: 10, applies_to: 'categories', target_ids: [ids.category] }),
      { discount_total: 400, subtotal_after_discounts: 6098 },
    ],
    [
      'a fixed amount on a collection, capped at its items',
      (ids: Ids) => ({
        kind: 'fixed_amount',
        amounts: { USD: 9000 },
        applies_to: 'collections',
        target_ids: [ids.collection],
      }),
      { discount_total: 2500, subtotal_after_discounts: 3998 },
    ],
    [
      'free shipping',
      { kind: 'free_shipping' },
      {
        shipping_total: 750,
        shipping_discount: 750,
        discount_total: 750,
        subtotal_after_discounts: 6498,
        shipping_total_for_display: 'Free',
      },
    ],
  ])('applies %s', async (_rule, fields, expected) => {
    const ids = { mask: mask.id, category: category.id, collection: collection.id };
    const discount = await code({ code: unique('RULE'), ...(typeof fields === 'function' ? fields(ids) : fields) });
    const res = await apply(await usCart(), discount.code.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body.cart).toMatchObject({ ...expected, discount_codes: [discount.code] });
    expect(res.body.cart.discount_breakdown.total_discounts).toBe(expected.discount_total);
  });

  it.each([
    ['an unknown code', async () => 'NO-SUCH-CODE', 'is not a valid discount code'],
    [
      'an inactive code',
      async () => (await code({ code: unique('OFF'), kind: 'free_shipping', active: false })).code,
      'is not active',
    ],
    [
      'a code not started yet',
      async () => (await code({ code: unique('SOON'), kind: 'free_shipping', starts_at: '2099-01-01T00:00:00Z' })).code,
      'is not valid yet',
    ],
    [
      'an expired code',
      async () => (await code({ code: unique('OLD'), kind: 'free_shipping', ends_at: '2020-01-01T00:00:00Z' })).code,
      'has expired',
    ],
    [
      'a code in another currency',
      async () => (await code({ code: unique('EUR'), kind: 'fixed_amount', amounts: { EUR: 500 } })).code,
      'cannot be used in USD',
    ],
    [
      'a minimum not met',
      async () => (await code({ code: unique('MIN'), kind: 'free_shipping', minimum_subtotal: { USD: 10_000 } })).code,
      'requires a subtotal of at least $100.00',
    ],
    [
      'a code for products not in the cart',
      async () =>
        (
          await code({
            code: unique('ELSE'),
            kind: 'percentage',
            percentage: 5,
            applies_to: 'products',
            target_ids: [1],
          })
        ).code,
      'does not apply to any item',
    ],
  ])('422 with a distinct errors.discount_code message for %s', async (_case, arrange, message) => {
    const discountCode = await arrange();
    const res = await apply(await usCart(), discountCode);
    expect(res.status).toBe(422);
    expect(res.body.errors.discount_code[0]).toContain(message);
    expect(res.body.meta).toMatchObject({
      shop_url: expect.any(String),
      cart: { discount_codes: [], sub_total: 6498 },
    });
  });

  it('422 when the per-customer limit is used up for the cart email, and when more than 5 codes are stacked', async () => {
    const once = await code({ code: unique('ONCE'), kind: 'free_shipping', usage_limit_per_customer: 1 });
    const first = await usCart('buyer@example.com');
    await apply(first, once.code);
    await cartCall(shop, 'PATCH', `/${first}`, { shipping_address: { country_code: 'US', address1: '1 Main St' } });
    expect((await cartCall(shop, 'POST', `/${first}/complete`, { payment_method: { type: 'test' } })).status).toBe(201);
    const refused = await apply(await usCart('BUYER@example.com'), once.code);
    expect(refused.body.errors.discount_code[0]).toContain('already been used by this customer');

    const token = await usCart();
    for (let i = 0; i < 5; i++)
      expect(
        (await apply(token, (await code({ code: unique('STACK'), kind: 'percentage', percentage: 1 })).code)).status,
      ).toBe(200);
    const sixth = await apply(token, (await code({ code: unique('STACK'), kind: 'percentage', percentage: 1 })).code);
    expect(sixth.body.errors.discount_code[0]).toContain('at most 5');
  });

  it('removing a code recomputes the totals; removing a code the cart does not hold is a 404 with the cart', async () => {
    const discount = await code({ code: unique('TAKE'), kind: 'fixed_amount', amounts: { USD: 1000 } });
    const token = await usCart();
    await apply(token, discount.code);
    const removed = await cartCall(shop, 'DELETE', `/${token}/discount/${discount.code.toLowerCase()}`);
    expect(removed.body.cart).toMatchObject({ discount_codes: [], discount_total: 0, subtotal_after_discounts: 6498 });
    const missing = await cartCall(shop, 'DELETE', `/${token}/discount/${discount.code}`);
    expect(missing.status).toBe(404);
    expect(missing.body.meta.cart.discount_codes).toEqual([]);
  });

  it('a code that stops applying stays on the cart with a warning and takes nothing off', async () => {
    const discount = await code({
      code: unique('MIN50'),
      kind: 'fixed_amount',
      amounts: { USD: 1000 },
      minimum_subtotal: { USD: 5000 },
    });
    const token = await usCart();
    const applied = await apply(token, discount.code);
    const maskLine = applied.body.cart.items.find((item: { product_title: string }) => item.product_title === 'Mask');
    const res = await cartCall(shop, 'DELETE', `/${token}/items/${maskLine.id}`);
    expect(res.body.cart).toMatchObject({ sub_total: 3998, discount_total: 0, discount_codes: [discount.code] });
    expect(res.body.cart.messages.warnings.join(' ')).toContain('requires a subtotal of at least $50.00');
  });
});

describe('usage limits are consumed atomically at order placement', () => {
  it('two carts racing for the last use: exactly one order gets it, the other is refused and not charged', async () => {
    const last = await code({ code: unique('LAST'), kind: 'fixed_amount', amounts: { USD: 500 }, usage_limit: 1 });
    const tokens = await Promise.all(
      ['a@example.com', 'b@example.com'].map(async (email) => {
        const token = await usCart(email);
        await cartCall(shop, 'PATCH', `/${token}`, { shipping_address: { country_code: 'US', address1: '1 Main St' } });
        expect((await apply(token, last.code)).status).toBe(200);
        return token;
      }),
    );
    const results = await Promise.all(
      tokens.map((token) => cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 422]);
    const loser = results.find((res) => res.status === 422)!;
    expect(loser.body.errors.discount_code[0]).toContain('usage limit');
    expect(loser.body.meta.cart.state).toBe('open');
    const shown = await api('GET', `/api/company/discount_codes/${last.id}`, { token: shop.token });
    expect(shown.body.discount_code.usage_count).toBe(1);
  });
});

type Ids = { mask: number; category: number; collection: number };
