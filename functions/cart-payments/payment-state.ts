import type { CartPaymentState } from '../../shared/use-cases/cart-payment';

/** The payment fields every cart payment answer carries. */
export function paymentState(state: CartPaymentState) {
  return {
    payment_uuid: state.payment.payment_uuid,
    payment_account_id: state.payment.gateway_id,
    payment_status: state.payment.status,
    requires_3ds: state.payment.status === 'requires_action',
  };
}
