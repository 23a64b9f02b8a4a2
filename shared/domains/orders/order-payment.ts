import type { SettledPayment } from '../payments/settlement';
import type { Order } from './order-entity';

/**
 * The order's payment through a gateway, to capture, void or refund at its processor; null for the
 * built-in test method and payments with nothing at a processor (a fully discounted order), whose
 * refunds are records only.
 */
export function gatewayPayment(order: Order): SettledPayment | null {
  const { payment } = order;
  if (payment.processor_payment_id === undefined || payment.transaction_id === undefined) return null;
  return {
    companyId: order.company_id,
    orderId: order.id,
    gatewayId: payment.method,
    processorPaymentId: payment.processor_payment_id,
    transactionId: payment.transaction_id,
  };
}
