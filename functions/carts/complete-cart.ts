import { cartErrorMeta, cartReply } from '../../shared/edge/carts/cart-request';
import { cartScope } from '../../shared/edge/carts/cart-write-scope';
import { completeCart } from '../../shared/use-cases/complete-cart';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { completeCartRoute } from './complete-cart.route';

export const handler = defineHandler(
  completeCartRoute,
  async ({ params, query, body, event, context }) => {
    const { cart, priced, order, placed } = await completeCart(
      params.cart_token,
      { method: body.payment_method, paymentUuid: query.payment_uuid },
      { ...(await cartScope(event, context)), recurringTermsAccepted: body.recurring_terms_accepted === true },
    );
    return cartReply(params.cart_token, cart, priced, 'integer', {
      payload: { order: presentOrder(order) },
      status: placed ? 201 : 200,
    });
  },
  { errorMeta: cartErrorMeta('integer') },
);
