import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { customerSession, PAYMENT_METHOD_RULES, PAYMENT_METHODS_BASE, paymentMethodParams } from './route-common';

/** DELETE …/customers/me/payment_methods/{id}: removes a saved method. */
export const deleteCustomerPaymentMethodRoute = defineRoute({
  id: 'deleteCustomerPaymentMethod',
  method: 'DELETE',
  path: `${PAYMENT_METHODS_BASE}/{id}`,
  handler: 'customer-payment-methods/delete-payment-method',
  surface: 'checkout',
  auth: customerSession,
  timeoutSeconds: 20,
  summary: 'Remove a saved payment method',
  description:
    'Detaches the card at the processor (it can no longer be charged) and removes it; the default’s removal makes the newest remaining method the default. A method an active, past-due or action-required subscription renews with answers 422 naming the subscriptions: give them another method or cancel them first.' +
    PAYMENT_METHOD_RULES,
  request: { params: paymentMethodParams },
  response: { status: 200, body: z.object({ message: z.string() }) },
});
