import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { cartParams } from '../carts/schemas';
import { CART_PAYMENTS_BASE, CART_PAYMENT_RULES, cartToken, paymentStateFields } from './route-common';

const tokenizeResponse = z.object({
  tokenization: z
    .object({
      token_provider: z.string().nullable().describe('Who collects the card: `stripe`; null for the test processor'),
      sdk_type: z.string().nullable().describe('The client SDK: `stripe_js` (Stripe.js / Payment Element)'),
      environment: z.string().describe('The gateway’s mode: `test` or `live`'),
      integration_key: z.string().nullable().describe('The processor’s publishable key to initialise its SDK with'),
      client_secret: z
        .string()
        .nullable()
        .describe(
          'The processor payment’s client secret (Stripe PaymentIntent), for the SDK to confirm the card with; keep it in the buyer’s browser',
        ),
      intent: z.string().describe('The processor’s payment id (Stripe `pi_…`)'),
    })
    .describe('What the client needs to collect the card without the platform seeing it'),
  ...paymentStateFields,
});

/** POST /api/payments/v2026-04/carts/{cart_token}/tokenize: starts the cart's payment at its processor. */
export const tokenizeCartPaymentRoute = defineRoute({
  id: 'tokenizeCartPayment',
  method: 'POST',
  path: `${CART_PAYMENTS_BASE}/{cart_token}/tokenize`,
  handler: 'cart-payments/tokenize-cart-payment',
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  idempotent: false,
  timeoutSeconds: 20,
  summary: 'Start the cart’s payment (tokenize)',
  description:
    'Resolves the gateway the cart’s country and currency route to and creates its payment at the processor for the cart total (Stripe: a PaymentIntent, created once per cart: a repeat answers the same payment, its amount kept to the cart total). Answers what the client collects the card with: the publishable key (`integration_key`), the SDK (`sdk_type`) and the payment’s `client_secret`, plus `payment_uuid`, the reference `complete` takes. ' +
    'Then: `PUT …/payment_method` with the processor’s payment method id, `POST …/verify` (3-D Secure when `requires_3ds`), `POST /api/checkout/v2026-04/carts/{cart_token}/complete?payment_uuid=…`. ' +
    'A payment no order takes within 24 hours is cancelled at the processor. 422 when the shop has no gateway (the built-in test method needs no tokenization) or none serves the cart (`no_gateway_for_country`).' +
    CART_PAYMENT_RULES,
  request: { params: cartParams },
  response: { status: 200, body: tokenizeResponse },
  errors: ['unauthorized', 'forbidden', 'conflict'],
});
