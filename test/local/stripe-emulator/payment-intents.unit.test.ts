import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { account, answerChallenge, call, sharedStripeEmulator } from './emulator';

const emulator = sharedStripeEmulator();

describe('Stripe emulator: PaymentIntents through the real SDK', () => {
  it('authorizes and captures a success card at once, with a succeeded charge', async () => {
    const { stripe } = account(emulator);
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'USD',
      payment_method: 'pm_card_visa',
      confirm: true,
      metadata: { cart: 'c_1' },
      expand: ['latest_charge'],
    });
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 2500,
      currency: 'usd',
      metadata: { cart: 'c_1' },
    });
    expect(intent.payment_method).toMatch(/^pm_/);
    expect(intent.payment_method).not.toBe('pm_card_visa');
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      captured: true,
      amount_captured: 2500,
      paid: true,
    });
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('walks requires_payment_method → requires_confirmation → succeeded when created and confirmed apart', async () => {
    const { stripe } = account(emulator);
    const created = await stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      client_secret: expect.stringMatching(/^pi_.+_secret_/),
    });
    const updated = await stripe.paymentIntents.update(created.id, {
      payment_method: 'pm_card_mastercard',
      amount: 1200,
    });
    expect(updated).toMatchObject({ status: 'requires_confirmation', amount: 1200 });
    const confirmed = await stripe.paymentIntents.confirm(created.id);
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 1200 });
  });

  it('authorizes only with manual capture, then captures part and releases the rest', async () => {
    const { stripe } = account(emulator);
    const intent = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(intent).toMatchObject({ status: 'requires_capture', amount_capturable: 5000, amount_received: 0 });
    await expect(stripe.paymentIntents.capture(intent.id, { amount_to_capture: 5001 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount_to_capture',
    });
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 3000 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 3000, amount_capturable: 0 });
    const charge = await stripe.charges.retrieve(captured.latest_charge as string);
    expect(charge).toMatchObject({ captured: true, amount: 5000, amount_captured: 3000 });
    await expect(stripe.paymentIntents.capture(intent.id)).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
  });

  it('cancels (voids) an authorization, and refuses to cancel a succeeded payment', async () => {
    const { stripe } = account(emulator);
    const authorized = await stripe.paymentIntents.create({
      amount: 700,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const canceled = await stripe.paymentIntents.cancel(authorized.id, {
      cancellation_reason: 'requested_by_customer',
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
      amount_capturable: 0,
    });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    const paid = await stripe.paymentIntents.create({
      amount: 700,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    await expect(stripe.paymentIntents.cancel(paid.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'expired_card'],
    ['pm_card_chargeCustomerFail', 'card_declined', 'generic_decline'],
  ])('declines %s with a 402 card error (%s / %s) and a retryable intent', async (method, code, declineCode) => {
    const { stripe } = account(emulator);
    const error = (await stripe.paymentIntents
      .create({ amount: 1000, currency: 'usd', payment_method: method, confirm: true })
      .catch((thrown: unknown) => thrown)) as Stripe.errors.StripeCardError;
    expect(error).toMatchObject({ type: 'StripeCardError', statusCode: 402, code, decline_code: declineCode });
    const intent = error.payment_intent!;
    expect(intent).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    expect(intent.last_payment_error).toMatchObject({ type: 'card_error', code, decline_code: declineCode });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      status: 'failed',
      paid: false,
      failure_code: code,
      outcome: { reason: declineCode, type: 'issuer_declined' },
    });
    // The buyer tries another card on the same intent.
    expect(await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).toMatchObject({
      status: 'succeeded',
      last_payment_error: null,
    });
  });

  it('asks for 3-D Secure on session and succeeds when the challenge is approved', async () => {
    const { stripe } = account(emulator);
    const intent = await stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
      return_url: 'https://shop.example/checkout/return?cart=c_1',
    });
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: { return_url: 'https://shop.example/checkout/return?cart=c_1' },
    });
    expect(intent.next_action!.redirect_to_url!.url).toMatch(
      new RegExp(`^${emulator.url}/stand-in/3ds/${intent.id}\\?`),
    );
    const result = await answerChallenge(intent, 'approve');
    expect(result).toMatchObject({ status: 'succeeded', redirect_status: 'succeeded', error: null });
    const redirect = new URL(result.redirect_url);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      cart: 'c_1',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
      redirect_status: 'succeeded',
    });
    const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(paid).toMatchObject({ status: 'succeeded', next_action: null });
    expect((paid.latest_charge as Stripe.Charge).payment_method_details?.card?.three_d_secure).toMatchObject({
      result: 'authenticated',
    });
  });

  it('fails the intent back to requires_payment_method when the challenge fails', async () => {
    const { stripe } = account(emulator);
    const intent = await stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    const result = await answerChallenge(intent, 'fail');
    expect(result).toMatchObject({ status: 'requires_payment_method', redirect_status: 'failed', redirect_url: null });
    expect(result.error.code).toBe('payment_intent_authentication_failure');
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('declines after an approved challenge when the card then lacks funds', async () => {
    const { stripe } = account(emulator);
    const intent = await stripe.paymentIntents.create({
      amount: 900,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds',
      confirm: true,
    });
    const result = await answerChallenge(intent, 'approve');
    expect(result).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
  });

  it('refuses an off-session payment that needs authentication with 402 authentication_required', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({ email: 'buyer@example.com' });
    const method = await stripe.paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
    const error = (await stripe.paymentIntents
      .create({
        amount: 1500,
        currency: 'usd',
        customer: customer.id,
        payment_method: method.id,
        off_session: true,
        confirm: true,
      })
      .catch((thrown: unknown) => thrown)) as Stripe.errors.StripeCardError;
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'authentication_required',
      decline_code: 'authentication_required',
    });
    const intent = error.payment_intent!;
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error?.payment_method?.id).toBe(method.id);
    // Brought back on session, the customer authenticates the same card and the payment succeeds.
    const onSession = await stripe.paymentIntents.confirm(intent.id, { payment_method: method.id });
    expect(onSession.status).toBe('requires_action');
    expect(await answerChallenge(onSession, 'approve')).toMatchObject({ status: 'succeeded' });
  });

  it('saves the card for off-session use with setup_future_usage, and charges it off session later', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({ email: 'autoship@example.com' });
    const first = await stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      customer: customer.id,
      setup_future_usage: 'off_session',
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
    });
    expect(first).toMatchObject({ status: 'requires_action', setup_future_usage: 'off_session' });
    await answerChallenge(first, 'approve');
    const saved = await stripe.customers.listPaymentMethods(customer.id);
    expect(saved.data.map((method) => method.id)).toEqual([first.payment_method]);
    expect(saved.data[0]!.card).toMatchObject({ brand: 'visa', last4: '3155', exp_month: 12 });
    const renewal = await stripe.paymentIntents.create(
      {
        amount: 3000,
        currency: 'usd',
        customer: customer.id,
        payment_method: saved.data[0]!.id,
        off_session: true,
        confirm: true,
      },
      { idempotencyKey: 'renewal-sub_1-cycle-2' },
    );
    expect(renewal.status).toBe('succeeded');
  });

  it('keeps an asynchronous payment processing until the settle hook succeeds or fails it, with its events', async () => {
    const { stripe, secretKey } = account(emulator);
    const create = () =>
      stripe.paymentIntents.create({
        amount: 900,
        currency: 'usd',
        payment_method: 'pm_emulator_processing',
        confirm: true,
      });
    const late = await create();
    expect(late).toMatchObject({ status: 'processing', processing: { type: 'card' } });
    expect(await stripe.charges.retrieve(late.latest_charge as string)).toMatchObject({
      status: 'pending',
      paid: false,
    });
    const settled = await call(emulator.url, secretKey, 'POST', `/_emulator/payment_intents/${late.id}/settle`, {
      outcome: 'succeeded',
    });
    expect(settled.body).toMatchObject({ status: 'succeeded', amount_received: 900, processing: null });
    const failing = await create();
    const failed = await call(emulator.url, secretKey, 'POST', `/_emulator/payment_intents/${failing.id}/settle`, {
      outcome: 'failed',
    });
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    expect((await call(emulator.url, secretKey, 'POST', `/_emulator/payment_intents/${late.id}/settle`)).status).toBe(
      400,
    );
    const types = (await stripe.events.list({ types: ['payment_intent.*', 'charge.*'], limit: 20 })).data.map(
      (event) => event.type,
    );
    expect(types).toEqual([
      'payment_intent.payment_failed',
      'charge.failed',
      'payment_intent.processing',
      'charge.pending',
      'payment_intent.created',
      'payment_intent.succeeded',
      'charge.succeeded',
      'payment_intent.processing',
      'charge.pending',
      'payment_intent.created',
    ]);
  });

  it('lists a customer’s PaymentIntents newest first with pagination', async () => {
    const { stripe } = account(emulator);
    const customer = await stripe.customers.create({});
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.push(
        (await stripe.paymentIntents.create({ amount: 100 + index, currency: 'usd', customer: customer.id })).id,
      );
    const page = await stripe.paymentIntents.list({ customer: customer.id, limit: 2 });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/payment_intents' });
    expect(page.data.map((intent) => intent.id)).toEqual([ids[2], ids[1]]);
    const rest = await stripe.paymentIntents.list({ customer: customer.id, limit: 2, starting_after: ids[1] });
    expect(rest.data.map((intent) => intent.id)).toEqual([ids[0]]);
    expect(rest.has_more).toBe(false);
  });
});
