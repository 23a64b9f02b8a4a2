import { acceptAgreementsChange } from '../../shared/checkout/cart-agreements';
import { updateDetailsChange } from '../../shared/checkout/cart-details';
import { cartErrorMeta, cartReply, cartScope } from '../../shared/checkout/cart-request';
import { chainChanges, mutateCart } from '../../shared/checkout/mutate-cart';
import { defineHandler } from '../../shared/http/define-handler';
import { updateCartRoute } from './routes';

export const handler = defineHandler(
  updateCartRoute,
  async ({ params, body, event, context }) => {
    const { agreements, ...details } = body;
    const change = agreements ? chainChanges(updateDetailsChange(details), acceptAgreementsChange(agreements, new Date())) : updateDetailsChange(details);
    const { cart, priced } = await mutateCart(params.cart_token, change, await cartScope(event, context));
    return cartReply(params.cart_token, cart, priced, 'integer');
  },
  { errorMeta: cartErrorMeta('integer') },
);
