import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { defineRoute } from '../../shared/edge/http/route';
import { cartItemParams } from './schemas';
import { cartToken } from './route-common';
import { z } from 'zod';
import { publicCartSchema } from '../../shared/domains/checkout/cart-schema';
import { storableId } from '../../shared/platform/schema/storable';

/** Body of POST /api/public/v2025-06/commerce/carts/{cart_token}/items/{item_id}/subscribe. */
const subscribeItemBody = z.object({ subscription_plan_id: storableId }).strict();

const publicCartResponse = z.object({ cart: publicCartSchema });

const publicCartResponseBody = () => (globalThis.DEPLOYED_BUNDLE ? undefined : publicCartResponse);

/** POST /api/public/v2025-06/commerce/carts/{cart_token}/items/{item_id}/subscribe (SPEC "Subscribe a cart item"). */
export const subscribeCartItemRoute = defineRoute({
  id: 'subscribeCartItem',
  errors: ['unauthorized', 'forbidden'],
  method: 'POST',
  path: '/api/public/v2025-06/commerce/carts/{cart_token}/items/{item_id}/subscribe',
  handler: 'carts/subscribe-cart-item',
  timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
  surface: 'public',
  auth: cartToken,
  namesShop: true,
  summary: 'Subscribe a cart item',
  description:
    'Converts a one-time item into a subscription on `subscription_plan_id`: the plan must be an active plan of the shop attached to the item product and the variant must allow subscription (422 with the reason). ' +
    'The item is charged its subscription price; `subscription`, `subscription_plan_id`, `subscription_price`, `subscribe_and_save`, the cart `recurring` and `contains_subscription` update. ' +
    'Money is written as decimal strings on this surface. Success `meta{checkout_url, shop_url, request_id, timestamp}`; errors carry `meta.shop_url` and `meta.cart`. Emits `cart_updated`.',
  request: { params: cartItemParams, body: subscribeItemBody },
  response: { status: 200, body: publicCartResponseBody(), exact: true },
});
