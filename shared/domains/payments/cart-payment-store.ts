import { createHash } from 'node:crypto';
import { writeItem } from '../../platform/db/write-item';
import type { WriteItem } from '../../platform/db/transact';
import { reconcileKeyAttributes, reconcileMarker } from '../reconciler/reconcile-index';
import { cartPaymentEntity, type CartPayment } from './cart-payment-entity';

/** A payment no order took within this long is cancelled at the processor (authorizations are held days at most). */
export const ABANDONED_PAYMENT_AFTER_MS = 24 * 3_600_000;

/** The reconciler's marker of a cart payment, due when it counts as abandoned. */
function markerOf(payment: CartPayment): Record<string, string> {
  const due = new Date(Date.parse(payment.created_at) + ABANDONED_PAYMENT_AFTER_MS).toISOString();
  const id = `${payment.company_id}#${payment.cart_id}`;
  return reconcileMarker('PAYMENT', id, due, id);
}

/** The `payment_uuid` of a processor payment: stable, so concurrent tokenizations of a cart agree on it. */
export function paymentUuidOf(companyId: number, cartId: number, processorPaymentId: string): string {
  const digest = createHash('sha256').update(`${companyId}:${cartId}:${processorPaymentId}`).digest('hex');
  return `pay_${digest.slice(0, 32)}`;
}

/** The cart's payment, or undefined (strongly consistent: a payment step reads the one before it). */
export async function getCartPayment(companyId: number, cartId: number): Promise<CartPayment | undefined> {
  return cartPaymentEntity.get({ company_id: companyId, cart_id: cartId }, { consistent: true });
}

/** Writes the cart's payment as it now stands; marked for the reconciler until an order takes it. */
export async function saveCartPayment(payment: CartPayment): Promise<void> {
  const record = cartPaymentEntity.toRecord(payment);
  await writeItem({
    Put: {
      Item: payment.order_id === null ? { ...record, ...markerOf(payment) } : record,
      // An order took it meanwhile: that state is final.
      ConditionExpression: 'attribute_not_exists(order_id) OR order_id = :none',
      ExpressionAttributeValues: { ':none': null },
    },
  });
}

/**
 * The write (inside the order's transaction) that hands the payment to its order: its final state,
 * the reconciler's marker dropped, and refused when the reconciler cancelled it first.
 */
export function cartPaymentTaken(payment: CartPayment, orderId: number, at: string): WriteItem {
  return {
    Update: {
      Key: cartPaymentEntity.key(payment),
      UpdateExpression: 'SET order_id = :order, #status = :status, updated_at = :at REMOVE #mpk, #msk',
      ConditionExpression: 'attribute_exists(pk) AND #status <> :canceled',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#mpk': reconcileKeyAttributes.pk,
        '#msk': reconcileKeyAttributes.sk,
      },
      ExpressionAttributeValues: { ':order': orderId, ':status': payment.status, ':at': at, ':canceled': 'canceled' },
    },
  };
}
