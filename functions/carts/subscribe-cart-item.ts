import { cartErrorMeta, cartReply } from '../../shared/edge/carts/cart-request';
import { cartScope } from '../../shared/edge/carts/cart-write-scope';
import { subscribeItemChange } from '../../shared/domains/checkout/cart-subscribe';
import { mutateCart } from '../../shared/domains/checkout/mutate-cart';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { subscribeCartItemRoute } from './subscribe-cart-item.route';

export const handler = defineHandler(
  subscribeCartItemRoute,
  async ({ params, body, event, context }) => {
    const { cart, priced } = await mutateCart(
      params.cart_token,
      subscribeItemChange(params.item_id, body.subscription_plan_id),
      await cartScope(event, context),
    );
    return cartReply(params.cart_token, cart, priced, 'string');
  },
  { errorMeta: cartErrorMeta('string') },
);
