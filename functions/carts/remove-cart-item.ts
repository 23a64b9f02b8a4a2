import { removeItemChange } from '../../shared/domains/checkout/cart-lines';
import { cartErrorMeta, cartReply } from '../../shared/edge/carts/cart-request';
import { cartScope } from '../../shared/edge/carts/cart-write-scope';
import { mutateCart } from '../../shared/domains/checkout/mutate-cart';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { removeCartItemRoute } from './remove-cart-item.route';

export const handler = defineHandler(
  removeCartItemRoute,
  async ({ params, event, context }) => {
    const { cart, priced } = await mutateCart(
      params.cart_token,
      removeItemChange(params.item_id),
      await cartScope(event, context),
    );
    return cartReply(params.cart_token, cart, priced, 'integer');
  },
  { errorMeta: cartErrorMeta('integer') },
);
