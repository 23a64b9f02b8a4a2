import { z } from 'zod';
import { checkoutCartSchema } from '../../shared/domains/checkout/cart-schema';
import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { testPaymentOutcomes } from '../../shared/domains/checkout/test-payment';
import { defineRoute } from '../../shared/edge/http/route';
import { orderSchema } from '../orders/schemas';
import { CARTS_BASE, pricingRules } from './route-common';
import { cartParams } from './schemas';

/** Body of POST .../complete: the test method, for a company without gateways or with a test gateway. */
export const completeCartBody = z
  .object({
    payment_method: z
      .object({
        type: z
          .literal('test')
          .describe('The test method: the built-in one (a company without gateways) or a `test` gateway'),
        outcome: z
          .enum(testPaymentOutcomes)
          .default('approve')
          .describe('`decline` exercises a declined payment (402)'),
      })
      .strict()
      .optional()
      .describe('Pays with the test method; a cart routed to a processor pays with `payment_uuid` instead'),
    recurring_terms_accepted: z
      .literal(true)
      .optional()
      .describe(
        'The shopper consents to the renewal terms of every `recurring` charge of the cart (`terms`, shown beside an unchecked box); required when the cart has subscribed lines',
      ),
  })
  .strict();

/** Query of POST .../complete: the payment made through the cart payment surface. */
const completeCartQuery = z.object({
  payment_uuid: z
    .string()
    .regex(/^pay_[0-9a-f]{32}$/)
    .optional()
    .describe(
      'The cart’s payment (`session_id` of the cart’s `payment_method`, answered by `POST /api/payments/v2026-04/carts/{cart_token}/tokenize`): authorized here when `verify` has not, exactly once however often complete is retried',
    ),
});

/** Success payload of POST .../complete: the cart and the order it became (exact: left out of the deployed bundle, as the cart routes' answers are in schemas.ts). */
export const completeResponse = z.object({ cart: checkoutCartSchema, order: orderSchema });

/** POST .../complete: checks the cart out with the built-in test payment method. */
export const completeCartRoute = defineRoute({
  id: 'completeCart',
  errors: ['unauthorized', 'forbidden', 'payment_declined'],
  method: 'POST',
  path: `${CARTS_BASE}/{cart_token}/complete`,
  handler: 'carts/complete-cart',
  timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
  // Subscribed lines become autoship subscriptions, each with its renewal schedule; an enrollment
  // cart's new member is mailed a sign-in link (shared/use-cases/enroll-member.ts).
  uses: ['renewal-schedules', 'mail'],
  surface: 'checkout',
  auth: { kind: 'cart_token' },
  namesShop: true,
  summary: 'Complete a cart (place the order)',
  description:
    'Re-prices the cart (catalog prices and stock, discount rules and usage, shipping, tax) and refuses with 422 when a tracked variant has fewer units left than the cart holds (`errors.items.<index>` names the variant and the units left), when a required agreement (`required: true` among the cart `agreements`) is not accepted in its current version (`errors.agreements` names each; the re-priced cart is saved), when it has subscribed lines (`recurring` is not empty) and the body lacks `recurring_terms_accepted: true` (`errors.recurring_terms_accepted`; the order then records the consent as `recurring_consent`: when, the terms and their `terms_version`), when it is not ready (`messages`, email, shipping address and method, and the phone or billing postal code the checkout options of the shop require) or when its total moved since it was last read (the re-priced cart is saved: review and complete again). ' +
    'Payment goes through the gateway the cart’s country and currency route to (`payment_account`): with `payment_uuid` (the cart payment surface’s reference: tokenize → payment_method → verify), authorized once per cart even when complete is retried or raced (the processor’s idempotency keys derive from the cart and attempt); a decline answers 402 with the processor’s code in `meta.decline_code` and writes no order; a payment awaiting 3-D Secure answers 422. A company without gateways pays with the built-in test method (`payment_method: {type: "test"}`, `outcome: decline` → 402), as does a `test` gateway; a cart no gateway serves answers 422 (`no_gateway_for_country`). The order gets the company’s next number (`#1001`, `#1002`, …). One transaction writes the order, completes the cart, creates or updates the buyer’s customer (the cart’s `customer_id` from then on), consumes each code under its limits and counts tracked variants down under their stock (the last use or unit goes to exactly one racing order; the loser gets a 422 and is not charged) and emits `order_created`, `cart_updated` and `customer_created`/`customer_updated`. ' +
    "The order carries the cart's rep attribution as `buyer_rep`, `volume_rep` and `attribution` (null when unattributed), and the accepted agreements with their versions as `agreements`. " +
    'Subscribed lines become autoship subscriptions in the same transaction (one per line, or one per cadence and start date with the company’s `bundle_subscriptions`; `subscription_created`; the plan’s `subscribers_count`), each renewing on its own schedule (`/api/v202604/subscriptions`). ' +
    '201 `{cart, order}` (the order as `GET /api/v202604/orders/{id}` shows it); completing a completed cart answers 200 with the same order (idempotent on the cart). ' +
    pricingRules(),
  request: { params: cartParams, query: completeCartQuery, body: completeCartBody },
  response: {
    status: 201,
    repeatStatus: 200,
    body: globalThis.DEPLOYED_BUNDLE ? undefined : completeResponse,
    exact: true,
  },
});
