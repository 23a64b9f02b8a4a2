import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { cartCall, createCart, createShop } from '../helpers/checkout';
import { ORDERS, placeOrder, sellable } from '../helpers/orders';
import { autoshipOffer } from '../helpers/subscriptions';
import type { Tenant } from '../helpers/tenant';

/** A ready US cart whose one line is subscribed on `planId`; answers its token and the cart as last priced. */
async function subscribedCart(shop: Tenant, offer: Awaited<ReturnType<typeof autoshipOffer>>) {
  const { token, cart } = await createCart(shop, {
    country_code: 'US',
    email: 'ada@example.com',
    items: [{ variant_id: offer.product.variantIds[0], quantity: 2 }],
  });
  const subscribed = await api(
    'POST',
    `/api/public/v2025-06/commerce/carts/${token}/items/${cart.items[0].id}/subscribe`,
    { body: { subscription_plan_id: offer.plan.id } },
  );
  expect(subscribed.status, subscribed.text).toBe(200);
  const patched = await cartCall(shop, 'PATCH', `/${token}`, {
    shipping_address: {
      name: 'Ada',
      country_code: 'US',
      address1: '1 Main St',
      city: 'New York',
      postal_code: '10001',
    },
    shipping_method_id: 'standard',
  });
  expect(patched.status, patched.text).toBe(200);
  return { token, cart: patched.body.cart };
}

/** `date` (YYYY-MM-DD) plus `days`. */
function daysAfter(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

describe('renewal terms and consent at checkout', () => {
  it('the cart shows each recurring charge with its cadence, renewal price, first automatic charge, how to cancel and a terms version', async () => {
    const shop = await createShop();
    const offer = await autoshipOffer(shop, { billing_interval: 2, billing_interval_unit: 'week' });
    const { cart } = await subscribedCart(shop, offer);
    expect(cart.recurring).toHaveLength(1);
    const [charge] = cart.recurring;
    const today = new Date().toISOString().slice(0, 10);
    expect(charge).toMatchObject({
      renewal_price: 1600,
      renewal_price_in_currency: '$16.00',
      frequency: 'every 2 weeks',
      start_date: today,
      next_charge_date: daysAfter(today, 14),
    });
    expect(charge.cancellation).toContain(shop.company.email);
    expect(charge.terms).toContain('$16.00 plus tax and shipping every 2 weeks');
    expect(charge.terms).toContain(daysAfter(today, 14));
    expect(charge.terms).toContain(charge.cancellation);
    expect(charge.terms_version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('complete refuses a cart with subscribed lines until the shopper consents, and the order keeps the consent', async () => {
    const shop = await createShop();
    const offer = await autoshipOffer(shop);
    const { token, cart } = await subscribedCart(shop, offer);

    for (const body of [
      { payment_method: { type: 'test' } },
      { payment_method: { type: 'test' }, recurring_terms_accepted: false },
    ]) {
      const refused = await cartCall(shop, 'POST', `/${token}/complete`, body);
      expect(refused.status, refused.text).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['recurring_terms_accepted']);
      expect(refused.body.meta.cart.state).toBe('open');
    }
    const missing = await cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(missing.body.error_message).toBe(
      'Accept the renewal terms of the subscribed lines (the cart `recurring` terms) to check out',
    );

    const before = Date.now();
    const completed = await cartCall(shop, 'POST', `/${token}/complete`, {
      payment_method: { type: 'test' },
      recurring_terms_accepted: true,
    });
    expect(completed.status, completed.text).toBe(201);
    const consent = completed.body.order.recurring_consent;
    expect(consent).toEqual({
      accepted_at: expect.any(String),
      terms: cart.recurring[0].terms,
      terms_version: cart.recurring[0].terms_version,
    });
    expect(Date.parse(consent.accepted_at)).toBeGreaterThanOrEqual(before - 1000);
    const read = await api('GET', `${ORDERS}/${completed.body.order.id}`, { token: shop.token });
    expect(read.body.order.recurring_consent).toEqual(consent);
  });

  it('a cart without subscribed lines completes without the consent and records none', async () => {
    const shop = await createShop();
    const order = await placeOrder(shop, [{ product: await sellable(shop), quantity: 1 }]);
    expect(order.recurring_consent).toBeNull();
    expect(order.cart.recurring).toEqual([]);
  });
});
