import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyDelivery } from '../../shared/sdk/verify/verify-delivery';
import { cartCall, CARTS, createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { subscribe } from '../helpers/webhooks';

let callback: Receiver;
let hooks: Receiver;
beforeEach(async () => {
  [callback, hooks] = await Promise.all([startReceiver(), startReceiver()]);
});
afterEach(async () => {
  await Promise.all([callback.close(), hooks.close()]);
});

const json = (body: unknown) => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const shippingOptions = {
  shipping_options: [
    { id: 'express', title: 'Express', price: 1200, delivery_time_estimate: '1-2 days' },
    { id: 'economy', title: 'Economy', price: 500, delivery_time_estimate: null },
  ],
};
const address = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'New York',
  postal_code: '10001',
  country_code: 'US',
  subdivision_code: 'US-NY',
};

describe('a shopper journey through checkout v2026-04', () => {
  it('prices a US cart (tax on top) through items, callback shipping, a code, a subscription, a callback outage and checkout, and delivers order_created signed', async () => {
    const shop = await createShop();
    const plan = (
      await api('POST', '/api/subscription_plans', {
        token: shop.token,
        body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' } },
      })
    ).body.subscription_plan;
    const serum = await createProduct(
      shop,
      'Serum',
      [
        {
          prices: { US: { price: 1999, shipping: 250, subscription_price: 1799 }, DE: { price: 2380, shipping: 595 } },
          allow_subscription: true,
        },
      ],
      { subscription_plan_ids: [plan.id] },
    );
    const mask = await createProduct(shop, 'Mask', [
      { prices: { US: { price: 2500, shipping: 250 }, DE: { price: 1190 } } },
    ]);
    await api('POST', '/api/company/discount_codes', {
      token: shop.token,
      body: { discount_code: { code: 'TEN', kind: 'percentage', percentage: 10 } },
    });
    const { authToken } = await subscribe(shop.token, hooks.url, { resource: 'order', event: 'created' });

    // Create in the US with one item: 2 × $19.99.
    const {
      token,
      cart: created,
      res,
    } = await createCart(shop, {
      country_code: 'US',
      email: 'Ada@Example.com',
      items: [{ product_id: serum.id, variant_id: serum.variantIds[0], quantity: 2 }],
    });
    expect(created).toMatchObject({
      state: 'open',
      state_revision: 1,
      currency_code: 'USD',
      email: 'ada@example.com',
      sub_total: 3998,
      sub_total_in_currency: '$39.98',
    });
    expect(token).toMatch(/^ct_[A-Za-z0-9_-]{43}$/);
    expect(res.body.meta).toMatchObject({
      shop_url: expect.stringContaining(shop.company.subdomain),
      checkout_url: expect.stringContaining(token),
      totals_stale: false,
      request_id: expect.any(String),
      timestamp: expect.any(String),
    });

    // Add the mask; shipping now comes from the company's callback.
    callback.respond = () => json(shippingOptions);
    await api('POST', '/api/callback/registrations', {
      token: shop.token,
      body: { callback_registration: { definition_name: 'shipping_options', url: callback.url } },
    });
    const added = await cartCall(shop, 'POST', `/${token}/items`, {
      items: [{ product_id: mask.id, variant_id: mask.variantIds[0], quantity: 1 }],
    });
    expect(added.body.cart).toMatchObject({ sub_total: 6498, state_revision: 2 });
    expect(added.body.cart.available_shipping_methods.map((method: { id: string }) => method.id)).toEqual([
      'express',
      'economy',
    ]);

    const shipped = await cartCall(shop, 'PATCH', `/${token}`, {
      shipping_address: address,
      shipping_method_id: 'express',
    });
    expect(shipped.body.cart).toMatchObject({
      shipping_method: { id: 'express', name: 'Express' },
      shipping_total: 1200,
    });

    // TEN: 10 % of 6498 = 650 (400 on the serum line, 250 on the mask). Tax 8.875 %: 3598 → 319, 2250 → 200, shipping 1200 → 107.
    const discounted = await cartCall(shop, 'POST', `/${token}/discount`, { discount_code: 'ten' });
    expect(discounted.status).toBe(200);
    expect(discounted.body.cart).toMatchObject({
      discount_codes: ['TEN'],
      discount_total: 650,
      subtotal_after_discounts: 5848,
      tax_total: 626,
      amount_total: 7674,
      amount_total_in_currency: '$76.74',
    });
    expect(discounted.body.cart.discount_breakdown).toEqual({
      internal_discounts: 650,
      external_discounts: 0,
      total_discounts: 650,
    });
    const twice = await cartCall(shop, 'POST', `/${token}/discount`, { discount_code: 'TEN' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.discount_code[0]).toContain('already applied');
    expect(twice.body.meta).toMatchObject({
      shop_url: expect.any(String),
      cart: { cart_token: token, discount_codes: ['TEN'] },
    });

    // Subscribe the serum on the public surface: $17.99 a unit, string money.
    const serumLine = discounted.body.cart.items.find(
      (item: { product_title: string }) => item.product_title === 'Serum',
    );
    const subscribed = await api(
      'POST',
      `/api/public/v2025-06/commerce/carts/${token}/items/${serumLine.id}/subscribe`,
      { body: { subscription_plan_id: plan.id } },
    );
    expect(subscribed.status).toBe(200);
    // Subtotal 3598 + 2500 = 6098; 10 % = 610 (360 + 250); tax 287 + 200 + 107 = 594; due 5488 + 1200 + 594.
    expect(subscribed.body.cart).toMatchObject({
      sub_total: '60.98',
      discount_total: '6.10',
      tax_total: '5.94',
      amount_total: '72.82',
      amount_total_in_currency: '$72.82',
      contains_subscription: true,
    });
    expect(subscribed.body.cart.items.find((item: { id: number }) => item.id === serumLine.id)).toMatchObject({
      subscription: true,
      subscription_plan_id: plan.id,
      price: '19.99',
      subscription_price: '17.99',
      subscribe_and_save: '4.00',
      subscription_interval: 1,
      subscription_interval_unit: 'month',
      total: '35.98',
    });
    expect(subscribed.body.cart.recurring).toEqual([
      expect.objectContaining({
        subtotal: '35.98',
        subtotal_in_currency: '$35.98',
        interval: 1,
        interval_unit: 'month',
      }),
    ]);
    expect(Object.keys(subscribed.body.meta).sort()).toEqual(['checkout_url', 'request_id', 'shop_url', 'timestamp']);

    // The callback goes down: fallback methods, totals flagged stale, the chosen method is gone.
    await callback.close();
    const stale = await cartCall(shop, 'PATCH', `/${token}`, { phone: '+12125550100' });
    expect(stale.body.meta.totals_stale).toBe(true);
    expect(stale.body.cart).toMatchObject({
      shipping_method: null,
      available_shipping_methods: [expect.objectContaining({ id: 'standard', price: 750 })],
    });
    expect(stale.body.cart.messages.warnings.join(' ')).toContain('estimates');

    // The merchant switches the callback off; the fallback is then authoritative (not stale).
    const registrations = await api('GET', '/api/callback/registrations', { token: shop.token });
    await api('PUT', `/api/callback/registrations/${registrations.body.callback_registrations[0].uuid}`, {
      token: shop.token,
      body: { callback_registration: { active: false } },
    });
    const ready = await cartCall(
      shop,
      'PATCH',
      `/${token}`,
      { shipping_method_id: 'standard' },
      { 'if-match': `"${stale.body.cart.state_revision}"` },
    );
    expect(ready.body.meta.totals_stale).toBe(false);
    // Shipping 750 → tax 67; tax 287 + 200 + 67 = 554; due 5488 + 750 + 554.
    expect(ready.body.cart).toMatchObject({
      shipping_total: 750,
      tax_total: 554,
      amount_total: 6792,
      valid_for_checkout: true,
    });

    // The subscribed line renews automatically: the shopper consents to its terms.
    const completed = await cartCall(shop, 'POST', `/${token}/complete`, {
      payment_method: { type: 'test' },
      recurring_terms_accepted: true,
    });
    expect(completed.status).toBe(201);
    expect(completed.body.order).toMatchObject({
      email: 'ada@example.com',
      currency_code: 'USD',
      amount_total: 6792,
      tax_total: 554,
      discount_codes: ['TEN'],
      items: expect.any(Array),
    });
    expect(completed.body.cart).toMatchObject({
      state: 'completed',
      processed: true,
      payment_method: { type: 'test', status: 'captured', amount: 6792 },
    });

    const again = await cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(completed.body.order.id);
    const refused = await cartCall(shop, 'POST', `/${token}/items`, {
      items: [{ product_id: mask.id, variant_id: mask.variantIds[0], quantity: 1 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.cart.state).toBe('completed');

    const [delivery] = await hooks.waitFor(1);
    expect(verifyDelivery(delivery!.rawBody, delivery!.headers, authToken)).toMatchObject({ ok: true });
    expect(JSON.parse(delivery!.rawBody)).toMatchObject({
      name: 'order_created',
      payload: { order: { id: completed.body.order.id, amount_total: 6792 }, event_name: 'order_created' },
    });
    expect(
      (await api('GET', '/api/company/discount_codes', { token: shop.token })).body.discount_codes[0].usage_count,
    ).toBe(1);
    expect(
      (await api('GET', `/api/subscription_plans/${plan.id}`, { token: shop.token })).body.subscription_plan
        .subscribers_count,
    ).toBe(1);
  });

  it('prices a German cart with 19 % MwSt. included in prices: tax is extracted, not added, and money is formatted for de-DE', async () => {
    const shop = await createShop();
    const serum = await createProduct(shop, 'Serum', [
      { prices: { US: { price: 1999 }, DE: { price: 2380, shipping: 595 } } },
    ]);
    const mask = await createProduct(shop, 'Mask', [{ prices: { DE: { price: 1190 } } }]);
    const { token } = await createCart(shop, {
      country_code: 'DE',
      language_iso: 'de',
      items: [
        { product_id: serum.id, variant_id: serum.variantIds[0], quantity: 1 },
        { product_id: mask.id, variant_id: mask.variantIds[0], quantity: 2 },
      ],
    });
    const res = await cartCall(shop, 'PATCH', `/${token}`, { shipping_method_id: 'standard' });
    // 2380 + 2 × 1190 = 4760; shipping 595; tax 2380 × 19/119 = 380 twice, 595 × 19/119 = 95.
    expect(res.body.cart).toMatchObject({
      currency_code: 'EUR',
      price_inclusive_of_tax: true,
      sub_total: 4760,
      shipping_total: 595,
      tax_total: 855,
      amount_total: 5355,
      amount_total_in_currency: '53,55\u00a0€',
      tax_total_for_display: 'Includes 8,55\u00a0€ MwSt.',
      totals: {
        gross_subtotal: 4760,
        net_subtotal: 4000,
        item_tax: 760,
        shipping_net: 500,
        shipping_tax: 95,
        total_tax: 855,
        price_inclusive_of_tax: true,
        tax_label: 'MwSt.',
      },
      inclusive_shipping_tax: 95,
      country: { iso: 'DE', currency_code: 'EUR', price_inclusive_of_tax: true, tax_standard_rate: 19 },
    });
  });

  it('answers every Cart field (null where there is no value, never absent) and every Cart item field', async () => {
    const shop = await createShop();
    const serum = await createProduct(shop, 'Serum', [{ prices: { US: { price: 1999 } } }]);
    const { cart } = await createCart(shop, {
      country_code: 'US',
      items: [{ product_id: serum.id, variant_id: serum.variantIds[0], quantity: 1 }],
    });
    const spec = [
      'id',
      'cart_token',
      'state',
      'state_revision',
      'type',
      'email',
      'phone',
      'language_iso',
      'currency_code',
      'currency_symbol',
      'currency_decimal_places',
      'customer_id',
      'buyer_rep_id',
      'enrollment_pack_id',
      'enrollment_member_type',
      'buyer_rep_member_id',
      'volume_rep_member_id',
      'processed',
      'email_marketing',
      'sms_marketing',
      'auto_apply_points',
      'amount_total',
      'sub_total',
      'tax_total',
      'shipping_total',
      'discount_total',
      'subtotal_after_discounts',
      'transaction_fee',
      'enrollment_fee',
      'inclusive_shipping_tax',
      'shipping_discount',
      'remaining_cart_amount_after_points',
      'cv_total',
      'qv_total',
      'tax_total_for_display',
      'shipping_total_for_display',
      'totals',
      'tax_exempt',
      'digital_only',
      'immutable_items',
      'points_enabled',
      'price_inclusive_of_tax',
      'requires_3ds',
      'requires_payment_method',
      'vault_without_charge',
      'valid_for_checkout',
      'valid_for_checkout_pre_payment',
      'contains_subscription',
      'payment_method_auto_assignable',
      'customer_total_points',
      'points_applied',
      'remaining_customer_points',
      'max_applicable_points',
      'total_creditable_points',
      'discount_codes',
      'product_discount_codes',
      'shipping_discount_codes',
      'discount_breakdown',
      'external_discount',
      'buyer_rep',
      'volume_rep',
      'shipping_method',
      'available_shipping_methods',
      'payment_method',
      'available_payment_methods',
      'payment_unavailable_reason',
      'payment_account',
      'messages',
      'metadata',
      'shipping_address',
      'billing_address',
      'ship_to',
      'bill_to',
      'attribution',
      'agreements',
      'country',
      'company',
      'recurring',
      'enrollment_pack',
    ];
    for (const field of spec) expect(cart, field).toHaveProperty(field);
    for (const money of [
      'amount_total',
      'sub_total',
      'tax_total',
      'shipping_total',
      'discount_total',
      'subtotal_after_discounts',
      'transaction_fee',
      'enrollment_fee',
      'inclusive_shipping_tax',
      'shipping_discount',
      'remaining_cart_amount_after_points',
    ]) {
      expect(typeof cart[`${money}_in_currency`], money).toBe('string');
    }
    const itemSpec = [
      'id',
      'title',
      'quantity',
      'price',
      'discount_amount',
      'tax',
      'cv',
      'qv',
      'cv_total',
      'qv_total',
      'total',
      'total_after_discounts',
      'enrollment_pack_id',
      'subscription',
      'display_to_customer',
      'image_url',
      'free_item',
      'allow_subscription',
      'enrollment',
      'creditable_points',
      'product_title',
      'subscription_plan_id',
      'subscription_only',
      'subscription_interval',
      'subscription_interval_unit',
      'subscription_interval_unit_identifier',
      'subscription_price',
      'subscription_start',
      'subscribe_and_save',
      'subscribe_and_save_for_display',
      'unit_price_display_authoritative',
      'metadata',
      'errors',
      'subscription_plans',
      'bundled_items',
      'product',
      'variant',
    ];
    for (const field of itemSpec) expect(cart.items[0], field).toHaveProperty(field);
  });

  it('404 envelope for an unknown cart token on every cart route', async () => {
    const unknown = `ct_${'A'.repeat(43)}`;
    for (const [method, path] of [
      ['GET', `${CARTS}/${unknown}`],
      ['PATCH', `${CARTS}/${unknown}`],
      ['POST', `${CARTS}/${unknown}/discount`],
      ['POST', `/api/public/v2025-06/commerce/carts/${unknown}/items/1/subscribe`],
    ] as const) {
      const body =
        method === 'GET'
          ? undefined
          : path.endsWith('discount')
            ? { discount_code: 'X' }
            : path.endsWith('subscribe')
              ? { subscription_plan_id: 1 }
              : { phone: '1' };
      const res = await api(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({
        error_message: 'Cart not found',
        errors: null,
        meta: { request_id: expect.any(String) },
      });
    }
  });
});
