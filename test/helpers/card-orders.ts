import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { cartCall } from './checkout';
import { api } from './http';
import { readyCart, sellable } from './orders';
import { CART_PAYMENTS, createGateway } from './payments';
import { createTenant, type Tenant } from './tenant';

/** A shop paying through a Stripe gateway on its own emulator account, and the SDK on that account. */
export interface CardShop {
  tenant: Tenant;
  gateway: any;
  stripe: Stripe;
  webhookSecret: string;
}

/** A new company with a Stripe gateway (US, USD) on a fresh emulator account. */
export async function cardShop(gateway: Record<string, unknown> = {}): Promise<CardShop> {
  const tenant = await createTenant();
  const account = randomUUID().replace(/-/g, '');
  const secretKey = `sk_test_${account}`;
  const webhookSecret = `whsec_${account}`;
  const created = await createGateway(tenant, {
    name: 'Stripe',
    integration_type: 'stripe',
    mode: 'test',
    country_codes: ['US'],
    currency_codes: ['USD'],
    credentials: {
      secret_key: secretKey,
      publishable_key: `pk_test_${account}`,
      webhook_signing_secret: webhookSecret,
    },
    ...gateway,
  });
  const emulator = new URL((await api('GET', '/_local/stripe-emulator')).body.url);
  const stripe = new Stripe(secretKey, { host: emulator.hostname, port: Number(emulator.port), protocol: 'http' });
  return { tenant, gateway: created, stripe, webhookSecret };
}

/** Buys two units with the card `paymentMethod` (tokenize → payment_method → complete); answers the order. */
export async function cardOrder(shop: CardShop, paymentMethod = 'pm_card_visa'): Promise<any> {
  const { tenant } = shop;
  const token = await readyCart(tenant, [{ product: await sellable(tenant), quantity: 2 }]);
  const step = (path: string, method = 'POST', body?: unknown) =>
    cartCall(tenant, method, `${CART_PAYMENTS}/${token}/${path}`, body);
  const tokenized = await step('tokenize');
  if (tokenized.status !== 200) throw new Error(`tokenize → ${tokenized.status} ${tokenized.text}`);
  const method = await step('payment_method', 'PUT', { type: 'credit_card', payment_method: { id: paymentMethod } });
  if (method.status !== 201) throw new Error(`payment_method → ${method.status} ${method.text}`);
  const completed = await cartCall(
    tenant,
    'POST',
    `/${token}/complete?payment_uuid=${tokenized.body.payment_uuid}`,
    {},
  );
  if (completed.status !== 201) throw new Error(`complete → ${completed.status} ${completed.text}`);
  return completed.body.order;
}
