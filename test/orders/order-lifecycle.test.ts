import { beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { checkOut, orderCall, placeOrder, readyCart, sellable } from '../helpers/orders';
import { companyCall } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { mailbox } from '../identity/support';

let shop: Tenant;
let serum: { id: number; variantIds: number[] };
let mask: { id: number; variantIds: number[] };

beforeAll(async () => {
  shop = await createShop();
  [serum, mask] = [
    await sellable(shop, 'Serum'),
    await sellable(shop, 'Mask', { track_quantity: true, inventory_quantity: 10 }),
  ];
}, 180_000);

const stockOf = async (product: { id: number }) =>
  (await companyCall(shop, 'GET', `/products/${product.id}`)).body.product.variants[0].inventory_quantity;
const lineOf = (order: any, product: { id: number }) => order.items.find((line: any) => line.product_id === product.id);

describe('fulfilments', { timeout: 120_000 }, () => {
  it('partial fulfilments add up to fulfilled and close the order; over-fulfilling names the line; the buyer is mailed the tracking link', async () => {
    const email = `ship-${Date.now()}@example.com`;
    const order = await placeOrder(shop, [{ product: serum, quantity: 3 }], { email });
    const line = order.items[0];

    const partial = await orderCall(shop, 'POST', `/${order.id}/fulfillments`, {
      fulfillment: {
        lines: [{ line_id: line.id, quantity: 2 }],
        tracking_number: '1Z999',
        tracking_company: 'UPS',
        tracking_url: 'https://track.example.com/1Z999',
      },
    });
    expect(partial.status).toBe(201);
    expect(partial.body.fulfillment).toMatchObject({
      status: 'success',
      lines: [{ line_id: line.id, quantity: 2 }],
      tracking_url: 'https://track.example.com/1Z999',
      notify_customer: true,
    });
    expect(partial.body.order).toMatchObject({ fulfillment_status: 'partial', status: 'open', version: 2 });
    expect(partial.body.order.items[0]).toMatchObject({ fulfilled_quantity: 2, fulfillable_quantity: 1 });
    // The order confirmation goes to the same buyer (by its own consumer): the shipping mail is the one that says so.
    const shipped = async () => (await mailbox(email)).filter((message) => message.subject.endsWith('has shipped'));
    const [mail] = await shipped();
    expect(mail).toMatchObject({ subject: expect.stringContaining(`order ${order.number}`) });
    expect(JSON.stringify(mail)).toContain('https://track.example.com/1Z999');

    const over = await orderCall(shop, 'POST', `/${order.id}/fulfillments`, {
      fulfillment: { lines: [{ line_id: line.id, quantity: 2 }] },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      'fulfillment.lines.0.quantity': ['exceeds the 1 unit(s) of Serum (30 ml) left to fulfil'],
    });
    expect(
      (
        await orderCall(shop, 'POST', `/${order.id}/fulfillments`, {
          fulfillment: { lines: [{ line_id: 999, quantity: 1 }] },
        })
      ).body.errors,
    ).toHaveProperty(['fulfillment.lines.0.line_id']);

    const rest = await orderCall(shop, 'POST', `/${order.id}/fulfillments`, {
      fulfillment: { notify_customer: false },
    });
    expect(rest.status).toBe(201);
    expect(rest.body.fulfillment.lines).toEqual([{ line_id: line.id, quantity: 1 }]);
    expect(rest.body.order).toMatchObject({
      fulfillment_status: 'fulfilled',
      status: 'closed',
      closed_at: expect.any(String),
      fulfilled_at: expect.any(String),
    });
    expect(await shipped()).toHaveLength(1);
    const none = await orderCall(shop, 'POST', `/${order.id}/fulfillments`, {});
    expect(none.status).toBe(422);
    expect(none.body.errors.fulfillment[0]).toContain('nothing to fulfil');
  });

  it('tracking can be changed; cancelling a fulfilment unfulfils its units and reopens the order; cancelling it again changes nothing', async () => {
    const order = await placeOrder(shop, [{ product: serum, quantity: 1 }]);
    const created = (
      await orderCall(shop, 'POST', `/${order.id}/fulfillments`, { fulfillment: { notify_customer: false } })
    ).body;
    const path = `/${order.id}/fulfillments/${created.fulfillment.id}`;
    const patched = await orderCall(shop, 'PATCH', path, {
      fulfillment: { tracking_number: 'NEW-1', tracking_url: 'https://track.example.com/NEW-1' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.fulfillment).toMatchObject({ tracking_number: 'NEW-1', tracking_company: null });
    expect(patched.body.order.status).toBe('closed');

    const cancelled = await orderCall(shop, 'POST', `${path}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.fulfillment).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect(cancelled.body.order).toMatchObject({ status: 'open', fulfillment_status: 'unfulfilled', closed_at: null });
    const again = await orderCall(shop, 'POST', `${path}/cancel`);
    expect(again.body.order.version).toBe(cancelled.body.order.version);
    expect((await orderCall(shop, 'PATCH', path, { fulfillment: { tracking_number: 'X' } })).status).toBe(422);
    expect((await orderCall(shop, 'POST', `/${order.id}/fulfillments/123/cancel`)).status).toBe(404);
  });
});

describe('cancel', { timeout: 120_000 }, () => {
  it('refunds everything, restocks tracked units and gives the discount code’s use back; final and idempotent', async () => {
    const code = `SAVE${Date.now()}`;
    expect(
      (
        await api('POST', '/api/company/discount_codes', {
          token: shop.token,
          body: { discount_code: { code, kind: 'percentage', percentage: 10, usage_limit: 5 } },
        })
      ).status,
    ).toBe(201);
    const before = await stockOf(mask);
    const order = await placeOrder(
      shop,
      [
        { product: mask, quantity: 2 },
        { product: serum, quantity: 1 },
      ],
      { discount: code },
    );
    expect(await stockOf(mask)).toBe(before - 2);
    const usage = async () =>
      (await api('GET', '/api/company/discount_codes', { token: shop.token })).body.discount_codes.find(
        (d: { code: string }) => d.code === code,
      ).usage_count;
    expect(await usage()).toBe(1);

    const res = await orderCall(shop, 'POST', `/${order.id}/cancel`, { cancellation: { reason: 'customer' } });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      status: 'cancelled',
      financial_status: 'refunded',
      cancelled_at: expect.any(String),
      ledger: { refunded: order.amount_total, refundable: 0 },
    });
    expect(res.body.order.cancellation).toMatchObject({
      reason: 'customer',
      restock: true,
      restocked_lines: [{ line_id: lineOf(order, mask).id, quantity: 2 }],
      refund_id: res.body.order.refunds[0].id,
    });
    expect(res.body.order.refunds).toEqual([
      expect.objectContaining({ amount: order.amount_total, shipping_amount: order.ledger.shipping_refundable }),
    ]);
    expect(lineOf(res.body.order, mask).restocked_quantity).toBe(2);
    expect(await stockOf(mask)).toBe(before);
    expect(await usage()).toBe(0);

    const again = await orderCall(shop, 'POST', `/${order.id}/cancel`, { cancellation: { reason: 'fraud' } });
    expect(again.status).toBe(200);
    expect(again.body.order).toEqual(res.body.order);
    expect(await stockOf(mask)).toBe(before);
    const fulfil = await orderCall(shop, 'POST', `/${order.id}/fulfillments`, {
      fulfillment: { lines: [{ line_id: lineOf(order, mask).id, quantity: 1 }] },
    });
    expect(fulfil.status).toBe(422);
    expect(fulfil.body.errors).toEqual({ 'fulfillment.lines.0': ['cannot be fulfilled: the order is cancelled'] });
  });

  it('without refund and restock it only cancels; a fulfilled order cannot be cancelled (422: refund it line by line)', async () => {
    const before = await stockOf(mask);
    const kept = await placeOrder(shop, [{ product: mask, quantity: 1 }]);
    const res = await orderCall(shop, 'POST', `/${kept.id}/cancel`, {
      cancellation: { restock: false, refund: false, reason: 'inventory' },
    });
    expect(res.body.order).toMatchObject({
      status: 'cancelled',
      financial_status: 'paid',
      refunds: [],
      cancellation: { restocked_lines: [], refund_id: null },
    });
    expect(await stockOf(mask)).toBe(before - 1);

    const shipped = await placeOrder(shop, [{ product: serum, quantity: 2 }]);
    await orderCall(shop, 'POST', `/${shipped.id}/fulfillments`, {
      fulfillment: { lines: [{ line_id: shipped.items[0].id, quantity: 1 }], notify_customer: false },
    });
    const refused = await orderCall(shop, 'POST', `/${shipped.id}/cancel`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.error_message).toContain('refund it line by line');
  });

  it('a cancel with restock racing a checkout for the last unit: stock never negative, never lost', async () => {
    const scarce = await sellable(shop, 'Scarce', { track_quantity: true, inventory_quantity: 1 });
    const racer = await readyCart(shop, [{ product: scarce, quantity: 1 }], { email: 'racer@example.com' }); // filled while the unit was there
    const sold = await placeOrder(shop, [{ product: scarce, quantity: 1 }]);
    expect(await stockOf(scarce)).toBe(0);
    const [cancel, buy] = await Promise.allSettled([
      orderCall(shop, 'POST', `/${sold.id}/cancel`, {}),
      checkOut(shop, racer),
    ]);
    expect(cancel.status === 'fulfilled' && cancel.value.status).toBe(200);
    const bought = buy.status === 'fulfilled';
    if (!bought) expect(String((buy as PromiseRejectedResult).reason)).toContain('complete → 422');
    expect(await stockOf(scarce)).toBe(bought ? 0 : 1);
  });
});

describe('refunds', { timeout: 120_000 }, () => {
  it('by lines: unit shares add up to the line exactly; restock is capped; over-refunds name the refundable amount', async () => {
    const before = await stockOf(mask);
    const order = await placeOrder(shop, [{ product: mask, quantity: 3 }]);
    const line = order.items[0];
    const charge = line.total_after_discounts + line.tax;
    const one = await orderCall(shop, 'POST', `/${order.id}/refunds`, {
      refund: { lines: [{ line_id: line.id, quantity: 1, restock: true }] },
    });
    expect(one.status).toBe(201);
    expect(one.body.refund).toMatchObject({
      amount: Math.floor(charge / 3),
      lines: [{ line_id: line.id, quantity: 1, restock_quantity: 1 }],
      shipping_amount: 0,
      gateway: 'test',
    });
    expect(one.body.order).toMatchObject({
      financial_status: 'partially_refunded',
      ledger: { refunded: Math.floor(charge / 3) },
    });
    expect(await stockOf(mask)).toBe(before - 2);

    const rest = await orderCall(shop, 'POST', `/${order.id}/refunds`, {
      refund: { lines: [{ line_id: line.id, quantity: 2 }], shipping: { full_refund: true } },
    });
    // Shipping refunds include the tax on shipping, so every line and all shipping return the whole payment.
    expect(rest.body.refund.amount).toBe(charge - Math.floor(charge / 3) + order.ledger.shipping_refundable);
    expect(order.ledger.shipping_refundable).toBe(order.shipping_total + order.tax_total - line.tax);
    expect(rest.body.order).toMatchObject({
      financial_status: 'refunded',
      status: 'closed',
      ledger: { refundable: 0 },
    });
    expect(rest.body.order.ledger.transactions.map((t: { kind: string }) => t.kind)).toEqual([
      'capture',
      'refund',
      'refund',
    ]);

    const more = await orderCall(shop, 'POST', `/${order.id}/refunds`, { refund: { amount: 1 } });
    expect(more.status).toBe(422);
    expect(more.body.errors).toEqual({ 'refund.amount': ['1 exceeds the refundable amount of 0'] });
    const units = await orderCall(shop, 'POST', `/${order.id}/refunds`, {
      refund: { lines: [{ line_id: line.id, quantity: 1 }] },
    });
    expect(units.body.errors).toEqual({
      'refund.lines.0.quantity': ['exceeds the 0 unit(s) of Mask (30 ml) left to refund'],
    });
  });

  it('two concurrent refunds that together exceed the payment: one succeeds, the other is a 422 with the refundable amount', async () => {
    const order = await placeOrder(shop, [{ product: serum, quantity: 2 }]);
    const amount = Math.ceil(order.amount_total * 0.6);
    const results = await Promise.all(
      [1, 2].map(() => orderCall(shop, 'POST', `/${order.id}/refunds`, { refund: { amount } })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 422]);
    const refused = results.find((res) => res.status === 422)!;
    expect(refused.body.errors['refund.amount'][0]).toBe(
      `${amount} exceeds the refundable amount of ${order.amount_total - amount}`,
    );
    const stored = (await orderCall(shop, 'GET', `/${order.id}`)).body.order;
    expect(stored.refunds).toHaveLength(1);
    expect(stored.ledger).toMatchObject({ refunded: amount, refundable: order.amount_total - amount });
  });

  it('an Idempotency-Key retry replays the refund instead of refunding twice', async () => {
    const order = await placeOrder(shop, [{ product: serum, quantity: 1 }]);
    const headers = { 'idempotency-key': `refund-${order.id}` };
    const first = await orderCall(shop, 'POST', `/${order.id}/refunds`, { refund: { amount: 100 } }, { headers });
    const retry = await orderCall(shop, 'POST', `/${order.id}/refunds`, { refund: { amount: 100 } }, { headers });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.refund.id).toBe(first.body.refund.id);
    expect((await orderCall(shop, 'GET', `/${order.id}`)).body.order.refunds).toHaveLength(1);
  });

  it('metadata is the merchant’s to set', async () => {
    const order = await placeOrder(shop, [{ product: serum, quantity: 1 }]);
    const res = await orderCall(shop, 'PATCH', `/${order.id}`, { order: { metadata: { erp_id: 'SO-1' } } });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ metadata: { erp_id: 'SO-1' }, version: 2 });
  });
});
