import { describe, expect, it } from 'vitest';
import { cardOrder, cardShop } from '../helpers/card-orders';
import { api } from '../helpers/http';
import { orderCall } from '../helpers/orders';
import { TRANSACTIONS } from '../helpers/payments';
import type { Tenant } from '../helpers/tenant';

const ledger = async (tenant: Tenant, orderId: number) =>
  (await api('GET', `${TRANSACTIONS}?filter[order_id]=${orderId}`, { token: tenant.token })).body.data as any[];

describe('an order’s payment after checkout, at the processor (the local Stripe emulator)', () => {
  it('manual capture: authorized at checkout, captured at the first fulfilment, then refunded in part and in full', async () => {
    const shop = await cardShop({ capture_method: 'manual' });
    const placed = await cardOrder(shop);
    const intentId = placed.payment.processor_payment_id;
    const read = (await orderCall(shop.tenant, 'GET', `/${placed.id}`)).body.order;
    expect(read).toMatchObject({ financial_status: 'authorized', ledger: { captured: 0, refundable: 0 } });
    expect(await shop.stripe.paymentIntents.retrieve(intentId)).toMatchObject({ status: 'requires_capture' });

    const early = await orderCall(shop.tenant, 'POST', `/${placed.id}/refunds`, { refund: { amount: 100 } });
    expect(early.status).toBe(422);
    expect(early.body.errors.refund[0]).toContain('authorized, not captured');

    const fulfilled = await orderCall(shop.tenant, 'POST', `/${placed.id}/fulfillments`, { fulfillment: {} });
    expect(fulfilled.status).toBe(201);
    expect(fulfilled.body.order).toMatchObject({
      financial_status: 'paid',
      payment: { status: 'captured', captured_amount: placed.amount_total },
      ledger: { captured: placed.amount_total, refundable: placed.amount_total },
    });
    expect(await shop.stripe.paymentIntents.retrieve(intentId)).toMatchObject({
      status: 'succeeded',
      amount_received: placed.amount_total,
    });

    const partial = await orderCall(shop.tenant, 'POST', `/${placed.id}/refunds`, { refund: { amount: 500 } });
    expect(partial.status).toBe(201);
    expect(partial.body.refund.processor_refund_id).toMatch(/^re_/);
    expect(partial.body.order.financial_status).toBe('partially_refunded');
    const rest = placed.amount_total - 500;
    const full = await orderCall(shop.tenant, 'POST', `/${placed.id}/refunds`, { refund: { amount: rest } });
    expect(full.status).toBe(201);
    expect(full.body.order.financial_status).toBe('refunded');

    const refunds = await shop.stripe.refunds.list({ payment_intent: intentId });
    expect(refunds.data.map((refund) => refund.amount).sort((a, b) => a - b)).toEqual(
      [500, rest].sort((a, b) => a - b),
    );
    expect(refunds.data.map((refund) => refund.id).sort()).toEqual(
      [partial.body.refund.processor_refund_id, full.body.refund.processor_refund_id].sort(),
    );
    const rows = await ledger(shop.tenant, placed.id);
    expect(rows.map((row) => row.action).sort()).toEqual(['authorize', 'capture', 'refund', 'refund']);
    expect(rows.find((row) => row.action === 'authorize')).toMatchObject({
      captured_amount_cents: placed.amount_total,
      credited_amount_cents: placed.amount_total,
      voided: false,
    });
    expect(
      rows
        .filter((row) => row.action === 'refund')
        .map((row) => row.gateway_transaction_id)
        .sort(),
    ).toEqual(refunds.data.map((refund) => refund.id).sort());
  });

  it('cancelling before capture voids the authorization: nothing charged, nothing refunded', async () => {
    const shop = await cardShop({ capture_method: 'manual' });
    const placed = await cardOrder(shop);
    const cancelled = await orderCall(shop.tenant, 'POST', `/${placed.id}/cancel`, { cancellation: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      status: 'cancelled',
      financial_status: 'voided',
      payment: { status: 'voided' },
      refunds: [],
    });
    expect(await shop.stripe.paymentIntents.retrieve(placed.payment.processor_payment_id)).toMatchObject({
      status: 'canceled',
      amount_received: 0,
    });
    const rows = await ledger(shop.tenant, placed.id);
    expect(rows.map((row) => row.action).sort()).toEqual(['authorize', 'void']);
    // A repeated cancel answers the cancelled order without a second void.
    expect((await orderCall(shop.tenant, 'POST', `/${placed.id}/cancel`, { cancellation: {} })).status).toBe(200);
    expect(await ledger(shop.tenant, placed.id)).toHaveLength(2);
  });

  it('cancelling a captured order refunds it at the processor and keeps the refund’s id', async () => {
    const shop = await cardShop();
    const placed = await cardOrder(shop);
    expect(placed.financial_status ?? 'paid').toBe('paid');
    const cancelled = await orderCall(shop.tenant, 'POST', `/${placed.id}/cancel`, { cancellation: {} });
    expect(cancelled.status).toBe(200);
    const [refund] = cancelled.body.order.refunds;
    expect(refund).toMatchObject({ amount: placed.amount_total, processor_refund_id: expect.stringMatching(/^re_/) });
    expect(cancelled.body.order.financial_status).toBe('refunded');
    const refunds = await shop.stripe.refunds.list({ payment_intent: placed.payment.processor_payment_id });
    expect(refunds.data).toEqual([
      expect.objectContaining({ id: refund.processor_refund_id, amount: placed.amount_total }),
    ]);
  });
});
