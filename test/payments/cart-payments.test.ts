import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { cartCall } from '../helpers/checkout';
import { api } from '../helpers/http';
import { readyCart, sellable } from '../helpers/orders';
import {
  CART_PAYMENTS,
  TRANSACTIONS,
  answerChallenge,
  stripeEmulatorUrl,
  stripeGateway,
  testGateway,
} from '../helpers/payments';
import { createTenant, type Tenant } from '../helpers/tenant';

const pay = (tenant: Tenant, token: string, step: string, method = 'POST', body?: unknown) =>
  cartCall(tenant, method, `${CART_PAYMENTS}/${token}/${step}`, body);
const complete = (tenant: Tenant, token: string, uuid: string) =>
  cartCall(tenant, 'POST', `/${token}/complete?payment_uuid=${uuid}`, {});

/** The SDK on the gateway's emulator account, to read what the processor holds. */
async function processor(secretKey: string): Promise<Stripe> {
  const url = new URL(await stripeEmulatorUrl());
  return new Stripe(secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
}

async function shopWithStripe(overrides: Record<string, unknown> = {}) {
  const tenant = await createTenant();
  const stripe = await stripeGateway(tenant, overrides);
  const token = await readyCart(tenant, [{ product: await sellable(tenant), quantity: 2 }]);
  return { tenant, token, ...stripe };
}

describe('cart payments through Stripe (the local emulator)', () => {
  it('tokenize → payment_method → verify → complete charges the card once and records the processor’s ids', async () => {
    const { tenant, token, gateway, secretKey, publishableKey } = await shopWithStripe();
    const cart = (await cartCall(tenant, 'GET', `/${token}`)).body.cart;
    expect(cart.available_payment_methods).toEqual([
      expect.objectContaining({
        id: gateway.id,
        type: 'credit_card',
        token_provider: 'stripe',
        tokenize_path: `${CART_PAYMENTS}/${token}/tokenize`,
        sdk_type: 'stripe_js',
        environment: 'test',
        integration_key: publishableKey,
      }),
    ]);

    const tokenized = await pay(tenant, token, 'tokenize');
    expect(tokenized.status).toBe(200);
    expect(tokenized.body).toMatchObject({
      tokenization: {
        token_provider: 'stripe',
        integration_key: publishableKey,
        client_secret: expect.stringMatching(/^pi_.+_secret_/),
        intent: expect.stringMatching(/^pi_/),
      },
      payment_account_id: gateway.id,
      payment_status: 'requires_payment_method',
      requires_3ds: false,
    });
    const { payment_uuid: uuid } = tokenized.body;
    const intentId = tokenized.body.tokenization.intent;
    // A repeat answers the same payment.
    expect((await pay(tenant, token, 'tokenize')).body.payment_uuid).toBe(uuid);

    const method = await pay(tenant, token, 'payment_method', 'PUT', {
      type: 'credit_card',
      payment_method: { id: 'pm_card_visa' },
    });
    expect(method.status).toBe(201);
    expect(method.body).toMatchObject({
      card: { brand: 'visa', last_four: '4242' },
      payment_status: 'requires_confirmation',
    });
    const read = (await cartCall(tenant, 'GET', `/${token}`)).body.cart;
    expect(read.payment_method).toMatchObject({ intent: intentId, session_id: uuid, status: 'requires_confirmation' });

    const verified = await pay(tenant, token, 'verify');
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ payment_status: 'captured', requires_3ds: false, payment_uuid: uuid });

    const completed = await complete(tenant, token, uuid);
    expect(completed.status).toBe(201);
    const { order } = completed.body;
    expect(order.payment).toMatchObject({ method: gateway.id, status: 'captured', processor_payment_id: intentId });
    expect(completed.body.cart.payment_method).toMatchObject({ intent: intentId, session_id: uuid, last_four: '4242' });
    const ledger = await api('GET', `${TRANSACTIONS}?filter[order_id]=${order.id}`, { token: tenant.token });
    expect(ledger.body.data).toEqual([
      expect.objectContaining({
        action: 'purchase',
        status: 'success',
        amount_cents: order.amount_total,
        processor_payment_id: intentId,
        card_network: 'visa',
      }),
    ]);
    const stripe = await processor(secretKey);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: order.amount_total });
    expect(await stripe.charges.list({ payment_intent: intentId })).toMatchObject({ data: [expect.anything()] });
  });

  it('complete authorizes once when raced and retried (manual capture: authorized, not charged)', async () => {
    const { tenant, token, secretKey } = await shopWithStripe({ capture_method: 'manual' });
    const { payment_uuid: uuid, tokenization } = (await pay(tenant, token, 'tokenize')).body;
    await pay(tenant, token, 'payment_method', 'PUT', { type: 'credit_card', payment_method: { id: 'pm_card_visa' } });
    const raced = await Promise.all([1, 2, 3].map(() => complete(tenant, token, uuid)));
    expect(raced.map((res) => res.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(raced.map((res) => res.body.order.id)).size).toBe(1);
    const retried = await complete(tenant, token, uuid);
    expect(retried.status).toBe(200);
    const { order } = retried.body;
    expect(order.payment).toMatchObject({ status: 'authorized' });
    const ledger = await api('GET', `${TRANSACTIONS}?filter[order_id]=${order.id}`, { token: tenant.token });
    expect(ledger.body.data).toEqual([expect.objectContaining({ action: 'authorize', status: 'success' })]);
    const stripe = await processor(secretKey);
    const charges = await stripe.charges.list({ payment_intent: tokenization.intent });
    expect(charges.data).toHaveLength(1);
    expect(await stripe.paymentIntents.retrieve(tokenization.intent)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: order.amount_total,
    });
  });

  it('a decline answers 402 with the processor’s code, writes no order, and another card then pays', async () => {
    const { tenant, token } = await shopWithStripe();
    const { payment_uuid: uuid } = (await pay(tenant, token, 'tokenize')).body;
    await pay(tenant, token, 'payment_method', 'PUT', {
      type: 'credit_card',
      payment_method: { id: 'pm_card_chargeDeclinedInsufficientFunds' },
    });
    const declined = await complete(tenant, token, uuid);
    expect(declined.status).toBe(402);
    expect(declined.body.meta).toMatchObject({ code: 'payment_declined', decline_code: 'insufficient_funds' });
    expect(declined.body.meta.cart.state).toBe('open');
    expect((await api('GET', '/api/v202604/orders', { token: tenant.token })).body.orders).toEqual([]);
    const ledger = (await api('GET', TRANSACTIONS, { token: tenant.token })).body.data;
    expect(ledger).toEqual([expect.objectContaining({ status: 'declined', decline_code: 'insufficient_funds' })]);

    await pay(tenant, token, 'payment_method', 'PUT', {
      type: 'credit_card',
      payment_method: { id: 'pm_card_mastercard' },
    });
    const paid = await complete(tenant, token, uuid);
    expect(paid.status).toBe(201);
  });

  it('3-D Secure: verify answers requires_3ds with the next action; approved, complete places the order', async () => {
    const { tenant, token } = await shopWithStripe();
    const { payment_uuid: uuid } = (await pay(tenant, token, 'tokenize')).body;
    await pay(tenant, token, 'payment_method', 'PUT', {
      type: 'credit_card',
      payment_method: { id: 'pm_card_threeDSecure2Required' },
    });
    const challenged = await pay(tenant, token, 'verify');
    expect(challenged.status).toBe(200);
    expect(challenged.body).toMatchObject({ requires_3ds: true, payment_status: 'requires_action' });
    expect(challenged.body.next_action).toHaveProperty('redirect_to_url');
    expect((await cartCall(tenant, 'GET', `/${token}`)).body.cart.requires_3ds).toBe(true);
    const early = await complete(tenant, token, uuid);
    expect(early.status).toBe(422);

    await answerChallenge(challenged.body.next_action, 'approve');
    const resumed = await pay(tenant, token, 'verify');
    expect(resumed.body).toMatchObject({ requires_3ds: false, payment_status: 'captured' });
    expect((await complete(tenant, token, uuid)).status).toBe(201);
  });
});

describe('cart payments through the test gateway', () => {
  it('runs the same flow without a processor', async () => {
    const tenant = await createTenant();
    await testGateway(tenant);
    const token = await readyCart(tenant, [{ product: await sellable(tenant), quantity: 1 }]);
    const { payment_uuid: uuid } = (await pay(tenant, token, 'tokenize')).body;
    const set = await pay(tenant, token, 'payment_method', 'PUT', {
      type: 'test',
      payment_method: { outcome: 'approve' },
    });
    expect(set.status).toBe(201);
    const wrongType = await pay(tenant, token, 'payment_method', 'PUT', {
      type: 'credit_card',
      payment_method: { id: 'pm_card_visa' },
    });
    expect(wrongType.status).toBe(422);
    const completed = await complete(tenant, token, uuid);
    expect(completed.status).toBe(201);
    expect((await pay(tenant, token, 'tokenize')).status).toBe(409);
  });

  it('a company without gateways has nothing to tokenize (422); an unknown cart token is 404', async () => {
    const tenant = await createTenant();
    const token = await readyCart(tenant, [{ product: await sellable(tenant), quantity: 1 }]);
    expect((await pay(tenant, token, 'tokenize')).status).toBe(422);
    expect((await pay(tenant, `ct_${'x'.repeat(43)}`, 'tokenize')).status).toBe(404);
  });
});
