import { beforeAll, describe, expect, it } from 'vitest';
import { cartCall, createCart, createProduct, createShop, type VariantStock } from '../helpers/checkout';
import { companyCall } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';

let shop: Tenant;
beforeAll(async () => {
  shop = await createShop();
});

const pay = { payment_method: { type: 'test' } };
const address = { country_code: 'US', address1: '1 Main St', city: 'New York', postal_code: '10001' };

/** A serum (variant "30 ml", $19.99) with the given stock fields. */
async function serum(stock: VariantStock, extra: Record<string, unknown> = {}) {
  return createProduct(
    shop,
    'Serum',
    [{ title: '30 ml', prices: { US: { price: 1999, shipping: 250 } }, ...stock }],
    extra,
  );
}

/** A US cart ready to complete: email, address and the standard shipping method chosen. */
async function readyCart(
  items: { product_id: number; variant_id: number; quantity: number }[],
  email = 'buyer@example.com',
) {
  const { token } = await createCart(shop, { country_code: 'US', email, items });
  const res = await cartCall(shop, 'PATCH', `/${token}`, { shipping_address: address, shipping_method_id: 'standard' });
  if (res.status !== 200) throw new Error(res.text);
  return token;
}

const line = (product: { id: number; variantIds: number[] }, quantity: number) => ({
  product_id: product.id,
  variant_id: product.variantIds[0]!,
  quantity,
});
const stockOf = async (product: { id: number }) =>
  (await companyCall(shop, 'GET', `/products/${product.id}`)).body.product.variants[0];

describe('stock at checkout (SPEC variant fields track_quantity, inventory_quantity, keep_selling)', () => {
  it('an untracked variant completes whatever the count and is never counted down', async () => {
    const product = await serum({});
    const token = await readyCart([line(product, 50)]);
    expect((await cartCall(shop, 'POST', `/${token}/complete`, pay)).status).toBe(201);
    expect(await stockOf(product)).toMatchObject({
      track_quantity: false,
      inventory_quantity: 0,
      keep_selling: false,
      in_stock: true,
    });
  });

  it('a tracked variant with enough stock completes and its count goes down by the units ordered', async () => {
    const product = await serum({ track_quantity: true, inventory_quantity: 5 });
    const token = await readyCart([line(product, 2)]);
    const res = await cartCall(shop, 'POST', `/${token}/complete`, pay);
    expect(res.status).toBe(201);
    expect(res.body.order.items[0]).toMatchObject({ variant_id: product.variantIds[0], quantity: 2 });
    expect(await stockOf(product)).toMatchObject({ track_quantity: true, inventory_quantity: 3, in_stock: true });
  });

  it('422 naming the variant when the stock fell below the cart since it was filled; the cart stays open with the shortage in meta.cart and nothing is counted down', async () => {
    const product = await serum({ track_quantity: true, inventory_quantity: 5 });
    const token = await readyCart([line(product, 2)]);
    const variant = await stockOf(product);
    const { id: _id, in_stock: _inStock, variant_countries: countries, ...rest } = variant;
    const written = await companyCall(shop, 'PUT', `/products/${product.id}`, {
      product: {
        variants: [
          {
            ...rest,
            id: variant.id,
            inventory_quantity: 1,
            countries: countries.map((c: { country_iso: string; price: number; shipping: number }) => ({
              country: c.country_iso,
              price: c.price,
              shipping: c.shipping,
            })),
          },
        ],
      },
    });
    expect(written.status).toBe(200);

    const res = await cartCall(shop, 'POST', `/${token}/complete`, pay);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'items.0': ['Only 1 of Serum (30 ml) left in stock; the cart holds 2'] });
    expect(res.body.error_message).toContain('Not enough stock');
    expect(res.body.meta).toMatchObject({
      shop_url: expect.stringContaining(shop.company.subdomain),
      cart: {
        state: 'open',
        items: [expect.objectContaining({ errors: ['Only 1 of Serum (30 ml) left in stock; the cart holds 2'] })],
      },
    });
    expect(res.body.meta.cart.messages.errors).toContain('Only 1 of Serum (30 ml) left in stock; the cart holds 2');
    expect((await stockOf(product)).inventory_quantity).toBe(1);
  });

  it('two carts racing for the last unit: exactly one order, the other gets the 422 and is not charged', async () => {
    const product = await serum({ track_quantity: true, inventory_quantity: 1 });
    const tokens = await Promise.all(
      ['a@example.com', 'b@example.com'].map((email) => readyCart([line(product, 1)], email)),
    );
    const results = await Promise.all(tokens.map((token) => cartCall(shop, 'POST', `/${token}/complete`, pay)));
    expect(results.map((res) => res.status).sort()).toEqual([201, 422]);
    const loser = results.find((res) => res.status === 422)!;
    expect(loser.body.errors['items.0'][0]).toBe('Serum (30 ml) is out of stock');
    expect(loser.body.meta.cart).toMatchObject({ state: 'open', payment_method: null });
    expect(await stockOf(product)).toMatchObject({ inventory_quantity: 0, in_stock: false });
  });

  it('completing the same cart twice at once places one order and counts the stock down once', async () => {
    const product = await serum({ track_quantity: true, inventory_quantity: 2 });
    const token = await readyCart([line(product, 2)]);
    const results = await Promise.all([1, 2].map(() => cartCall(shop, 'POST', `/${token}/complete`, pay)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 201]);
    expect(results[0]!.body.order.id).toBe(results[1]!.body.order.id);
    expect((await stockOf(product)).inventory_quantity).toBe(0);
  });

  it('a variant that keeps selling is sold beyond its count (backorders: the count goes below zero)', async () => {
    const product = await serum({ track_quantity: true, inventory_quantity: 1, keep_selling: true });
    const token = await readyCart([line(product, 3)]);
    expect((await cartCall(shop, 'POST', `/${token}/complete`, pay)).status).toBe(201);
    expect(await stockOf(product)).toMatchObject({ inventory_quantity: -2, in_stock: true });
  });
});

describe('stock while the cart is filled', () => {
  it('adding or raising beyond the stock is a 422 naming the variant; lowering a short line is accepted', async () => {
    const product = await serum({ track_quantity: true, inventory_quantity: 2 });
    const refused = await cartCall(shop, 'POST', '', { country_code: 'US', items: [line(product, 3)] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors['cart.items.0']).toContain('Only 2 of Serum (30 ml) left in stock; the cart holds 3');

    const { token, cart } = await createCart(shop, { country_code: 'US', items: [line(product, 2)] });
    const added = await cartCall(shop, 'POST', `/${token}/items`, { items: [line(product, 1)] });
    expect(added.status).toBe(422);
    expect(added.body.meta.cart.items[0].quantity).toBe(2);
    const raised = await cartCall(shop, 'PATCH', `/${token}/items/${cart.items[0].id}`, { quantity: 3 });
    expect(raised.status).toBe(422);
    expect(raised.body.errors).toEqual({ quantity: ['Only 2 of Serum (30 ml) left in stock; the cart holds 3'] });
    expect((await cartCall(shop, 'PATCH', `/${token}/items/${cart.items[0].id}`, { quantity: 1 })).status).toBe(200);
  });

  it('a product switched to out of stock cannot be added', async () => {
    const product = await serum({}, { availability: 'out_of_stock' });
    const res = await cartCall(shop, 'POST', '', { country_code: 'US', items: [line(product, 1)] });
    expect(res.status).toBe(422);
    expect(res.body.errors['cart.items.0']).toContain('Serum (30 ml) is out of stock');
  });

  it('a product write that leaves the count out keeps it (sales since the read are not overwritten)', async () => {
    const product = await serum({ track_quantity: true, inventory_quantity: 4 });
    const variant = await stockOf(product);
    const res = await companyCall(shop, 'PUT', `/products/${product.id}`, {
      product: {
        variants: [
          {
            id: variant.id,
            title: '30 ml (new label)',
            track_quantity: true,
            countries: [{ country: 'US', price: 1999 }],
          },
        ],
      },
    });
    expect(res.body.product.variants[0]).toMatchObject({ title: '30 ml (new label)', inventory_quantity: 4 });
  });
});
