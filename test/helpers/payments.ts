import { randomUUID } from 'node:crypto';
import { api, type ApiResponse } from './http';
import type { Tenant } from './tenant';

/** Base path of the payment gateway admin. */
export const GATEWAYS = '/api/payment/v2026-04/gateways';
/** Base path of the payment ledger. */
export const TRANSACTIONS = '/api/payment/v2026-04/transactions';
/** Base path of the cart payment surface. */
export const CART_PAYMENTS = '/api/payments/v2026-04/carts';

/** Stripe-shaped test credentials (the emulator accepts any key of the right mode). */
export const stripeTestCredentials = {
  secret_key: 'sk_test_51LocalEmulatorKey0001',
  publishable_key: 'pk_test_51LocalEmulatorKey0001',
  webhook_signing_secret: 'whsec_LocalEmulatorSecret0001',
};

/** Creates a gateway and answers it; throws unless 201. */
export async function createGateway(tenant: Tenant, gateway: Record<string, unknown>): Promise<any> {
  const res: ApiResponse = await api('POST', GATEWAYS, { token: tenant.token, body: { gateway } });
  if (res.status !== 201) throw new Error(`create gateway → ${res.status} ${res.text}`);
  return res.body.data;
}

/** The built-in test processor as a configured gateway for the US in USD. */
export function testGateway(tenant: Tenant, overrides: Record<string, unknown> = {}): Promise<any> {
  return createGateway(tenant, {
    name: 'Test gateway',
    integration_type: 'test',
    country_codes: ['US'],
    currency_codes: ['USD'],
    ...overrides,
  });
}

/** A Stripe gateway (test mode, manual or automatic capture) on its own emulator account, with the keys it was given. */
export async function stripeGateway(
  tenant: Tenant,
  overrides: Record<string, unknown> = {},
): Promise<{ gateway: any; secretKey: string; publishableKey: string }> {
  const account = randomUUID().replace(/-/g, '');
  const secretKey = `sk_test_${account}`;
  const publishableKey = `pk_test_${account}`;
  const gateway = await createGateway(tenant, {
    name: 'Stripe',
    integration_type: 'stripe',
    mode: 'test',
    country_codes: ['US'],
    currency_codes: ['USD'],
    credentials: { secret_key: secretKey, publishable_key: publishableKey, webhook_signing_secret: `whsec_${account}` },
    ...overrides,
  });
  return { gateway, secretKey, publishableKey };
}

/** The local runtime's Stripe emulator URL (`GET /_local/stripe-emulator`). */
export async function stripeEmulatorUrl(): Promise<string> {
  const res = await api('GET', '/_local/stripe-emulator');
  if (res.status !== 200) throw new Error(`stripe emulator → ${res.status}`);
  return res.body.url;
}

/** Answers the emulator's stand-in 3-D Secure challenge as a buyer would (`approve` or `fail`). */
export async function answerChallenge(nextAction: any, outcome: 'approve' | 'fail'): Promise<void> {
  const challenge = new URL(nextAction.redirect_to_url.url);
  const response = await fetch(`${challenge.origin}${challenge.pathname}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: challenge.searchParams.get('client_secret')!, outcome }),
  });
  if (response.status !== 200) throw new Error(`challenge answered ${response.status}`);
}
