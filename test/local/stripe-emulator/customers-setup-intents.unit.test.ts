import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { account, answerChallenge, sharedStripeEmulator } from './emulator';

const emulator = sharedStripeEmulator();

describe('Stripe emulator: customers, payment methods and SetupIntents', () => {
  it('creates, finds by email, updates and deletes a customer', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { platform_customer: '7' },
    });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { platform_customer: '7' },
    });
    await stripe.customers.create({ email: 'bob@example.com' });
    expect((await stripe.customers.list({ email: 'ada@example.com' })).data.map((found) => found.id)).toEqual([
      customer.id,
    ]);
    const method = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const updated = await stripe.customers.update(customer.id, {
      name: 'Ada L.',
      invoice_settings: { default_payment_method: method.id },
    });
    expect(updated).toMatchObject({ name: 'Ada L.', invoice_settings: { default_payment_method: method.id } });
    expect(await stripe.customers.del(customer.id)).toEqual({ id: customer.id, object: 'customer', deleted: true });
    await expect(stripe.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await stripe.paymentMethods.retrieve(method.id)).customer).toBeNull();
  });

  it('attaches, lists and detaches cards, with brand, last four and expiry for display', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({});
    const visa = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const mastercard = await stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    expect(visa.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, funding: 'credit' });
    expect(visa.card!.exp_year).toBeGreaterThan(new Date().getUTCFullYear());
    const listed = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(listed.data.map((method) => method.id)).toEqual([mastercard.id, visa.id]);
    const detached = await stripe.paymentMethods.detach(visa.id);
    expect(detached.customer).toBeNull();
    expect((await stripe.customers.listPaymentMethods(customer.id)).data.map((method) => method.id)).toEqual([
      mastercard.id,
    ]);
    const other = await stripe.customers.create({});
    await expect(stripe.paymentMethods.attach(mastercard.id, { customer: other.id })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('refuses to attach a card that always declines', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({});
    await expect(
      stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
  });

  it('saves a card with a SetupIntent and attaches it to the customer', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({});
    const created = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    expect(created).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', usage: 'off_session' });
    expect(created.client_secret).toMatch(/^seti_.+_secret_/);
    const confirmed = await stripe.setupIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    expect((await stripe.paymentMethods.retrieve(confirmed.payment_method as string)).customer).toBe(customer.id);
    await expect(stripe.setupIntents.cancel(created.id)).rejects.toMatchObject({
      statusCode: 400,
      code: 'setup_intent_unexpected_state',
    });
  });

  it('asks for 3-D Secure on setup, then lets a card set up for off-session use pay off session', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({});
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
      return_url: 'https://shop.example/account/cards',
    });
    expect(intent.status).toBe('requires_action');
    const result = await answerChallenge(intent, 'approve');
    expect(result).toMatchObject({ status: 'succeeded', redirect_status: 'succeeded' });
    expect(new URL(result.redirect_url).searchParams.get('setup_intent')).toBe(intent.id);
    const renewal = await stripe.paymentIntents.create({
      amount: 2000,
      currency: 'usd',
      customer: customer.id,
      payment_method: intent.payment_method as string,
      off_session: true,
      confirm: true,
    });
    expect(renewal.status).toBe('succeeded');
  });

  it('still demands authentication off session from a card that always asks, even once set up', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({});
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    await answerChallenge(intent, 'approve');
    const error = (await stripe.paymentIntents
      .create({
        amount: 2000,
        currency: 'usd',
        customer: customer.id,
        payment_method: intent.payment_method as string,
        off_session: true,
        confirm: true,
      })
      .catch((thrown: unknown) => thrown)) as Stripe.errors.StripeCardError;
    expect(error).toMatchObject({ statusCode: 402, code: 'authentication_required' });
  });

  it('fails a SetupIntent whose challenge fails, and one whose card declines', async () => {
    const { stripe } = account(emulator);
    const challenged = await stripe.setupIntents.create({
      payment_method: 'pm_card_threeDSecureRequired',
      confirm: true,
    });
    expect(await answerChallenge(challenged, 'fail')).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'setup_intent_authentication_failure' },
    });
    const declined = (await stripe.setupIntents
      .create({ payment_method: 'pm_card_chargeDeclinedLostCard', confirm: true })
      .catch((thrown: unknown) => thrown)) as Stripe.errors.StripeCardError;
    expect(declined).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'lost_card' });
    expect(declined.setup_intent).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { decline_code: 'lost_card' },
    });
  });
});
