import { cartErrorMeta, namedShopCompany } from '../../shared/edge/carts/cart-request';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { verifyCartPayment } from '../../shared/use-cases/cart-payment';
import { paymentState } from './route-common';
import { verifyCartPaymentRoute } from './verify-cart-payment.route';

export const handler = defineHandler(
  verifyCartPaymentRoute,
  async ({ params, event }) => {
    const state = await verifyCartPayment(params.cart_token, await namedShopCompany(event));
    return {
      next_action: state.processor.next_action,
      client_secret: state.processor.status === 'requires_action' ? state.processor.client_secret : null,
      ...paymentState(state),
    };
  },
  { errorMeta: cartErrorMeta('integer') },
);
