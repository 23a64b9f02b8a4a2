import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { signatureHeader } from '../../lib/local/stripe-emulator';
import { getCartPayment } from '../../shared/domains/payments/cart-payment-store';
import { cardShop, type CardShop } from '../helpers/card-orders';
import { cartCall } from '../helpers/checkout';
import { api } from '../helpers/http';
import { orderCall, readyCart } from '../helpers/orders';
import { CART_PAYMENTS, GATEWAYS, TRANSACTIONS, stripeEmulatorUrl, testGateway } from '../helpers/payments';
import { createItem } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

const eventsPath = (gatewayId: string) => `${GATEWAYS}/${gatewayId}/events`;

/** A Stripe shop whose gateway's events URL is a webhook endpoint of its emulator account (as the merchant configures it in the dashboard). */
async function connectedShop(
  gateway: Record<string, unknown> = {},
): Promise<CardShop & { secret: string; secretKey: string }> {
  const shop = await cardShop(gateway);
  const secretKey = shop.webhookSecret.replace('whsec_', 'sk_test_');
  const endpoint = await shop.stripe.webhookEndpoints.create({
    url: `${inject('baseUrl')}${eventsPath(shop.gateway.id)}`,
    enabled_events: [
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'charge.refunded',
      'charge.dispute.created',
      'charge.dispute.closed',
    ],
  });
  const patched = await api('PATCH', `${GATEWAYS}/${shop.gateway.id}`, {
    token: shop.tenant.token,
    body: { gateway: { credentials: { webhook_signing_secret: endpoint.secret } } },
  });
  expect(patched.status).toBe(200);
  return { ...shop, webhookSecret: endpoint.secret!, secret: endpoint.secret!, secretKey };
}

/** Buys three units of a product carrying volume (CV 10, QV 12 a unit) with the card `paymentMethod`. */
async function volumeOrder(shop: CardShop, paymentMethod: string): Promise<any> {
  const product = await createItem(shop.tenant, 'products', 'product', {
    title: 'Serum',
    status: 'published',
    public: true,
    variants: [{ title: '30 ml', countries: [{ country: 'US', price: 2000, shipping: 100, cv: 10, qv: 12 }] }],
  });
  const token = await readyCart(shop.tenant, [
    { product: { id: product.id, variantIds: [product.variants[0].id] }, quantity: 3 },
  ]);
  const step = (path: string, method = 'POST', body?: unknown) =>
    cartCall(shop.tenant, method, `${CART_PAYMENTS}/${token}/${path}`, body);
  const tokenized = await step('tokenize');
  expect(tokenized.status).toBe(200);
  expect(
    (await step('payment_method', 'PUT', { type: 'credit_card', payment_method: { id: paymentMethod } })).status,
  ).toBe(201);
  const completed = await cartCall(
    shop.tenant,
    'POST',
    `/${token}/complete?payment_uuid=${tokenized.body.payment_uuid}`,
    {},
  );
  expect(completed.status).toBe(201);
  return completed.body.order;
}

const readOrder = async (shop: CardShop, id: number) => (await orderCall(shop.tenant, 'GET', `/${id}`)).body.order;

/** Calls one of the emulator's test hooks (the buyer's bank deciding a dispute) with the account's secret key. */
async function emulatorHook(shop: { secretKey: string }, path: string, form: Record<string, string>): Promise<any> {
  const response = await fetch(`${await stripeEmulatorUrl()}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${shop.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** The emulator's deliveries of the account's events to its endpoints, all settled (delivered or failed). */
async function settledDeliveries(shop: { secretKey: string }): Promise<any[]> {
  const list = async () => {
    const response = await fetch(`${await stripeEmulatorUrl()}/_emulator/webhook_deliveries`, {
      headers: { authorization: `Bearer ${shop.secretKey}` },
    });
    return ((await response.json()) as { data: any[] }).data;
  };
  await expect
    .poll(
      async () => (await list()).every((delivery) => delivery.state !== 'pending' && delivery.state !== 'retrying'),
      { timeout: 15_000 },
    )
    .toBe(true);
  return list();
}

describe('inbound processor events (POST /api/payment/v2026-04/gateways/{id}/events)', () => {
  it('refuses a payload whose signature does not verify with 400 and the envelope; an unknown gateway or one without events is 404', async () => {
    const shop = await connectedShop();
    const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'charge.refunded', data: {} });
    const post = (headers: Record<string, string>, gatewayId = shop.gateway.id, rawBody = payload) =>
      api('POST', eventsPath(gatewayId), { rawBody, headers: { 'content-type': 'application/json', ...headers } });

    const forged = await post({ 'stripe-signature': signatureHeader(payload, 'whsec_not_the_gateways_secret') });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({
      error_message: expect.stringContaining('signature does not verify'),
      meta: { code: 'signature_invalid' },
    });
    expect(forged.text).not.toContain(shop.secret);

    const unsigned = await post({});
    expect(unsigned.status).toBe(400);
    const stale = await post({
      'stripe-signature': signatureHeader(payload, shop.secret, Math.floor(Date.now() / 1000) - 3600),
    });
    expect(stale.status).toBe(400);
    const altered = await post(
      { 'stripe-signature': signatureHeader(payload, shop.secret) },
      shop.gateway.id,
      payload.replace('charge.refunded', 'charge.dispute.closed'),
    );
    expect(altered.status).toBe(400);

    expect(
      (await post({ 'stripe-signature': signatureHeader(payload, shop.secret) }, 'gw_0000000000000000')).status,
    ).toBe(404);
    const other = await createTenant();
    const test = await testGateway(other);
    expect((await post({ 'stripe-signature': signatureHeader(payload, shop.secret) }, test.id)).status).toBe(404);

    // Well signed, an event of a type the platform does not read is acknowledged.
    const ignored = await post(
      { 'stripe-signature': signatureHeader(payload.replace('charge.refunded', 'customer.created'), shop.secret) },
      shop.gateway.id,
      payload.replace('charge.refunded', 'customer.created'),
    );
    expect(ignored.status).toBe(200);
    expect(ignored.body.event).toMatchObject({ type: 'customer.created', duplicate: false, order_id: null });
  });

  it('a lost dispute shows on the order, reverses its volume as a refund does and emits payment_disputed; a replayed event changes nothing', async () => {
    const shop = await connectedShop();
    const placed = await volumeOrder(shop, 'pm_card_createDispute');
    expect(placed).toMatchObject({ cv_total: 30, qv_total: 36 });

    // The card opens a dispute as soon as it is charged: its event reaches the gateway's events URL.
    await expect.poll(async () => (await readOrder(shop, placed.id)).disputes, { timeout: 15_000 }).toHaveLength(1);
    const opened = await readOrder(shop, placed.id);
    expect(opened.disputes[0]).toMatchObject({ id: expect.any(String), status: 'open', refund_id: null });
    expect(opened).toMatchObject({ cv_net: 30, qv_net: 36, financial_status: 'paid', refunds: [] });

    await emulatorHook(shop, `/_emulator/disputes/${opened.disputes[0].id}/close`, { status: 'lost' });
    await expect
      .poll(async () => (await readOrder(shop, placed.id)).disputes[0].status, { timeout: 15_000 })
      .toBe('lost');
    const lost = await readOrder(shop, placed.id);
    expect(lost.refunds).toHaveLength(1);
    expect(lost.refunds[0]).toMatchObject({
      amount: placed.amount_total,
      lines: [{ quantity: 3 }],
    });
    expect(lost.disputes[0].refund_id).toBe(lost.refunds[0].id);
    expect(lost.volume_adjustments).toEqual([expect.objectContaining({ kind: 'refund', cv: -30, qv: -36 })]);
    expect(lost).toMatchObject({ cv_net: 0, qv_net: 0, financial_status: 'refunded' });

    const rows = (await api('GET', `${TRANSACTIONS}?filter[order_id]=${placed.id}`, { token: shop.tenant.token })).body
      .data as any[];
    expect(rows.find((row) => row.action === 'purchase').metadata.dispute).toMatchObject({
      id: opened.disputes[0].id,
      status: 'lost',
    });

    // The closing event delivered again, well signed (a redelivery, or an attacker replaying it within the window).
    await settledDeliveries(shop);
    const closed = (await shop.stripe.events.list({ type: 'charge.dispute.closed' })).data[0]!;
    const payload = JSON.stringify(closed);
    const replay = await api('POST', eventsPath(shop.gateway.id), {
      rawBody: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(payload, shop.secret) },
    });
    expect(replay.status).toBe(200);
    expect(replay.body.event).toMatchObject({ id: closed.id, duplicate: true });
    const after = await readOrder(shop, placed.id);
    expect(after.version).toBe(lost.version);
    expect(after.refunds).toHaveLength(1);
    expect(after.cv_net).toBe(0);
  });

  it('a won dispute reverses nothing', async () => {
    const shop = await connectedShop();
    const placed = await volumeOrder(shop, 'pm_card_createDispute');
    await expect.poll(async () => (await readOrder(shop, placed.id)).disputes, { timeout: 15_000 }).toHaveLength(1);
    const { disputes } = await readOrder(shop, placed.id);
    await emulatorHook(shop, `/_emulator/disputes/${disputes[0].id}/close`, { status: 'won' });
    await expect
      .poll(async () => (await readOrder(shop, placed.id)).disputes[0].status, { timeout: 15_000 })
      .toBe('won');
    expect(await readOrder(shop, placed.id)).toMatchObject({ refunds: [], cv_net: 30, financial_status: 'paid' });
  });

  it('a refund made in the processor’s dashboard is recorded once; a refund made through the API is not counted twice', async () => {
    const shop = await connectedShop();
    const placed = await volumeOrder(shop, 'pm_card_visa');
    const intentId = placed.payment.processor_payment_id;

    const dashboard = await shop.stripe.refunds.create({ payment_intent: intentId, amount: 700 });
    await expect.poll(async () => (await readOrder(shop, placed.id)).refunds.length, { timeout: 15_000 }).toBe(1);
    const first = await readOrder(shop, placed.id);
    expect(first.refunds[0]).toMatchObject({ amount: 700, processor_refund_id: dashboard.id, lines: [] });
    expect(first).toMatchObject({ financial_status: 'partially_refunded', cv_net: 30 });

    const viaApi = await orderCall(shop.tenant, 'POST', `/${placed.id}/refunds`, { refund: { amount: 500 } });
    expect(viaApi.status).toBe(201);
    // Wait until the processor's charge.refunded events of both refunds were delivered and acted on.
    const deliveries = await settledDeliveries(shop);
    expect(deliveries.filter((delivery) => delivery.type === 'charge.refunded')).toHaveLength(2);
    expect(deliveries.every((delivery) => delivery.state === 'delivered')).toBe(true);
    const after = await readOrder(shop, placed.id);
    expect(after.refunds.map((refund: any) => refund.amount).sort()).toEqual([500, 700]);
    expect(after.ledger.refunded).toBe(1200);

    const rows = (await api('GET', `${TRANSACTIONS}?filter[order_id]=${placed.id}`, { token: shop.tenant.token })).body
      .data as any[];
    expect(
      rows
        .filter((row) => row.action === 'refund')
        .map((row) => row.gateway_transaction_id)
        .sort(),
    ).toEqual([dashboard.id, viaApi.body.refund.processor_refund_id].sort());
    expect(rows.find((row) => row.action === 'purchase').credited_amount_cents).toBe(1200);
  });

  it('a late success of an asynchronous payment method settles the cart’s payment so the cart completes', async () => {
    const shop = await connectedShop();
    const product = await createItem(shop.tenant, 'products', 'product', {
      title: 'Serum',
      status: 'published',
      public: true,
      variants: [{ title: '30 ml', countries: [{ country: 'US', price: 2000, shipping: 100 }] }],
    });
    const token = await readyCart(shop.tenant, [
      { product: { id: product.id, variantIds: [product.variants[0].id] }, quantity: 1 },
    ]);
    const step = (path: string, method = 'POST', body?: unknown) =>
      cartCall(shop.tenant, method, `${CART_PAYMENTS}/${token}/${path}`, body);
    const tokenized = await step('tokenize');
    await step('payment_method', 'PUT', { type: 'credit_card', payment_method: { id: 'pm_emulator_processing' } });
    const verified = await step('verify');
    expect(verified.body.payment_status).toBe('processing');
    const cartId = (await cartCall(shop.tenant, 'GET', `/${token}`)).body.cart.id;
    const stored = await getCartPayment(shop.tenant.company.id, cartId);
    expect(stored?.status).toBe('processing');
    const intent = await shop.stripe.paymentIntents.retrieve(stored!.processor_payment_id);
    await emulatorHook(shop, `/_emulator/payment_intents/${intent.id}/settle`, { outcome: 'succeeded' });
    // The processor's payment_intent.succeeded settles the stored payment before anyone asks again.
    await expect
      .poll(async () => (await getCartPayment(shop.tenant.company.id, cartId))?.status, { timeout: 15_000 })
      .toBe('captured');
    const completed = await cartCall(
      shop.tenant,
      'POST',
      `/${token}/complete?payment_uuid=${tokenized.body.payment_uuid}`,
      {},
    );
    expect(completed.status).toBe(201);
    expect(completed.body.order.payment).toMatchObject({ status: 'captured', processor_payment_id: intent.id });
  });
});
