import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage } from '../../lib/local/mailbox-service';
import { type CardShop, cardShop } from '../helpers/card-orders';
import { cartCall, createCart } from '../helpers/checkout';
import { customerCall, signInCustomer } from '../helpers/customer-account';
import { api } from '../helpers/http';
import { readyCart, sellable } from '../helpers/orders';
import { answerChallenge, CART_PAYMENTS } from '../helpers/payments';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { autoshipOffer, renewalOrders, subscriptionCall, subscriptionsOf } from '../helpers/subscriptions';
import { subscribe } from '../helpers/webhooks';

const METHODS = '/api/checkout/v2026-04/customers/me/payment_methods';

/** Pays a ready cart by card through the cart payment surface (3-D Secure approved when asked); answers the order. */
async function payByCard(
  shop: CardShop,
  token: string,
  paymentMethod: string,
  options: { save?: boolean; recurring?: boolean } = {},
): Promise<any> {
  const { tenant } = shop;
  const step = (path: string, method = 'POST', body?: unknown) =>
    cartCall(tenant, method, `${CART_PAYMENTS}/${token}/${path}`, body);
  const tokenized = await step('tokenize');
  expect(tokenized.status, tokenized.text).toBe(200);
  const set = await step('payment_method', 'PUT', {
    type: 'credit_card',
    payment_method: { id: paymentMethod },
    ...(options.save ? { save_payment_method: true } : {}),
  });
  expect(set.status, set.text).toBe(201);
  const verified = await step('verify');
  if (verified.body.requires_3ds) await answerChallenge(verified.body.next_action, 'approve');
  const completed = await cartCall(tenant, 'POST', `/${token}/complete?payment_uuid=${tokenized.body.payment_uuid}`, {
    ...(options.recurring ? { recurring_terms_accepted: true } : {}),
  });
  expect(completed.status, completed.text).toBe(201);
  return completed.body.order;
}

/** Buys one subscribed unit (monthly plan) by card; answers the subscription. */
async function subscribeByCard(shop: CardShop, email: string, paymentMethod: string): Promise<any> {
  const { tenant } = shop;
  const { plan, product } = await autoshipOffer(tenant);
  const { token, cart } = await createCart(tenant, {
    country_code: 'US',
    email,
    items: [{ product_id: product.id, variant_id: product.variantIds[0], quantity: 1 }],
  });
  const subscribed = await api(
    'POST',
    `/api/public/v2025-06/commerce/carts/${token}/items/${cart.items[0].id}/subscribe`,
    { body: { subscription_plan_id: plan.id } },
  );
  expect(subscribed.status, subscribed.text).toBe(200);
  const patched = await cartCall(tenant, 'PATCH', `/${token}`, {
    shipping_address: {
      name: 'Ada Lovelace',
      country_code: 'US',
      address1: '1 Main St',
      city: 'New York',
      postal_code: '10001',
    },
    shipping_method_id: 'standard',
  });
  expect(patched.status, patched.text).toBe(200);
  // No save_payment_method: subscribed lines always save the card.
  await payByCard(shop, token, paymentMethod, { recurring: true });
  const [subscription] = await subscriptionsOf(tenant, email);
  return subscription;
}

/** The newest mail to `email` whose subject matches, polled for up to 10 s. */
async function mailTo(email: string, subject: RegExp): Promise<MailboxMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${inject('baseUrl')}/_local/mailbox?to=${encodeURIComponent(email)}`);
    const found = ((await res.json()) as { messages: MailboxMessage[] }).messages.find((m) => subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

// Each test buys through the emulator (and the renewals' through the pipeline): slow on a loaded machine.
describe('saved cards: checkout saves the card on the customer, customers/me lists, defaults and removes it', {
  timeout: 180_000,
}, () => {
  it('a card saved at checkout appears on the customer (brand, last four, expiry; never the number) and can be made default and removed', async () => {
    const shop = await cardShop();
    const email = uniqueEmail('saver');
    const first = await readyCart(shop.tenant, [{ product: await sellable(shop.tenant), quantity: 1 }], { email });
    const order = await payByCard(shop, first, 'pm_card_visa', { save: true });
    // The processor was asked to keep the card for later payments, on its own customer.
    const intent = await shop.stripe.paymentIntents.retrieve(order.payment.processor_payment_id);
    expect(intent.setup_future_usage).toBe('off_session');
    expect(intent.customer).toMatch(/^cus_/);

    const session = await signInCustomer(shop.tenant, email);
    const listed = await customerCall(session, 'GET', METHODS);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.payment_methods).toHaveLength(1);
    const [saved] = listed.body.payment_methods;
    expect(saved).toMatchObject({
      default: true,
      payment_type: 'credit_card',
      payment_title: 'Visa •••• 4242',
      gateway_id: shop.gateway.id,
      details: { card_brand: 'visa', last_four: '4242', exp_month: '12' },
    });
    expect(listed.body.customer.default_payment_method_id).toBe(saved.id);
    expect(JSON.stringify(listed.body)).not.toContain('4242424242424242');

    // A second card saved: the first stays the default until the customer picks the other.
    const second = await readyCart(shop.tenant, [{ product: await sellable(shop.tenant), quantity: 1 }], { email });
    await payByCard(shop, second, 'pm_card_mastercard', { save: true });
    const both = (await customerCall(session, 'GET', METHODS)).body.payment_methods;
    expect(both.map((method: any) => [method.details.last_four, method.default])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    const made = await customerCall(session, 'PATCH', `${METHODS}/${both[1].id}`, { set_as_default: true });
    expect(made.status, made.text).toBe(200);
    expect(made.body.payment_method).toMatchObject({ id: both[1].id, default: true });
    const after = (await customerCall(session, 'GET', METHODS)).body;
    expect(after.customer.default_payment_method_id).toBe(both[1].id);
    expect(after.payment_methods.filter((method: any) => method.default)).toHaveLength(1);

    // Removing the default makes the remaining one the default; the card is detached at the processor.
    const removed = await customerCall(session, 'DELETE', `${METHODS}/${both[1].id}`);
    expect(removed.status, removed.text).toBe(200);
    const left = (await customerCall(session, 'GET', METHODS)).body.payment_methods;
    expect(left.map((method: any) => [method.id, method.default])).toEqual([[both[0].id, true]]);
    const again = await customerCall(session, 'DELETE', `${METHODS}/${both[1].id}`);
    expect(again.status).toBe(404);

    // Another customer of the shop reaches none of these.
    const strangerEmail = uniqueEmail('stranger');
    const strangerCart = await readyCart(shop.tenant, [{ product: await sellable(shop.tenant), quantity: 1 }], {
      email: strangerEmail,
    });
    await payByCard(shop, strangerCart, 'pm_card_visa');
    const stranger = await signInCustomer(shop.tenant, strangerEmail);
    expect((await customerCall(stranger, 'GET', METHODS)).body.payment_methods).toEqual([]);
    expect((await customerCall(stranger, 'DELETE', `${METHODS}/${both[0].id}`)).status).toBe(404);
  });

  it('a card without save_payment_method is not kept', async () => {
    const shop = await cardShop();
    const email = uniqueEmail('once');
    const token = await readyCart(shop.tenant, [{ product: await sellable(shop.tenant), quantity: 1 }], { email });
    const order = await payByCard(shop, token, 'pm_card_visa');
    const intent = await shop.stripe.paymentIntents.retrieve(order.payment.processor_payment_id);
    expect(intent.setup_future_usage).toBeNull();
    const session = await signInCustomer(shop.tenant, email);
    expect((await customerCall(session, 'GET', METHODS)).body.payment_methods).toEqual([]);
  });
});

describe('autoship renewals charge the saved card off-session', { timeout: 180_000 }, () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('a subscription bought by card renews off-session with its saved card, one order with the processor payment', async () => {
    const shop = await cardShop();
    const email = uniqueEmail('renew');
    const subscription = await subscribeByCard(shop, email, 'pm_card_visa');
    expect(subscription.payment_method).toMatchObject({ type: 'card', brand: 'visa', last_four: '4242' });
    expect(subscription.payment_method).not.toHaveProperty('processor_payment_method_id');
    expect(subscription.payment_method_expiring).toBe(false);
    // The subscription's card is the customer's saved method.
    const session = await signInCustomer(shop.tenant, email);
    const [saved] = (await customerCall(session, 'GET', METHODS)).body.payment_methods;
    expect(saved.id).toBe(subscription.payment_method.id);
    // In use by a subscription: not removable.
    const refused = await customerCall(session, 'DELETE', `${METHODS}/${saved.id}`);
    expect(refused.status).toBe(422);

    const charged = await subscriptionCall(shop.tenant, 'POST', `/${subscription.id}/charge_now`);
    expect(charged.status, charged.text).toBe(200);
    expect(charged.body.renewal.outcome).toBe('renewed');
    const [order] = await renewalOrders(shop.tenant, subscription.id, email);
    expect(order.payment.processor_payment_id).toMatch(/^pi_/);
    const intent = await shop.stripe.paymentIntents.retrieve(order.payment.processor_payment_id);
    expect(intent).toMatchObject({ status: 'succeeded', customer: expect.stringMatching(/^cus_/) });
    expect(charged.body.subscription).toMatchObject({ status: 'active', cycles_completed: 2 });
  });

  it('a card the processor can no longer charge is a hard decline: dunning ends it at once', async () => {
    const shop = await cardShop();
    const email = uniqueEmail('hard');
    const subscription = await subscribeByCard(shop, email, 'pm_card_visa');
    // The processor's customer is gone (deleted in its dashboard): the card will never pay again.
    const customers = await shop.stripe.customers.list();
    expect(customers.data).toHaveLength(1);
    await shop.stripe.customers.del(customers.data[0]!.id);
    const charged = await subscriptionCall(shop.tenant, 'POST', `/${subscription.id}/charge_now`);
    expect(charged.status, charged.text).toBe(200);
    expect(charged.body.renewal.outcome).toBe('declined');
    expect(charged.body.subscription).toMatchObject({
      status: 'paused',
      pause_reason: 'dunning_exhausted',
      dunning: { failed_attempts: 1, next_retry_at: null },
      cycles_completed: 1,
    });
    expect(await renewalOrders(shop.tenant, subscription.id, email)).toEqual([]);
  });

  it('authentication required off-session: action_required, a mailed link, no retry; the customer confirms on-session and one order is placed', async () => {
    const shop = await cardShop();
    await subscribe(shop.tenant.token, receiver.url, { resource: 'subscription', event: 'payment_failed' });
    const email = uniqueEmail('sca');
    // 3-D Secure on every payment: approved at checkout, demanded again off-session.
    const subscription = await subscribeByCard(shop, email, 'pm_card_authenticationRequired');
    const charged = await subscriptionCall(shop.tenant, 'POST', `/${subscription.id}/charge_now`);
    expect(charged.status, charged.text).toBe(200);
    expect(charged.body.renewal.outcome).toBe('action_required');
    expect(charged.body.subscription).toMatchObject({
      status: 'action_required',
      next_billing_at: null,
      payment_action: { cycle: 2, processor_payment_id: expect.stringMatching(/^pi_/) },
    });
    // No blind retry: nothing is scheduled, and a second charge is refused.
    expect((await subscriptionCall(shop.tenant, 'POST', `/${subscription.id}/charge_now`)).status).toBe(409);
    expect(await renewalOrders(shop.tenant, subscription.id, email)).toEqual([]);

    const mail = await mailTo(email, /confirm your subscription payment/i);
    const link = mail.links.find((url) => url.includes('/subscription_payments/'))!;
    expect(link).toBeDefined();
    const path = new URL(link).pathname;
    const shown = await api('GET', path);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.subscription_payment).toMatchObject({
      status: 'requires_confirmation',
      card: { last_four: '3184' },
    });
    // A forged secret reaches nothing.
    expect(
      (
        await api(
          'GET',
          path.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        )
      ).status,
    ).toBe(404);

    const confirmed = await api('POST', `${path}/confirm`);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.subscription_payment.status).toBe('requires_action');
    await answerChallenge(confirmed.body.subscription_payment.next_action, 'approve');
    // Back from the bank's check: the hosted page completes the renewal, once.
    const [back, raced] = await Promise.all([api('GET', path), api('GET', path)]);
    expect([back.status, raced.status]).toEqual([200, 200]);
    const paid = [back, raced].find((res) => res.body.subscription_payment.status === 'paid')!;
    expect(paid.body.subscription_payment.order_id).toEqual(expect.any(Number));
    const orders = await renewalOrders(shop.tenant, subscription.id, email);
    expect(orders).toHaveLength(1);
    expect(orders[0].id).toBe(paid.body.subscription_payment.order_id);
    expect((await api('POST', `${path}/confirm`)).body.subscription_payment.status).toBe('none');
    expect(await renewalOrders(shop.tenant, subscription.id, email)).toHaveLength(1);
    const after = (await subscriptionCall(shop.tenant, 'GET', `/${subscription.id}`)).body.subscription;
    expect(after).toMatchObject({ status: 'active', cycles_completed: 2, next_cycle: 3, payment_action: null });
    // The merchant heard of it: subscription_payment_failed with status action_required.
    await expect
      .poll(
        () =>
          receiver.requests
            .map((request) => JSON.parse(request.rawBody))
            .some(
              (envelope) =>
                envelope.name === 'subscription_payment_failed' &&
                envelope.payload?.subscription?.id === subscription.id &&
                envelope.payload.subscription.status === 'action_required',
            ),
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
  });

  it('a card that expires before the next renewal is flagged on the subscription and in subscription_payment_method_expiring', async () => {
    const shop = await cardShop();
    await subscribe(shop.tenant.token, receiver.url, { resource: 'subscription', event: 'payment_method_expiring' });
    // A card expiring this month (collected by the stand-in with the publishable key): the monthly renewal comes after.
    const now = new Date();
    const emulator = (await api('GET', '/_local/stripe-emulator')).body.url;
    const publishable = shop.gateway.credentials.publishable_key;
    expect(publishable).toMatch(/^pk_test_/);
    const created = await fetch(`${emulator}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: `Bearer ${publishable}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': String(now.getUTCMonth() + 1),
        'card[exp_year]': String(now.getUTCFullYear()),
        'card[cvc]': '123',
      }),
    });
    expect(created.status).toBe(200);
    const method = (await created.json()) as { id: string };
    const email = uniqueEmail('expiring');
    const subscription = await subscribeByCard(shop, email, method.id);
    expect(subscription).toMatchObject({
      payment_method_expiring: true,
      payment_method: { type: 'card', exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() },
    });
    const deadline = Date.now() + 30_000;
    const flagged = () =>
      receiver.requests
        .map((request) => JSON.parse(request.rawBody))
        .filter(
          (envelope) =>
            envelope.name === 'subscription_payment_method_expiring' &&
            envelope.payload?.subscription?.id === subscription.id,
        );
    while (flagged().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(flagged()).toHaveLength(1);
    expect(flagged()[0].payload.subscription.payment_method_expiring).toBe(true);
  });
});
