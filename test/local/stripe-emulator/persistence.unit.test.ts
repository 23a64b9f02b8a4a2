import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { startStripeEmulator } from '../../../lib/local/stripe-emulator';

const dir = mkdtempSync(join(tmpdir(), 'stripe-emulator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Stripe emulator: state across restarts', () => {
  it('keeps objects, saved cards, webhook secrets and idempotent answers in its data file', async () => {
    const dataFile = join(dir, 'stripe-emulator.json');
    const first = await startStripeEmulator({ dataFile });
    const stripe = new Stripe('sk_test_persisted', { ...first.clientOptions, maxNetworkRetries: 0 });
    const customer = await stripe.customers.create({ email: 'kept@example.com' });
    const card = await stripe.paymentMethods.attach('pm_card_authenticationRequiredOnSetup', { customer: customer.id });
    const setup = await stripe.setupIntents.create({ customer: customer.id, payment_method: card.id, confirm: true });
    const challenge = new URL(setup.next_action!.redirect_to_url!.url!);
    await fetch(`${challenge.origin}${challenge.pathname}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: setup.client_secret!, outcome: 'approve' }),
    });
    const paid = await stripe.paymentIntents.create(
      { amount: 100, currency: 'usd', payment_method: 'pm_card_visa', confirm: true },
      { idempotencyKey: 'kept-key' },
    );
    await first.stop();

    const second = await startStripeEmulator({ dataFile });
    const again = new Stripe('sk_test_persisted', { ...second.clientOptions, maxNetworkRetries: 0 });
    try {
      expect((await again.customers.retrieve(customer.id)).id).toBe(customer.id);
      expect((await again.customers.listPaymentMethods(customer.id)).data.map((method) => method.id)).toEqual([
        card.id,
      ]);
      const renewal = await again.paymentIntents.create({
        amount: 100,
        currency: 'usd',
        customer: customer.id,
        payment_method: card.id,
        off_session: true,
        confirm: true,
      });
      expect(renewal.status).toBe('succeeded');
      const replayed = await again.paymentIntents.create(
        { amount: 100, currency: 'usd', payment_method: 'pm_card_visa', confirm: true },
        { idempotencyKey: 'kept-key' },
      );
      expect(replayed.id).toBe(paid.id);
    } finally {
      await second.stop();
    }
  });
});
