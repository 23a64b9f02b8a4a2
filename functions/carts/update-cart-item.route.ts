import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { updateCartItemAnsweredKeys } from './cart-answered-keys';
import { defineRoute } from '../../shared/edge/http/route';
import { cartItemParams, cartResponseBody, updateItemBody } from './schemas';
import { CARTS_BASE, cartToken, writeRules } from './route-common';

/** PATCH .../items/{item_id}: quantity, metadata, or back to one-time. */
export const updateCartItemRoute = defineRoute({
  id: 'updateCartItem',
  errors: ['unauthorized', 'forbidden'],
  method: 'PATCH',
  path: `${CARTS_BASE}/{cart_token}/items/{item_id}`,
  handler: 'carts/update-cart-item',
  timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  summary: 'Update a cart item',
  description:
    'Sets `quantity` (1-999) or `metadata`; `subscription_plan_id: null` turns a subscribed item back into a one-time purchase. Raising a quantity beyond the tracked stock → 422 (`errors.quantity`); lowering one is always accepted. Unknown item → 404.' +
    writeRules(),
  request: { params: cartItemParams, body: updateItemBody },
  response: { status: 200, body: cartResponseBody(), exact: true, answered: updateCartItemAnsweredKeys },
});
