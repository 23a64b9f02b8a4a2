/**
 * The platform's built-in test payment method: what a company without payment gateways pays with
 * (no money moves). A company's gateways (shared/domains/payments) replace it once configured:
 * the cart's country and currency then pick the gateway (gateway-routing.ts).
 */
export const TEST_PAYMENT_METHOD_ID = 'test';

/** Test outcomes a buyer can ask for, so checkout failures can be exercised end to end. */
export const testPaymentOutcomes = ['approve', 'decline'] as const;
export type TestPaymentOutcome = (typeof testPaymentOutcomes)[number];

/** The test method as `available_payment_methods` lists it. */
export const testPaymentMethod = {
  id: TEST_PAYMENT_METHOD_ID,
  uuid: '00000000-0000-4000-8000-000000000001',
  type: 'test',
  name: 'Test payment (no money moves)',
  image_url: null,
  test: true,
  sandbox: true,
  customer_details_schema: null,
  collect_billing_address: false,
  supported_brands: [] as string[],
  token_provider: null,
  tokenize_path: null,
  apple_pay_enabled: false,
  apple_pay_merchant_id: null,
  sdk_type: null,
  environment: 'test',
  integration_key: null,
};

/** The payment recorded on a completed cart paid with the test method. */
export function testPayment(amount: number, currency: string) {
  return {
    id: TEST_PAYMENT_METHOD_ID,
    type: 'test',
    payment_method_type: 'test',
    card_network: null,
    last_four: null,
    exp_month: null,
    exp_year: null,
    logo_url: null,
    status: 'captured',
    currency,
    amount,
    session_id: null,
    intent: null,
    customer_details: null,
  };
}
