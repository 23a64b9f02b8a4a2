import { addItemsChange } from '../../shared/domains/checkout/cart-lines';
import { cartErrorMeta, cartReply } from '../../shared/edge/carts/cart-request';
import { cartScope } from '../../shared/edge/carts/cart-write-scope';
import { mutateCart } from '../../shared/domains/checkout/mutate-cart';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { addCartItemsRoute } from './add-cart-items.route';

export const handler = defineHandler(
  addCartItemsRoute,
  async ({ params, body, event, context }) => {
    const { cart, priced } = await mutateCart(
      params.cart_token,
      addItemsChange(body.items),
      await cartScope(event, context),
    );
    return cartReply(params.cart_token, cart, priced, 'integer');
  },
  { errorMeta: cartErrorMeta('integer') },
);
