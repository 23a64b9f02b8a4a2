import { acceptAgreementsChange } from '../../shared/domains/checkout/cart-agreements';
import { updateDetailsChange } from '../../shared/domains/checkout/cart-details';
import { cartErrorMeta, cartReply } from '../../shared/edge/carts/cart-request';
import { cartScope } from '../../shared/edge/carts/cart-write-scope';
import { chainChanges, mutateCart } from '../../shared/domains/checkout/mutate-cart';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { thenChoosingPack } from '../../shared/domains/checkout/cart-enrollment';
import { updateCartRoute } from './update-cart.route';

export const handler = defineHandler(
  updateCartRoute,
  async ({ params, body, event, context }) => {
    const { agreements, enrollment_pack_id, enrollment_pack_slug, ...details } = body;
    // The pack is chosen before agreements are accepted: its agreements join the cart's with it.
    const withPack = thenChoosingPack(
      updateDetailsChange(details),
      { enrollment_pack_id, enrollment_pack_slug },
      enrollment_pack_slug === undefined ? 'enrollment_pack_id' : 'enrollment_pack_slug',
    );
    const change = agreements ? chainChanges(withPack, acceptAgreementsChange(agreements, new Date())) : withPack;
    const { cart, priced } = await mutateCart(params.cart_token, change, await cartScope(event, context));
    return cartReply(params.cart_token, cart, priced, 'integer');
  },
  { errorMeta: cartErrorMeta('integer') },
);
