import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { defineRoute } from '../../shared/edge/http/route';
import { cartItemParams, cartResponseBody } from './schemas';
import { CARTS_BASE, cartToken, writeRules } from './route-common';

/** DELETE .../items/{item_id}: removes an item. */
export const removeCartItemRoute = defineRoute({
  id: 'removeCartItem',
  errors: ['unauthorized', 'forbidden'],
  method: 'DELETE',
  path: `${CARTS_BASE}/{cart_token}/items/{item_id}`,
  handler: 'carts/remove-cart-item',
  timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  summary: 'Remove a cart item',
  description: `Unknown item → 404.${writeRules()}`,
  request: { params: cartItemParams },
  response: { status: 200, body: cartResponseBody(), exact: true },
});
