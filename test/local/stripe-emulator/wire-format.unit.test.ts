import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { account, call, sharedStripeEmulator } from './emulator';

const emulator = sharedStripeEmulator();

describe('Stripe emulator: wire format', () => {
  it('refuses a request without a key, a live key and a publishable key on a secret endpoint with 401', async () => {
    const missing = await fetch(`${emulator.url}/v1/customers`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: unknown }).error).toMatchObject({ type: 'invalid_request_error' });
    const live = await call(emulator.url, 'sk_live_abc123', 'GET', '/v1/customers');
    expect(live.status).toBe(401);
    expect(live.body.error.message).not.toContain('sk_live_abc123');
    const { publishableKey } = account(emulator);
    const publishable = await call(emulator.url, publishableKey, 'POST', '/v1/customers', {});
    expect(publishable.status).toBe(401);
    expect(publishable.body.error.message).toContain('publishable API key');
    const sdk = new Stripe('sk_live_abc123', { ...emulator.emulator().clientOptions, maxNetworkRetries: 0 });
    await expect(sdk.customers.list()).rejects.toMatchObject({ statusCode: 401 });
  });

  it('keeps each key’s objects apart', async () => {
    const first = account(emulator);
    const second = account(emulator);
    const customer = await first.stripe.customers.create({ email: 'a@example.com' });
    await expect(second.stripe.customers.retrieve(customer.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
    });
    expect((await second.stripe.customers.list()).data).toEqual([]);
  });

  it('replays the stored answer for the same Idempotency-Key and parameters, and refuses other parameters', async () => {
    const { stripe, secretKey } = account(emulator);
    const params = { amount: 1999, currency: 'usd', payment_method: 'pm_card_visa', confirm: true } as const;
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'cart_1-attempt_1' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'cart_1-attempt_1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.paymentIntents.list()).data).toHaveLength(1);
    await expect(
      stripe.paymentIntents.create({ ...params, amount: 2000 }, { idempotencyKey: 'cart_1-attempt_1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    // The same key on another endpoint is other parameters too.
    const other = await call(
      emulator.url,
      secretKey,
      'POST',
      '/v1/customers',
      {},
      { 'idempotency-key': 'cart_1-attempt_1' },
    );
    expect(other.status).toBe(400);
    expect(other.body.error.type).toBe('idempotency_error');
  });

  it('replays a decline for its key without charging again', async () => {
    const { stripe } = account(emulator);
    const params = { amount: 500, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true } as const;
    const first = await stripe.paymentIntents
      .create(params, { idempotencyKey: 'declined-once' })
      .catch((error) => error);
    const second = await stripe.paymentIntents
      .create(params, { idempotencyKey: 'declined-once' })
      .catch((error) => error);
    expect(first).toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect(second).toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect(second.payment_intent.id).toBe(first.payment_intent.id);
    expect((await stripe.charges.list()).data).toHaveLength(1);
  });

  it('refuses unknown parameters and missing required ones, naming the parameter', async () => {
    const { stripe } = account(emulator);
    await expect(
      stripe.paymentIntents.create({ amount: 100, currency: 'usd', colour: 'red' } as never),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'colour',
    });
    await expect(stripe.paymentIntents.create({ currency: 'usd' } as never)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'amount',
    });
    await expect(stripe.paymentIntents.create({ amount: 0, currency: 'usd' })).rejects.toMatchObject({
      param: 'amount',
    });
  });

  it('answers an unknown path with 404 and a known path with another method with 405, in Stripe’s error shape', async () => {
    const { secretKey } = account(emulator);
    const answer = await call(emulator.url, secretKey, 'GET', '/v1/subscriptions');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringContaining('Unrecognized request URL'),
    });
    expect((await call(emulator.url, secretKey, 'DELETE', '/v1/payment_intents')).status).toBe(405);
  });

  it('parses nested form parameters and merges metadata as Stripe does', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({ name: 'Ada', metadata: { platform_id: 'c_1', tier: 'gold' } });
    const updated = await stripe.customers.update(customer.id, { metadata: { tier: '', region: 'eu' } });
    expect(updated.metadata).toEqual({ platform_id: 'c_1', region: 'eu' });
  });

  it('refuses card numbers sent with a secret key, so server code never handles them', async () => {
    const { stripe } = account(emulator);
    await expect(
      stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'card[number]' });
    const fromToken = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_mastercard' } });
    expect(fromToken.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('expands id fields, nested ones and list items, and refuses what cannot be expanded', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({});
    const intent = await stripe.paymentIntents.create({
      amount: 800,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const expanded = await stripe.paymentIntents.retrieve(intent.id, {
      expand: ['customer', 'payment_method', 'latest_charge'],
    });
    expect(expanded.customer).toMatchObject({ id: customer.id, object: 'customer' });
    expect(expanded.payment_method).toMatchObject({ object: 'payment_method' });
    expect(expanded.latest_charge).toMatchObject({ object: 'charge' });
    const listed = await stripe.charges.list({ expand: ['data.payment_intent'] });
    expect(listed.data[0]!.payment_intent).toMatchObject({ id: intent.id });
    await expect(stripe.paymentIntents.retrieve(intent.id, { expand: ['amount'] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'expand',
    });
  });
});
