import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { companyCall } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';

let shop: Tenant;
let serum: { id: number; variantIds: number[] };
let mask: { id: number; variantIds: number[] };

beforeAll(async () => {
  shop = await createShop();
  serum = await createProduct(shop, 'Serum', [
    { title: '30 ml', prices: { US: { price: 1999 } } },
    { title: '50 ml', prices: { US: { price: 2999 } } },
  ]);
  mask = await createProduct(shop, 'Mask', [{ prices: { US: { price: 2500 } } }]);
});

describe('cart items name a variant; the product is optional (looked up from the variant)', () => {
  it('creates a cart and adds items by variant_id alone, priced from their products', async () => {
    const { token, cart } = await createCart(shop, {
      country_code: 'US',
      items: [{ variant_id: serum.variantIds[1], quantity: 2 }],
    });
    expect(cart.items[0]).toMatchObject({ product_title: 'Serum', title: '50 ml', quantity: 2, total: 5998 });
    const added = await cartCall(shop, 'POST', `/${token}/items`, {
      items: [
        { variant_id: mask.variantIds[0], quantity: 1 },
        { variant_id: serum.variantIds[1], quantity: 1 },
      ],
    });
    expect(added.status).toBe(200);
    expect(
      added.body.cart.items.map((item: { product_title: string; quantity: number }) => [
        item.product_title,
        item.quantity,
      ]),
    ).toEqual([
      ['Serum', 3],
      ['Mask', 1],
    ]);
    expect(added.body.cart.sub_total).toBe(3 * 2999 + 2500);
  });

  it('accepts product_id when it is the variant’s own, and 422 naming the item when it is not', async () => {
    const { token } = await createCart(shop, {
      country_code: 'US',
      items: [{ product_id: serum.id, variant_id: serum.variantIds[0], quantity: 1 }],
    });
    const res = await cartCall(shop, 'POST', `/${token}/items`, {
      items: [{ product_id: serum.id, variant_id: mask.variantIds[0], quantity: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'items.0.product_id': [`does not match variant_id ${mask.variantIds[0]}, which belongs to product ${mask.id}`],
    });
    expect(res.body.meta.cart.items).toHaveLength(1);
  });

  it("422 for a variant the shop does not have: unknown, another shop's, or removed from its product", async () => {
    const unknown = await cartCall(shop, 'POST', '', {
      country_code: 'US',
      items: [{ variant_id: 123_456_789, quantity: 1 }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'cart.items.0.variant_id': ["is not a variant of this shop's products"] });

    const other = await createShop();
    const foreign = await createProduct(other, 'Foreign', [{ prices: { US: { price: 100 } } }]);
    expect(
      (
        await cartCall(shop, 'POST', '', {
          country_code: 'US',
          items: [{ variant_id: foreign.variantIds[0], quantity: 1 }],
        })
      ).body.errors,
    ).toHaveProperty(['cart.items.0.variant_id']);

    const product = await createProduct(shop, 'Candle', [
      { title: 'Small', prices: { US: { price: 900 } } },
      { title: 'Large', prices: { US: { price: 1500 } } },
    ]);
    const kept = await companyCall(shop, 'PUT', `/products/${product.id}`, {
      product: {
        variants: [{ id: product.variantIds[1], title: 'Large', countries: [{ country: 'US', price: 1500 }] }],
      },
    });
    expect(kept.status).toBe(200);
    const removed = await cartCall(shop, 'POST', '', {
      country_code: 'US',
      items: [{ variant_id: product.variantIds[0], quantity: 1 }],
    });
    expect(removed.body.errors).toHaveProperty(['cart.items.0.variant_id']);
    expect(
      (await createCart(shop, { country_code: 'US', items: [{ variant_id: product.variantIds[1], quantity: 1 }] })).cart
        .items[0].title,
    ).toBe('Large');

    expect((await companyCall(shop, 'DELETE', `/products/${product.id}`)).status).toBe(200);
    expect(
      (
        await cartCall(shop, 'POST', '', {
          country_code: 'US',
          items: [{ variant_id: product.variantIds[1], quantity: 1 }],
        })
      ).body.errors,
    ).toHaveProperty(['cart.items.0.variant_id']);
  });
});
