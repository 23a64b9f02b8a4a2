import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { cartParams } from '../carts/schemas';
import { CART_PAYMENTS_BASE, CART_PAYMENT_RULES, cartToken, paymentStateFields } from './route-common';

const verifyResponse = z.object({
  next_action: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe(
      'What the buyer must do (the processor’s description, e.g. Stripe’s `use_stripe_sdk`/`redirect_to_url`); null when nothing',
    ),
  client_secret: z
    .string()
    .nullable()
    .describe('For the processor’s SDK to handle `next_action` (Stripe: `handleNextAction`)'),
  ...paymentStateFields,
});

/** POST /api/payments/v2026-04/carts/{cart_token}/verify: authorizes the cart's payment, starting or resuming 3-D Secure. */
export const verifyCartPaymentRoute = defineRoute({
  id: 'verifyCartPayment',
  method: 'POST',
  path: `${CART_PAYMENTS_BASE}/{cart_token}/verify`,
  handler: 'cart-payments/verify-cart-payment',
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  idempotent: false,
  timeoutSeconds: 20,
  summary: 'Verify the cart’s payment (3-D Secure)',
  description:
    'Authorizes the cart’s payment with its method (the processor’s idempotency key is the cart, its payment and the attempt: a repeat is the same authorization). When the issuer asks the buyer to authenticate, answers `requires_3ds: true` with the processor’s `next_action` and `client_secret`: the client runs it with the processor’s SDK, then calls verify again, which reads the outcome. Authorized: `status: authorized` (or `captured` with automatic capture); complete the cart with its `payment_uuid`. ' +
    'A decline answers 402 with the processor’s code (`meta.decline_code`: `card_declined`, `insufficient_funds`…), recorded in the payment ledger (`payment_declined`); set another method and verify again. 422 before a payment method is set.' +
    CART_PAYMENT_RULES,
  request: { params: cartParams },
  response: { status: 200, body: verifyResponse },
  errors: ['unauthorized', 'forbidden', 'payment_declined'],
});
