import Stripe from 'stripe';
import { describe, expect, inject, it } from 'vitest';
import { stripeClientOptions } from '../../lib/local/stripe-emulator';

describe('the local runtime’s Stripe emulator', () => {
  it('runs beside the API, answers its URL at /_local/stripe-emulator and serves the real SDK and the stand-in', async () => {
    const answer = await fetch(`${inject('baseUrl')}/_local/stripe-emulator`);
    expect(answer.status).toBe(200);
    const { url, stand_in_script, client_options } = (await answer.json()) as {
      url: string;
      stand_in_script: string;
      client_options: ReturnType<typeof stripeClientOptions>;
    };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(client_options).toEqual(stripeClientOptions(url));
    const stripe = new Stripe('sk_test_runtime', { ...client_options, maxNetworkRetries: 0 });
    const intent = await stripe.paymentIntents.create({
      amount: 1234,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(intent.status).toBe('succeeded');
    expect((await fetch(stand_in_script)).headers.get('content-type')).toContain('javascript');
  });
});
