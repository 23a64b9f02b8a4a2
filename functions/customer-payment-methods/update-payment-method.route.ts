import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import {
  customerPaymentMethodSchema,
  customerSession,
  PAYMENT_METHOD_RULES,
  PAYMENT_METHODS_BASE,
  paymentMethodParams,
} from './route-common';

const updatePaymentMethodBody = z
  .object({
    payment_method_id: z
      .number()
      .int()
      .optional()
      .describe('The method again, as the contract sends it; when given it must match the path'),
    set_as_default: z.literal(true).describe('Make it the default: every other method stops being it'),
  })
  .strict();

/** PATCH …/customers/me/payment_methods/{id}: makes a saved method the default. */
export const updateCustomerPaymentMethodRoute = defineRoute({
  id: 'updateCustomerPaymentMethod',
  method: 'PATCH',
  path: `${PAYMENT_METHODS_BASE}/{id}`,
  handler: 'customer-payment-methods/update-payment-method',
  surface: 'checkout',
  auth: customerSession,
  summary: 'Make a saved payment method the default',
  description:
    '`set_as_default: true` makes the method the customer’s default (the others stop being it); setting it twice changes nothing. A `payment_method_id` other than the path’s answers 422. Billing addresses of saved cards are not kept.' +
    PAYMENT_METHOD_RULES,
  request: { params: paymentMethodParams, body: updatePaymentMethodBody },
  response: { status: 200, body: z.object({ payment_method: customerPaymentMethodSchema }) },
  examples: { request: { set_as_default: true } },
});
