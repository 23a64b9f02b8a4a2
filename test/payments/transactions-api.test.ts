import { describe, expect, it } from 'vitest';
import { cardOrder, cardShop, type CardShop } from '../helpers/card-orders';
import { api } from '../helpers/http';
import { TRANSACTIONS } from '../helpers/payments';

/** The order's authorization row (`authorize`, or `purchase` when captured at checkout). */
async function paymentRow(shop: CardShop, orderId: number): Promise<any> {
  const rows = (await api('GET', `${TRANSACTIONS}?filter[order_id]=${orderId}`, { token: shop.tenant.token })).body
    .data as any[];
  return rows.find((row) => row.action === 'authorize' || row.action === 'purchase');
}

const act = (shop: CardShop, id: string, action: string, transaction: Record<string, unknown> = {}) =>
  api('POST', `${TRANSACTIONS}/${id}/${action}`, { token: shop.tenant.token, body: { transaction } });

describe('payment ledger operations through the processor (the local Stripe emulator)', () => {
  it('captures part of an authorization: the rest is released, a retry is the same capture, a second capture is refused', async () => {
    const shop = await cardShop({ capture_method: 'manual' });
    const order = await cardOrder(shop);
    const row = await paymentRow(shop, order.id);
    expect(row).toMatchObject({ action: 'authorize', status: 'success', captured_amount_cents: 0 });

    const over = await act(shop, row.id, 'capture', { amount_cents: row.amount_cents + 1 });
    expect(over.status).toBe(422);
    const captured = await act(shop, row.id, 'capture', { amount_cents: 1000 });
    expect(captured.status).toBe(201);
    expect(captured.body.data).toMatchObject({
      action: 'capture',
      amount_cents: 1000,
      parent_transaction_id: row.id,
      gateway_transaction_id: row.processor_payment_id,
    });
    const intent = await shop.stripe.paymentIntents.retrieve(row.processor_payment_id);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 1000, amount_capturable: 0 });

    const retried = await act(shop, row.id, 'capture', { amount_cents: 1000 });
    expect(retried.status).toBe(200);
    expect(retried.body.data.id).toBe(captured.body.data.id);
    expect((await act(shop, row.id, 'capture', { amount_cents: 500 })).status).toBe(422);
    expect((await act(shop, row.id, 'void')).status).toBe(422);

    const parent = (await api('GET', `${TRANSACTIONS}/${row.id}`, { token: shop.tenant.token })).body.data;
    expect(parent).toMatchObject({ captured_amount_cents: 1000, voided: true, credited_amount_cents: 0 });
  });

  it('voids an authorization (200): the hold is released at the processor; a retry answers the same void', async () => {
    const shop = await cardShop({ capture_method: 'manual' });
    const order = await cardOrder(shop);
    const row = await paymentRow(shop, order.id);
    const voided = await act(shop, row.id, 'void');
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({
      action: 'void',
      amount_cents: row.amount_cents,
      parent_transaction_id: row.id,
    });
    expect(await shop.stripe.paymentIntents.retrieve(row.processor_payment_id)).toMatchObject({
      status: 'canceled',
      amount_received: 0,
    });
    const again = await act(shop, row.id, 'void');
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(voided.body.data.id);
    expect((await act(shop, row.id, 'capture')).status).toBe(422);
  });

  it('credits (refunds) a captured payment in parts through the processor, never more than was captured', async () => {
    const shop = await cardShop();
    const order = await cardOrder(shop);
    const row = await paymentRow(shop, order.id);
    expect(row).toMatchObject({ action: 'purchase', captured_amount_cents: order.amount_total });

    const first = await act(shop, row.id, 'credit', { amount_cents: 300 });
    expect(first.status).toBe(201);
    const second = await act(shop, row.id, 'credit', { amount_cents: 300 });
    expect(second.status).toBe(201);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    const over = await act(shop, row.id, 'credit', { amount_cents: order.amount_total });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount_cents[0]).toContain(`refundable ${order.amount_total - 600}`);

    const refunds = await shop.stripe.refunds.list({ payment_intent: row.processor_payment_id });
    expect(refunds.data.map((refund) => refund.id).sort()).toEqual(
      [first.body.data.gateway_transaction_id, second.body.data.gateway_transaction_id].sort(),
    );
    expect(refunds.data.every((refund) => refund.amount === 300)).toBe(true);
    const parent = (await api('GET', `${TRANSACTIONS}/${row.id}`, { token: shop.tenant.token })).body.data;
    expect(parent.credited_amount_cents).toBe(600);
    expect((await act(shop, row.id, 'void')).status).toBe(422);
  });
});
