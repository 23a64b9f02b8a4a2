import { applyDiscountChange } from '../../shared/domains/checkout/cart-discounts';
import { cartErrorMeta, cartReply } from '../../shared/edge/carts/cart-request';
import { cartScope } from '../../shared/edge/carts/cart-write-scope';
import { mutateCart } from '../../shared/domains/checkout/mutate-cart';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { applyCartDiscountRoute } from './apply-cart-discount.route';

export const handler = defineHandler(
  applyCartDiscountRoute,
  async ({ params, body, event, context }) => {
    const { cart, priced } = await mutateCart(
      params.cart_token,
      applyDiscountChange(body.discount_code),
      await cartScope(event, context),
    );
    return cartReply(params.cart_token, cart, priced, 'integer');
  },
  { errorMeta: cartErrorMeta('integer') },
);
