import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCall, createCart, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { checkOut, orderCall } from '../helpers/orders';
import { createItem } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createRep, subscribe } from '../helpers/webhooks';
import { unitsVolume, lineVolume } from '../../shared/domains/volume/line-volume';

const address = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'New York',
  postal_code: '10001',
  country_code: 'US',
};

let shop: Tenant;
let product: { id: number; variants: { id: number }[] };
let hooks: Receiver;

beforeAll(async () => {
  hooks = await startReceiver();
  shop = await createShop();
  product = await createItem(shop, 'products', 'product', {
    title: 'Serum',
    status: 'published',
    public: true,
    variants: [{ title: '30 ml', countries: [{ country: 'US', price: 2000, shipping: 100, cv: 10.5, qv: 12 }] }],
  });
  const code = await api('POST', '/api/company/discount_codes', {
    token: shop.token,
    body: { discount_code: { code: 'HALF', kind: 'percentage', percentage: 50 } },
  });
  expect(code.status).toBe(201);
});
afterAll(() => hooks.close());

async function readyCart(extra: Record<string, unknown> = {}, discount?: string) {
  const { token } = await createCart(shop, {
    country_code: 'US',
    email: 'ada@example.com',
    items: [{ variant_id: product.variants[0]!.id, quantity: 3 }],
    ...extra,
  });
  await cartCall(shop, 'PATCH', `/${token}`, { shipping_address: address, shipping_method_id: 'standard' });
  if (discount)
    expect((await cartCall(shop, 'POST', `/${token}/discount`, { discount_code: discount })).status).toBe(200);
  return token;
}

describe('volume: CV and QV per line and order, reversed by refunds and cancellations', () => {
  it('a line carries the variant volume per unit and in total; a discount halves CV and leaves QV whole; the order stamps it', async () => {
    const token = await readyCart({}, 'HALF');
    const { body } = await cartCall(shop, 'GET', `/${token}`);
    expect(body.cart.items[0]).toMatchObject({ cv: 10.5, qv: 12, cv_total: 15.75, qv_total: 36 });
    expect([body.cart.cv_total, body.cart.qv_total]).toEqual(['15.75', '36.00']);
    const order = await checkOut(shop, token);
    expect(order.items[0]).toMatchObject({ cv: 10.5, qv: 12, cv_total: 15.75, qv_total: 36 });
    expect(order).toMatchObject({ cv_total: 15.75, qv_total: 36, cv_net: 15.75, qv_net: 36, volume_adjustments: [] });
  }, 60_000);

  it('the order credits the attributed rep; unattributed, a buyer who is no member credits nobody', async () => {
    const rep = (await createRep(shop.token)) as { id: number; email: string; username: string };
    const attributed = await checkOut(shop, await readyCart({ attribution: { referral: rep.username } }));
    expect(attributed.volume_rep).toMatchObject({ id: rep.id });
    const unattributed = await checkOut(shop, await readyCart());
    expect(unattributed.volume_rep).toBeNull();
  }, 60_000);

  it('a refund of one unit posts its negative share; cancelling posts the rest, so the net is zero; the webhooks carry both', async () => {
    for (const event of ['created', 'refunded', 'cancelled'])
      await subscribe(shop.token, hooks.url, { resource: 'order', event });
    const order = await checkOut(shop, await readyCart());
    const refund = await orderCall(shop, 'POST', `/${order.id}/refunds`, {
      refund: { lines: [{ line_id: order.items[0].id, quantity: 1 }] },
    });
    expect(refund.status).toBe(201);
    expect(refund.body.order.volume_adjustments).toEqual([
      expect.objectContaining({ kind: 'refund', cv: -10.5, qv: -12 }),
    ]);
    const cancelled = await orderCall(shop, 'POST', `/${order.id}/cancel`, { cancellation: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.volume_adjustments[1]).toMatchObject({ kind: 'cancellation', cv: -21, qv: -24 });
    expect([cancelled.body.order.cv_net, cancelled.body.order.qv_net]).toEqual([0, 0]);

    // A commission engine fed by the webhooks sees the volume placed, then each reversal.
    const named = (name: string) =>
      hooks.requests
        .map((request) => JSON.parse(request.rawBody))
        .filter((envelope) => envelope.name === name && envelope.payload.order.id === order.id)
        .map((envelope) => envelope.payload.order);
    await expect
      .poll(() => ['order_created', 'order_refunded', 'order_cancelled'].map((name) => named(name).length > 0), {
        timeout: 60_000,
      })
      .toEqual([true, true, true]);
    expect(named('order_created')).toEqual([
      expect.objectContaining({ cv_total: 31.5, qv_total: 36, volume_adjustments: [] }),
    ]);
    expect(named('order_refunded')[0]).toMatchObject({
      volume_adjustments: [{ kind: 'refund', cv: -10.5, qv: -12 }],
      cv_net: 21,
      qv_net: 24,
    });
    expect(named('order_cancelled')).toEqual([
      expect.objectContaining({
        volume_adjustments: [
          expect.objectContaining({ kind: 'refund' }),
          expect.objectContaining({ kind: 'cancellation', cv: -21, qv: -24 }),
        ],
        cv_net: 0,
        qv_net: 0,
      }),
    ]);
  }, 90_000);

  it('hide_volume_on_customer_surfaces answers null volume on the cart', async () => {
    const settings = await api('PUT', '/api/v202604/company/storefront_settings', {
      token: shop.token,
      body: {
        storefront_settings: {
          checkout: {
            require_phone: false,
            require_billing_zip: false,
            collect_email_marketing: true,
            collect_sms_marketing: false,
            hide_volume_on_customer_surfaces: true,
          },
        },
      },
    });
    expect(settings.status).toBe(200);
    const { body } = await cartCall(shop, 'GET', `/${await readyCart()}`);
    expect(body.cart.company.hide_volume_on_customer_surfaces).toBe(true);
    expect([body.cart.cv_total, body.cart.qv_total, body.cart.items[0].cv, body.cart.items[0].cv_total]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  }, 60_000);
});

describe('volume arithmetic', () => {
  it('reversing every unit one at a time reverses exactly the line volume', () => {
    const line = { quantity: 3, ...{ cv_total: 10, qv_total: 0.05 } };
    const parts = [0, 1, 2].map((before) => unitsVolume(line, before, 1));
    expect(parts.reduce((sum, part) => sum + Math.round(part.cv * 100), 0)).toBe(1000);
    expect(parts.reduce((sum, part) => sum + Math.round(part.qv * 100), 0)).toBe(5);
  });
  it('a free line keeps its CV', () => {
    expect(lineVolume({ quantity: 2, cv: 5, qv: 5, total: 0, total_after_discounts: 0 })).toEqual({ cv: 10, qv: 10 });
  });
});
