import type { CartPaymentState } from '../../shared/use-cases/cart-payment';
import { z } from 'zod';
import { CART_PAYMENTS_BASE } from '../../shared/domains/payments/payment-methods';

// What the cart payment route modules share.

export { CART_PAYMENTS_BASE };

/** The cart token in the path is the credential, as on the checkout surface. */
export const cartToken = { kind: 'cart_token' } as const;

/** What every cart payment answer carries: where the payment stands. */
export const paymentStateFields = {
  payment_uuid: z
    .string()
    .describe('The reference `complete` takes (`?payment_uuid=`); also the cart’s `payment_method.session_id`'),
  payment_account_id: z.string().describe('The gateway the cart is routed to (`gw_…`)'),
  payment_status: z
    .string()
    .describe(
      '`requires_payment_method`, `requires_confirmation`, `requires_action` (3-D Secure), `processing`, `authorized`, `captured`, `canceled`',
    ),
  requires_3ds: z
    .boolean()
    .describe('The buyer must authenticate: run `next_action` with the processor’s SDK, then `verify` again'),
};

/** How every cart payment route ends its description. */
export const CART_PAYMENT_RULES =
  ' Cart-token authenticated (a request naming another shop answers 404); a completed cart answers 409; every 4xx carries `meta.cart`. Card data never reaches the platform: the card is collected by the processor’s SDK in the buyer’s browser, and a request carrying anything shaped like a card number is refused (422).';

/** The payment fields every cart payment answer carries. */
export function paymentState(state: CartPaymentState) {
  return {
    payment_uuid: state.payment.payment_uuid,
    payment_account_id: state.payment.gateway_id,
    payment_status: state.payment.status,
    requires_3ds: state.payment.status === 'requires_action',
  };
}
