import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { cartParams } from '../carts/schemas';
import { CART_PAYMENTS_BASE, CART_PAYMENT_RULES, cartToken, paymentStateFields } from './route-common';

const savePaymentMethod = z
  .boolean()
  .optional()
  .describe(
    'Keep the card for later payments without the buyer (autoship renewals): saved on the buyer’s customer once the order is placed (`customers/me/payment_methods`). Always so when the cart has subscribed lines',
  );

const setPaymentMethodBody = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('credit_card'),
      payment_method: z
        .object({
          id: z
            .string()
            .regex(/^pm_[A-Za-z0-9_]{1,250}$/)
            .describe('The processor’s payment method id (Stripe `pm_…`), created by its SDK in the buyer’s browser'),
        })
        .strict(),
      save_payment_method: savePaymentMethod,
    })
    .strict(),
  z
    .object({
      type: z.literal('test'),
      payment_method: z
        .object({ outcome: z.enum(['approve', 'decline']).default('approve') })
        .strict()
        .default({ outcome: 'approve' }),
      save_payment_method: savePaymentMethod,
    })
    .strict(),
]);

const setPaymentMethodResponse = z.object({
  card: z
    .object({
      brand: z.string().nullable(),
      last_four: z.string().nullable(),
      exp_month: z.number().int().nullable(),
      exp_year: z.number().int().nullable(),
    })
    .nullable()
    .describe('The card for display (never its number); null for the test processor'),
  ...paymentStateFields,
});

/** PUT /api/payments/v2026-04/carts/{cart_token}/payment_method: sets how the cart pays. */
export const setCartPaymentMethodRoute = defineRoute({
  id: 'setCartPaymentMethod',
  method: 'PUT',
  path: `${CART_PAYMENTS_BASE}/{cart_token}/payment_method`,
  handler: 'cart-payments/set-cart-payment-method',
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  timeoutSeconds: 20,
  summary: 'Set the cart’s payment method',
  description:
    'Idempotent: the same method again changes nothing. `credit_card` takes the processor’s payment method id (`pm_…`, from its SDK: the card itself never reaches the platform); a `test` gateway takes `{type: "test", payment_method: {outcome}}`. Starts the cart’s payment first when `tokenize` was not called. A new method after a decline is a new attempt (its own authorization). 409 once the payment is authorized. ' +
    'With `save_payment_method: true`, and always when the cart has subscribed lines, the card is saved for later payments without the buyer (Stripe: a customer and `setup_future_usage: off_session` on the PaymentIntent): the order’s customer then lists it (`customers/me/payment_methods`, brand, last four and expiry; never card data) and the cart’s subscriptions renew with it. Paying with a saved method at checkout is not offered yet.' +
    CART_PAYMENT_RULES,
  request: { params: cartParams, body: setPaymentMethodBody },
  response: { status: 201, body: setPaymentMethodResponse },
  errors: ['unauthorized', 'forbidden', 'conflict'],
  examples: { request: { type: 'credit_card', payment_method: { id: 'pm_card_visa' } } },
});
