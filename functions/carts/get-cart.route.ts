import { defineRoute } from '../../shared/edge/http/route';
import { cartParams, cartResponseBody } from './schemas';
import { CARTS_BASE, cartToken } from './route-common';

/** GET /api/checkout/v2026-04/carts/{cart_token}: the cart as last priced. */
export const getCartRoute = defineRoute({
  id: 'getCart',
  errors: ['unauthorized', 'forbidden'],
  method: 'GET',
  path: `${CARTS_BASE}/{cart_token}`,
  handler: 'carts/get-cart',
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  summary: 'Show a cart',
  description:
    'Answers the totals computed at the last write (one GetItem); `meta.totals_stale` says a tax or shipping callback failed then. Unknown token → 404. ETag is the `state_revision`.',
  request: { params: cartParams },
  response: { status: 200, body: cartResponseBody(), exact: true },
});
