import { describe, expect, it } from 'vitest';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';

const address = { name: 'Ada Lovelace', address1: '1 Main St', city: 'New York', country_code: 'US' };
const settings = (token: string, storefront_settings: Record<string, unknown>) =>
  api('PUT', '/api/v202604/company/storefront_settings', { token, body: { storefront_settings } });

describe('cart.company tells the truth: branding and checkout flags come from the company and its storefront settings', () => {
  it('defaults: the company name, no logo, the default checkout options, and the flags constant by design', async () => {
    const shop = await createShop();
    const { cart } = await createCart(shop, { country_code: 'US' });
    expect(cart.company).toEqual({
      id: shop.company.id,
      name: shop.company.name,
      logo_url: null,
      collect_phone: true,
      require_phone: false,
      require_billing_zip: false,
      order_on_behalf: false,
      reward_points_enabled: false,
      reward_points_apply_to_subtotal: false,
      reward_points_label: null,
      collect_sms_marketing: false,
      collect_email_marketing: true,
      bundle_subscriptions: false,
      hide_volume_on_customer_surfaces: false,
      isolated_payment_tokens: false,
    });
  });

  it('shows the storefront logo and checkout options, and a cart waits for the phone and billing postal code the shop requires', async () => {
    const shop = await createShop();
    const product = await createProduct(shop, 'Serum', [{ prices: { US: { price: 1999, shipping: 250 } } }]);
    const saved = await settings(shop.token, {
      logo_url: 'https://cdn.example.com/logo.png',
      checkout: {
        require_phone: true,
        require_billing_zip: true,
        collect_email_marketing: false,
        collect_sms_marketing: true,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.storefront_settings.checkout).toEqual({
      require_phone: true,
      require_billing_zip: true,
      collect_email_marketing: false,
      collect_sms_marketing: true,
      hide_volume_on_customer_surfaces: false,
    });

    const { token, cart } = await createCart(shop, {
      country_code: 'US',
      email: 'ada@example.com',
      items: [{ variant_id: product.variantIds[0], quantity: 1 }],
    });
    expect(cart.company).toMatchObject({
      logo_url: 'https://cdn.example.com/logo.png',
      require_phone: true,
      require_billing_zip: true,
      collect_email_marketing: false,
      collect_sms_marketing: true,
    });

    const shipped = await cartCall(shop, 'PATCH', `/${token}`, {
      shipping_address: address,
      shipping_method_id: 'standard',
    });
    expect(shipped.body.cart.valid_for_checkout).toBe(false);
    const refused = await cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.cart).toEqual(['A phone number is required']);

    const withPhone = await cartCall(shop, 'PATCH', `/${token}`, { phone: '+12125550100' });
    expect(withPhone.body.cart.valid_for_checkout).toBe(false);
    const zipRefused = await cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(zipRefused.body.errors.cart).toEqual(['A billing postal code is required']);

    const withZip = await cartCall(shop, 'PATCH', `/${token}`, {
      billing_address: { ...address, postal_code: '10001' },
    });
    expect(withZip.body.cart.valid_for_checkout).toBe(true);
    expect((await cartCall(shop, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } })).status).toBe(201);
  });

  it('a settings change reaches an open cart at its next write (reads answer the cart as last priced)', async () => {
    const shop = await createShop();
    const { token } = await createCart(shop, { country_code: 'US' });
    await settings(shop.token, { logo_url: 'https://cdn.example.com/new.png' });
    expect((await cartCall(shop, 'GET', `/${token}`)).body.cart.company.logo_url).toBeNull();
    const written = await cartCall(shop, 'PATCH', `/${token}`, { email: 'ada@example.com' });
    expect(written.body.cart.company.logo_url).toBe('https://cdn.example.com/new.png');
  });
});

describe('cart.company.bundle_subscriptions', () => {
  it("reflects the company's setting from the cart's next write", async () => {
    const shop = await createShop();
    const { token } = await createCart(shop, { country_code: 'US' });
    const set = await api('PUT', '/api/company', {
      token: shop.token,
      body: { company: { bundle_subscriptions: true } },
    });
    expect(set.status, set.text).toBe(200);
    const updated = await cartCall(shop, 'PATCH', `/${token}`, { email: 'ada@example.com' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.cart.company.bundle_subscriptions).toBe(true);
  });
});

describe('PATCH /carts/{cart_token} takes the cart fields at the top level', () => {
  it('refuses a body wrapped as {"cart": {...}} as an unknown key (422) and changes nothing', async () => {
    const shop = await createShop();
    const { token } = await createCart(shop, { country_code: 'US' });
    const wrapped = await cartCall(shop, 'PATCH', `/${token}`, { cart: { email: 'ada@example.com' } });
    expect(wrapped.status, wrapped.text).toBe(422);
    expect(Object.keys(wrapped.body.errors)).toEqual(['cart']);
    expect((await cartCall(shop, 'GET', `/${token}`)).body.cart.email).toBeNull();
  });

  it('ignores the read-only keys of the cart it answers, sent back at the top level', async () => {
    const shop = await createShop();
    const { token, cart } = await createCart(shop, { country_code: 'US' });
    const { id, cart_token, state, amount_total } = cart;
    const written = await cartCall(shop, 'PATCH', `/${token}`, {
      id,
      cart_token,
      state,
      amount_total,
      email: 'ada@example.com',
    });
    expect(written.status, written.text).toBe(200);
    expect(written.body.cart.email).toBe('ada@example.com');
  });
});
