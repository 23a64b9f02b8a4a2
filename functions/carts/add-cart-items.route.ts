import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { defineRoute } from '../../shared/edge/http/route';
import { cartParams, cartResponseBody, itemBody } from './schemas';
import { CARTS_BASE, cartToken, writeRules } from './route-common';
import { z } from 'zod';
import { MAX_CART_LINES } from '../../shared/domains/checkout/cart-entity';

/** Body of POST .../items. */
const addItemsBody = z.object({ items: z.array(itemBody).min(1).max(MAX_CART_LINES) }).strict();

/** POST .../items: adds items. */
export const addCartItemsRoute = defineRoute({
  id: 'addCartItems',
  errors: ['unauthorized', 'forbidden'],
  method: 'POST',
  path: `${CARTS_BASE}/{cart_token}/items`,
  handler: 'carts/add-cart-items',
  timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  summary: 'Add items to a cart',
  description:
    'Items are `{variant_id, quantity, product_id?, metadata?}` (the product is looked up from the variant; a `product_id` sent must match). A variant already on the cart as a one-time item gets the quantity added. 422 naming the item for an unknown variant, a mismatched product, a variant the catalog does not sell in the cart country and currency, or whose tracked stock has fewer units left than the cart would hold.' +
    writeRules(),
  request: { params: cartParams, body: addItemsBody },
  response: { status: 200, body: cartResponseBody(), exact: true },
});
