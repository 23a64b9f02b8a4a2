import { describe, expect, it } from 'vitest';
import { account, call, sharedStripeEmulator } from './emulator';

const emulator = sharedStripeEmulator();

/** What the stand-in card form sends: a card PaymentMethod with the publishable key, then the confirmation by client secret. */
async function payWithCard(publishableKey: string, clientSecret: string, number: string, returnUrl?: string) {
  const method = await call(emulator.url, publishableKey, 'POST', '/v1/payment_methods', {
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': '40',
    'card[cvc]': '123',
  });
  if (method.status !== 200) return method;
  const id = clientSecret.split('_secret_')[0]!;
  const resource = id.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
  return call(emulator.url, publishableKey, 'POST', `/v1/${resource}/${id}/confirm`, {
    payment_method: method.body.id,
    client_secret: clientSecret,
    ...(returnUrl ? { return_url: returnUrl } : {}),
  });
}

describe('Stripe emulator: the stand-in for Stripe.js', () => {
  it('serves the embed script and an accessible card form on its own origin', async () => {
    const script = await fetch(`${emulator.url}/stand-in/stand-in.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.StripeEmulatorStandIn');
    const form = await fetch(`${emulator.url}/stand-in/card?key=pk_test_x&client_secret=pi_x_secret_y`);
    const html = await form.text();
    expect(html).toContain('<html lang="en">');
    for (const field of ['number', 'expiry', 'cvc', 'name']) expect(html).toMatch(new RegExp(`<label for="${field}">`));
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('role="alert"');
  });

  it('pays with a test card number through the publishable key and the client secret', async () => {
    const { stripe, publishableKey } = account(emulator);
    const intent = await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const confirmed = await payWithCard(publishableKey, intent.client_secret!, '4242 4242 4242 4242');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: intent.id, status: 'succeeded' });
    const method = await stripe.paymentMethods.retrieve(confirmed.body.payment_method);
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 });
    expect(JSON.stringify(method)).not.toContain('4242424242424242');
  });

  it('declines a declined card with its message and leaves the intent open for another card', async () => {
    const { stripe, publishableKey } = account(emulator);
    const intent = await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const declined = await payWithCard(publishableKey, intent.client_secret!, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const retried = await payWithCard(publishableKey, intent.client_secret!, '5555555555554444');
    expect(retried.body.status).toBe('succeeded');
  });

  it('refuses a wrong client secret, a mistyped number, a past expiry and a real card number', async () => {
    const { stripe, publishableKey } = account(emulator);
    const intent = await stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method: 'pm_card_visa',
    });
    const wrongSecret = await call(emulator.url, publishableKey, 'POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: `${intent.id}_secret_wrong`,
    });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.error.param).toBe('client_secret');
    expect((await call(emulator.url, publishableKey, 'GET', `/v1/payment_intents/${intent.id}`)).status).toBe(400);
    expect((await payWithCard(publishableKey, intent.client_secret!, '4242424242424241')).body.error.code).toBe(
      'incorrect_number',
    );
    const past = await call(emulator.url, publishableKey, 'POST', '/v1/payment_methods', {
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '1',
      'card[exp_year]': '2020',
    });
    expect(past.body.error).toMatchObject({ code: 'invalid_expiry_year', param: 'card[exp_year]' });
    expect((await payWithCard(publishableKey, intent.client_secret!, '4111111111111111')).body.error.decline_code).toBe(
      'test_mode_live_card',
    );
  });

  it('shows the 3-D Secure challenge and, approved from its page, redirects to the return URL', async () => {
    const { stripe, publishableKey } = account(emulator);
    const intent = await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const confirmed = await payWithCard(
      publishableKey,
      intent.client_secret!,
      '4000002760003184',
      'https://shop.example/return',
    );
    expect(confirmed.body.status).toBe('requires_action');
    const challengeUrl = confirmed.body.next_action.redirect_to_url.url as string;
    const page = await (await fetch(challengeUrl)).text();
    expect(page).toContain('3D Secure test challenge');
    expect(page).toContain('15.00 USD');
    expect(page).toContain('value="approve"');
    const answer = await fetch(challengeUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: intent.client_secret!, outcome: 'approve' }),
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://shop.example/return');
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    // The challenge is over: its page now only shows the outcome.
    expect(await (await fetch(challengeUrl)).text()).not.toContain('value="approve"');
  });

  it('answers 404 to a challenge with another intent’s client secret', async () => {
    const { stripe } = account(emulator);
    const intent = await stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method: 'pm_card_threeDSecureRequired',
      confirm: true,
    });
    const other = await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const answer = await fetch(`${emulator.url}/stand-in/3ds/${intent.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_secret: other.client_secret!, outcome: 'approve' }),
    });
    expect(answer.status).toBe(404);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_action');
  });
});
