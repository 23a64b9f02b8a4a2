import { beforeAll, describe, expect, it } from 'vitest';
import { createAgreement } from '../helpers/agreements';
import { cartCall, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { orderCall, readyCart } from '../helpers/orders';
import type { Tenant } from '../helpers/tenant';

const complete = (shop: Tenant, token: string) =>
  cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
const accept = (shop: Tenant, token: string, choices: { id: number; accepted: boolean }[]) =>
  cartCall(shop, 'PATCH', `/${token}`, { agreements: choices });

/**
 * README "Agreements at checkout": the Cart's `agreements` are the ones that apply
 * to it, `required` holds checkout back until the shopper accepts the version in force, and the
 * order keeps what was accepted.
 */
describe('agreements at checkout', () => {
  let shop: Tenant;
  let product: { id: number; variantIds: number[] };
  let planId: number;
  let terms: { id: number; title: string };
  let privacy: { id: number };
  let autoship: { id: number };
  beforeAll(async () => {
    shop = await createShop();
    const plan = await api('POST', '/api/subscription_plans', {
      token: shop.token,
      body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' } },
    });
    planId = plan.body.subscription_plan.id;
    product = await createProduct(
      shop,
      'Serum',
      [{ title: '30 ml', prices: { US: { price: 1000, shipping: 250 } }, allow_subscription: true }],
      { subscription_plan_ids: [planId] },
    );
    terms = await createAgreement(shop, { title: 'Terms of sale', required: true });
    privacy = await createAgreement(shop, { title: 'Privacy notice', required: false, default_checked: true });
    autoship = await createAgreement(shop, { title: 'Autoship terms', required: true, subscription_only: true });
    await createAgreement(shop, { title: 'Not at checkout', show_at_checkout: false, required: true });
    await createAgreement(shop, { title: 'Retired terms', active: false, required: true });
  });

  it('the Cart lists the active agreements shown at checkout with SPEC fields, version and accepted; subscription-only ones only while a line is subscribed', async () => {
    const token = await readyCart(shop, [{ product, quantity: 1 }]);
    const cart = (await cartCall(shop, 'GET', `/${token}`)).body.cart;
    expect(cart.agreements).toEqual([
      {
        id: terms.id,
        title: 'Terms of sale',
        show_at_checkout: true,
        default_checked: false,
        subscription_only: false,
        standalone_on_checkout: false,
        show_path: null,
        enrollment_pack_id: null,
        required: true,
        version: 1,
        accepted: false,
      },
      expect.objectContaining({ id: privacy.id, required: false, default_checked: true, accepted: false }),
    ]);
    expect(cart.valid_for_checkout).toBe(false);

    const subscribed = await api(
      'POST',
      `/api/public/v2025-06/commerce/carts/${token}/items/${cart.items[0].id}/subscribe`,
      { body: { subscription_plan_id: planId } },
    );
    expect(subscribed.status, subscribed.text).toBe(200);
    expect(subscribed.body.cart.agreements.map((agreement: { id: number }) => agreement.id)).toEqual([
      terms.id,
      privacy.id,
      autoship.id,
    ]);
  });

  it('complete refuses a cart whose required agreement is not accepted: 422 in the cart envelope naming it, nothing placed', async () => {
    const token = await readyCart(shop, [{ product, quantity: 1 }]);
    const refused = await complete(shop, token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ agreements: [`Terms of sale (id ${terms.id}) must be accepted`] });
    expect(refused.body.error_message).toBe('Accept the required agreements to check out: Terms of sale');
    expect(refused.body.meta.cart).toMatchObject({ state: 'open', valid_for_checkout: false });
    expect((await cartCall(shop, 'GET', `/${token}`)).body.cart).toMatchObject({ state: 'open', processed: false });
  });

  it('accepting through PATCH lets complete place the order, which stores and shows the accepted agreements with their versions', async () => {
    const token = await readyCart(shop, [{ product, quantity: 1 }]);
    const accepted = await accept(shop, token, [{ id: terms.id, accepted: true }]);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.cart.agreements.find((agreement: { id: number }) => agreement.id === terms.id)).toMatchObject({
      accepted: true,
      version: 1,
    });
    expect(accepted.body.cart.valid_for_checkout).toBe(true);

    const placed = await complete(shop, token);
    expect(placed.status, placed.text).toBe(201);
    const expected = [
      { id: terms.id, title: 'Terms of sale', version: 1, required: true, accepted_at: expect.any(String) },
    ];
    expect(placed.body.order.agreements).toEqual(expected);
    const read = await orderCall(shop, 'GET', `/${placed.body.order.id}`);
    expect(read.body.order.agreements).toEqual(expected);
  });

  it('withdrawing an acceptance (accepted: false) holds the cart back again', async () => {
    const token = await readyCart(shop, [{ product, quantity: 1 }]);
    await accept(shop, token, [{ id: terms.id, accepted: true }]);
    const withdrawn = await accept(shop, token, [{ id: terms.id, accepted: false }]);
    expect(withdrawn.body.cart.agreements[0]).toMatchObject({ id: terms.id, accepted: false });
    expect((await complete(shop, token)).status).toBe(422);
  });

  it('an acceptance counts for the version accepted: an agreement edited since must be accepted again', async () => {
    const fresh = await createShop();
    const serum = await createProduct(fresh, 'Serum', [
      { title: '30 ml', prices: { US: { price: 1000, shipping: 250 } } },
    ]);
    const agreement = await createAgreement(fresh, { title: 'Terms', required: true });
    const token = await readyCart(fresh, [{ product: serum, quantity: 1 }]);
    await accept(fresh, token, [{ id: agreement.id, accepted: true }]);
    const edited = await api('PUT', `/api/agreements/${agreement.id}`, {
      token: fresh.token,
      body: { agreement: { body: 'New terms.' } },
    });
    expect(edited.status, edited.text).toBe(200);

    const refused = await complete(fresh, token);
    expect(refused.status).toBe(422);
    expect(refused.body.meta.cart.agreements).toEqual([
      expect.objectContaining({ id: agreement.id, version: 2, accepted: false }),
    ]);
    await accept(fresh, token, [{ id: agreement.id, accepted: true }]);
    const placed = await complete(fresh, token);
    expect(placed.status, placed.text).toBe(201);
    expect(placed.body.order.agreements).toEqual([expect.objectContaining({ id: agreement.id, version: 2 })]);
  });

  it('422 naming the item for an id that is not one of the cart agreements (unknown, or not shown at checkout); nothing is accepted', async () => {
    const token = await readyCart(shop, [{ product, quantity: 1 }]);
    const listed = await api('GET', '/api/agreements?per_page=100', { token: shop.token });
    const hidden = listed.body.agreements.find((agreement: { title: string }) => agreement.title === 'Not at checkout');
    for (const id of [999_999_999, hidden.id]) {
      const refused = await accept(shop, token, [
        { id: terms.id, accepted: true },
        { id, accepted: true },
      ]);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ 'cart.agreements.1.id': ['is not an agreement of this cart'] });
      expect(refused.body.meta.cart.agreements[0]).toMatchObject({ id: terms.id, accepted: false });
    }
  });
});
