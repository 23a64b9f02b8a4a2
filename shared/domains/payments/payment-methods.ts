import type { IntegrationType } from './gateway-entity';
import type { RoutedGateway } from './gateway-routing';

/** Base path of the cart payment surface. */
export const CART_PAYMENTS_BASE = '/api/payments/v2026-04/carts';

/** The card brands a card processor is listed with. */
const CARD_BRANDS = ['visa', 'mastercard', 'american_express', 'discover'];

/**
 * How each processor's method is listed in a cart's `available_payment_methods`: what a client
 * needs to collect the payment without the platform seeing card data. Data, not code: a processor
 * joins with a row here and its adapter (adapters/adapters.ts).
 */
const listings: Record<
  IntegrationType,
  { type: string; name: string; token_provider: string | null; sdk_type: string | null; brands: string[] }
> = {
  test: { type: 'test', name: 'Test payment (no money moves)', token_provider: null, sdk_type: null, brands: [] },
  stripe: { type: 'credit_card', name: 'Card', token_provider: 'stripe', sdk_type: 'stripe_js', brands: CARD_BRANDS },
};

/** The built-in test method's stable id and uuid (a company without gateways). */
export const BUILTIN_TEST_METHOD_ID = 'test';

/** One entry of `available_payment_methods` for the routed gateway. */
export function paymentMethodListing(gateway: RoutedGateway, cartToken: string) {
  const listing = listings[gateway.integration_type];
  const tokenizes = listing.token_provider !== null;
  return {
    id: gateway.id,
    uuid: gateway.id,
    type: listing.type,
    name: gateway.integration_type === 'test' ? listing.name : gateway.name,
    image_url: null,
    test: gateway.mode === 'test',
    sandbox: gateway.mode === 'test',
    customer_details_schema: null,
    collect_billing_address: false,
    supported_brands: listing.brands,
    token_provider: listing.token_provider,
    tokenize_path: tokenizes ? `${CART_PAYMENTS_BASE}/${cartToken}/tokenize` : null,
    apple_pay_enabled: false,
    apple_pay_merchant_id: null,
    sdk_type: listing.sdk_type,
    environment: gateway.mode,
    integration_key: tokenizes ? gateway.publishable_key : null,
  };
}
