import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../../lib/local/stripe-emulator';
import { type Receiver, startReceiver } from '../../helpers/receiver';
import { account, call, sharedStripeEmulator } from './emulator';

const emulator = sharedStripeEmulator({ webhookRetryDelaysMs: [100, 100] });
const verifier = new Stripe('sk_test_verifier');
const receivers: Receiver[] = [];

async function receiver(): Promise<Receiver> {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((started) => started.close()));
});

describe('Stripe emulator: webhook endpoints and signed deliveries', () => {
  it('answers the signing secret once, at creation', async () => {
    const { stripe } = account(emulator);
    const endpoint = await stripe.webhookEndpoints.create({
      url: 'https://platform.example/events',
      enabled_events: ['*'],
    });
    expect(endpoint).toMatchObject({ object: 'webhook_endpoint', status: 'enabled', enabled_events: ['*'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await stripe.webhookEndpoints.retrieve(endpoint.id)).secret).toBeUndefined();
    expect((await stripe.webhookEndpoints.list()).data.map((found) => found.id)).toEqual([endpoint.id]);
  });

  it('delivers the enabled events signed so that stripe.webhooks.constructEvent verifies them', async () => {
    const { stripe } = account(emulator);
    const target = await receiver();
    const endpoint = await stripe.webhookEndpoints.create({
      url: target.url,
      enabled_events: ['payment_intent.succeeded', 'charge.refunded'],
    });
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    await stripe.refunds.create({ payment_intent: intent.id });
    const [succeeded, refunded] = await target.waitFor(2);
    const events = [succeeded!, refunded!].map((request) =>
      verifier.webhooks.constructEvent(request.rawBody, String(request.headers['stripe-signature']), endpoint.secret!),
    );
    expect(events.map((event) => event.type).sort()).toEqual(['charge.refunded', 'payment_intent.succeeded']);
    const event = events.find((candidate) => candidate.type === 'payment_intent.succeeded')!;
    expect(event.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(await stripe.events.retrieve(event.id)).toMatchObject({ id: event.id, type: 'payment_intent.succeeded' });
    expect(succeeded!.headers['content-type']).toContain('application/json');
  });

  it('signs with the endpoint’s own secret: another secret or a changed body fails verification', async () => {
    const { stripe } = account(emulator);
    const target = await receiver();
    await stripe.webhookEndpoints.create({ url: target.url, enabled_events: ['customer.created'] });
    await stripe.customers.create({});
    const [request] = await target.waitFor(1);
    const header = String(request!.headers['stripe-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifier.webhooks.constructEvent(request!.rawBody, header, 'whsec_forged')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const secret = 'whsec_replayed';
    const stale = signatureHeader(request!.rawBody, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(() => verifier.webhooks.constructEvent(request!.rawBody, stale, secret)).toThrow(/tolerance/);
  });

  it('retries a failed delivery until the endpoint answers 2xx', async () => {
    const { stripe, secretKey } = account(emulator);
    const target = await receiver();
    target.respond = (_request, index) => ({ status: index === 0 ? 500 : 200 });
    const endpoint = await stripe.webhookEndpoints.create({ url: target.url, enabled_events: ['customer.created'] });
    await stripe.customers.create({});
    const [first, second] = await target.waitFor(2);
    expect(second!.rawBody).toBe(first!.rawBody);
    const event = JSON.parse(second!.rawBody);
    expect(
      verifier.webhooks.constructEvent(second!.rawBody, String(second!.headers['stripe-signature']), endpoint.secret!)
        .id,
    ).toBe(event.id);
    const deliveries = await call(emulator.url, secretKey, 'GET', `/_emulator/webhook_deliveries?event=${event.id}`);
    expect(deliveries.body.data).toEqual([
      expect.objectContaining({
        endpoint: endpoint.id,
        state: 'delivered',
        attempts: [expect.objectContaining({ status: 500 }), expect.objectContaining({ status: 200 })],
      }),
    ]);
    expect((await stripe.events.retrieve(event.id)).pending_webhooks).toBe(0);
  });

  it('gives up after the last retry, and sends nothing to a disabled endpoint', async () => {
    const { stripe, secretKey } = account(emulator);
    const failing = await receiver();
    failing.respond = () => ({ status: 503 });
    const disabled = await receiver();
    await stripe.webhookEndpoints.create({ url: failing.url, enabled_events: ['customer.created'] });
    const off = await stripe.webhookEndpoints.create({ url: disabled.url, enabled_events: ['customer.created'] });
    await stripe.webhookEndpoints.update(off.id, { disabled: true });
    await stripe.customers.create({});
    await failing.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failing.requests).toHaveLength(3);
    expect(disabled.requests).toHaveLength(0);
    const deliveries = await call(emulator.url, secretKey, 'GET', '/_emulator/webhook_deliveries');
    expect(deliveries.body.data.map((delivery: { state: string }) => delivery.state)).toEqual(['failed']);
  });

  it('resends an event on request, the same event id again (a receiver must be idempotent by it)', async () => {
    const { stripe, secretKey } = account(emulator);
    const target = await receiver();
    await stripe.webhookEndpoints.create({ url: target.url, enabled_events: ['customer.created'] });
    await stripe.customers.create({});
    const [original] = await target.waitFor(1);
    const id = JSON.parse(original!.rawBody).id;
    expect((await call(emulator.url, secretKey, 'POST', `/_emulator/events/${id}/resend`)).status).toBe(200);
    const [, resent] = await target.waitFor(2);
    expect(JSON.parse(resent!.rawBody).id).toBe(id);
  });
});
