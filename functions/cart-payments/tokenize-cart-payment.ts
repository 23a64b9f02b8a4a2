import { paymentMethodListing } from '../../shared/domains/payments/payment-methods';
import { cartErrorMeta, namedShopCompany } from '../../shared/edge/carts/cart-request';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { tokenizeCart } from '../../shared/use-cases/cart-payment';
import { paymentState } from './route-common';
import { tokenizeCartPaymentRoute } from './tokenize-cart-payment.route';

export const handler = defineHandler(
  tokenizeCartPaymentRoute,
  async ({ params, event }) => {
    const state = await tokenizeCart(params.cart_token, await namedShopCompany(event));
    const { gateway } = state.connected;
    const listing = paymentMethodListing(gateway, params.cart_token);
    return {
      tokenization: {
        token_provider: listing.token_provider,
        sdk_type: listing.sdk_type,
        environment: gateway.mode,
        integration_key: listing.integration_key,
        client_secret: state.processor.client_secret,
        intent: state.payment.processor_payment_id,
      },
      ...paymentState(state),
    };
  },
  { errorMeta: cartErrorMeta('integer') },
);
