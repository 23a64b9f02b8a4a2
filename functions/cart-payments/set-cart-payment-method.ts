import { cartErrorMeta, namedShopCompany } from '../../shared/edge/carts/cart-request';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { setCartPaymentMethod } from '../../shared/use-cases/cart-payment';
import { paymentState } from './route-common';
import { setCartPaymentMethodRoute } from './set-cart-payment-method.route';

export const handler = defineHandler(
  setCartPaymentMethodRoute,
  async ({ params, body, event }) => {
    const save = body.save_payment_method === true;
    const method =
      body.type === 'test'
        ? ({ type: 'test', outcome: body.payment_method.outcome, save } as const)
        : ({ type: 'credit_card', id: body.payment_method.id, save } as const);
    const state = await setCartPaymentMethod(params.cart_token, method, await namedShopCompany(event));
    const { payment } = state;
    return {
      card:
        payment.integration_type === 'test'
          ? null
          : {
              brand: payment.card_brand,
              last_four: payment.last_four,
              exp_month: payment.exp_month,
              exp_year: payment.exp_year,
            },
      ...paymentState(state),
    };
  },
  { errorMeta: cartErrorMeta('integer') },
);
