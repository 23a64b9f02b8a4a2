import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { updateCartAnsweredKeys } from './cart-answered-keys';
import { defineRoute } from '../../shared/edge/http/route';
import { cartParams, cartResponseBody, updateCartBody } from './schemas';
import { CARTS_BASE, cartToken, writeRules } from './route-common';

/** PATCH /api/checkout/v2026-04/carts/{cart_token}: buyer details, addresses and shipping method. */
export const updateCartRoute = defineRoute({
  id: 'updateCart',
  errors: ['unauthorized', 'forbidden'],
  method: 'PATCH',
  path: `${CARTS_BASE}/{cart_token}`,
  handler: 'carts/update-cart',
  timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  summary: 'Update cart details',
  description:
    "Sets email, phone, marketing consents, addresses (the shipping address must be in the cart's country) and `shipping_method_id` (one of `available_shipping_methods`). " +
    '`agreements: [{id, accepted}]` accepts (or withdraws) agreements of the cart\'s `agreements`, recording the version in force; an id not among them → 422 `errors["cart.agreements.<i>.id"]` (README "Agreements at checkout").' +
    writeRules(),
  request: { params: cartParams, body: updateCartBody },
  response: { status: 200, body: cartResponseBody(), exact: true, answered: updateCartAnsweredKeys },
});
