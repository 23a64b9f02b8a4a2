import { removeDiscountChange } from '../../shared/domains/checkout/cart-discounts';
import { cartErrorMeta, cartReply } from '../../shared/edge/carts/cart-request';
import { cartScope } from '../../shared/edge/carts/cart-write-scope';
import { mutateCart } from '../../shared/domains/checkout/mutate-cart';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { removeCartDiscountRoute } from './remove-cart-discount.route';

export const handler = defineHandler(
  removeCartDiscountRoute,
  async ({ params, event, context }) => {
    const { cart, priced } = await mutateCart(
      params.cart_token,
      removeDiscountChange(params.discount_code),
      await cartScope(event, context),
    );
    return cartReply(params.cart_token, cart, priced, 'integer');
  },
  { errorMeta: cartErrorMeta('integer') },
);
