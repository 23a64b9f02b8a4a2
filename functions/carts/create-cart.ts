import { cartReply } from '../../shared/edge/carts/cart-request';
import { pricingCallbacks } from '../../shared/edge/carts/cart-write-scope';
import { createCart } from '../../shared/domains/checkout/create-cart';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { resolveShop } from '../../shared/domains/storefront/resolve-shop';
import { createCartRoute } from './create-cart.route';

export const handler = defineHandler(createCartRoute, async ({ body, event, context }) => {
  const { companyId } = await resolveShop(event);
  const { token, cart, priced } = await createCart(companyId, body, { callbacks: pricingCallbacks(context) });
  return cartReply(token, cart, priced, 'integer');
});
