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
