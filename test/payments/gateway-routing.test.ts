import { describe, expect, it } from 'vitest';
import { cartCall } from '../helpers/checkout';
import { api } from '../helpers/http';
import { readyCart, sellable } from '../helpers/orders';
import { GATEWAYS, TRANSACTIONS, testGateway } from '../helpers/payments';
import { createTenant } from '../helpers/tenant';

describe('payment routing', () => {
  it('a company without gateways pays with the built-in test method, as before gateways', async () => {
    const tenant = await createTenant();
    const token = await readyCart(tenant, [{ product: await sellable(tenant), quantity: 1 }]);
    const cart = (await cartCall(tenant, 'GET', `/${token}`)).body.cart;
    expect(cart.available_payment_methods.map((method: any) => method.id)).toEqual(['test']);
    expect(cart).toMatchObject({ payment_unavailable_reason: null, payment_account: null, requires_3ds: false });
    const completed = await cartCall(tenant, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(completed.status).toBe(201);
    expect(completed.body.order.payment).toEqual({
      method: 'test',
      status: 'captured',
      amount: completed.body.order.amount_total,
    });
  });

  it('routes a cart to the gateway serving its country and currency, and completes through it with a ledger row', async () => {
    const tenant = await createTenant();
    const gateway = await testGateway(tenant);
    const token = await readyCart(tenant, [{ product: await sellable(tenant), quantity: 1 }]);
    const cart = (await cartCall(tenant, 'GET', `/${token}`)).body.cart;
    expect(cart.available_payment_methods).toEqual([
      expect.objectContaining({
        id: gateway.id,
        type: 'test',
        token_provider: null,
        tokenize_path: null,
        sdk_type: null,
        environment: 'test',
        integration_key: null,
      }),
    ]);
    expect(cart.payment_account).toMatchObject({ id: gateway.id, integration_type: 'test' });

    const completed = await cartCall(tenant, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(completed.status).toBe(201);
    const { order } = completed.body;
    expect(order.payment).toEqual({
      method: gateway.id,
      status: 'captured',
      amount: order.amount_total,
      processor_payment_id: expect.stringMatching(/^testpay_/),
      transaction_id: expect.stringMatching(/^txn_/),
    });
    expect(order.ledger.transactions[0]).toMatchObject({
      kind: 'capture',
      processor_id: order.payment.processor_payment_id,
      transaction_id: order.payment.transaction_id,
    });
    const row = await api('GET', `${TRANSACTIONS}/${order.payment.transaction_id}`, { token: tenant.token });
    expect(row.status).toBe(200);
    expect(row.body.data).toMatchObject({
      action: 'purchase',
      status: 'success',
      amount_cents: order.amount_total,
      order_id: order.id,
      gateway_id: gateway.id,
      gateway_transaction_id: order.payment.processor_payment_id,
    });
    // A retried complete answers the same order and records no second payment.
    const again = await cartCall(tenant, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(again.status).toBe(200);
    const ledger = await api('GET', `${TRANSACTIONS}?filter[order_id]=${order.id}`, { token: tenant.token });
    expect(ledger.body.data).toHaveLength(1);
  });

  it('a decline through a gateway answers 402 with the decline code, records the attempt and writes no order', async () => {
    const tenant = await createTenant();
    await testGateway(tenant);
    const token = await readyCart(tenant, [{ product: await sellable(tenant), quantity: 1 }]);
    const declined = await cartCall(tenant, 'POST', `/${token}/complete`, {
      payment_method: { type: 'test', outcome: 'decline' },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.meta).toMatchObject({ code: 'payment_declined', decline_code: 'card_declined' });
    expect(declined.body.meta.cart.state).toBe('open');
    const orders = await api('GET', '/api/v202604/orders', { token: tenant.token });
    expect(orders.body.orders).toEqual([]);
    const ledger = await api('GET', TRANSACTIONS, { token: tenant.token });
    expect(ledger.body.data).toEqual([
      expect.objectContaining({ status: 'declined', decline_code: 'card_declined', order_id: null }),
    ]);
    const approved = await cartCall(tenant, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(approved.status).toBe(201);
  });

  it('a cart no gateway serves lists no method, says no_gateway_for_country, and complete answers 422', async () => {
    const tenant = await createTenant();
    await testGateway(tenant, { country_codes: ['CA'], currency_codes: ['CAD'] });
    const token = await readyCart(tenant, [{ product: await sellable(tenant), quantity: 1 }]);
    const cart = (await cartCall(tenant, 'GET', `/${token}`)).body.cart;
    expect(cart.available_payment_methods).toEqual([]);
    expect(cart.payment_unavailable_reason).toBe('no_gateway_for_country');
    const refused = await cartCall(tenant, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
    expect(refused.status).toBe(422);
    expect(refused.body.error_message).toContain('no_gateway_for_country');
    expect(refused.body.meta.payment_unavailable_reason).toBe('no_gateway_for_country');

    // A gateway for the US added later serves the cart from its next pricing on.
    await api('POST', GATEWAYS, {
      token: tenant.token,
      body: { gateway: { name: 'US', integration_type: 'test', country_codes: ['US'] } },
    });
    const repriced = await cartCall(tenant, 'PATCH', `/${token}`, { email: 'again@example.com' });
    expect(repriced.body.cart.payment_unavailable_reason).toBeNull();
  });
});
