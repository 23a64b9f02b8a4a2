import { cartReply, namedShopCompany } from '../../shared/edge/carts/cart-request';
import { loadCart } from '../../shared/domains/checkout/cart-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getCartRoute } from './get-cart.route';

export const handler = defineHandler(getCartRoute, async ({ params, event }) => {
  const { cart, priced } = await loadCart(params.cart_token, await namedShopCompany(event));
  return cartReply(params.cart_token, cart, priced, 'integer');
});
