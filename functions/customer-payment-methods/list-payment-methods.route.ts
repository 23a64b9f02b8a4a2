import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import {
  customerPaymentMethodSchema,
  customerSession,
  PAYMENT_METHOD_RULES,
  PAYMENT_METHODS_BASE,
} from './route-common';

/** GET …/customers/me/payment_methods: the signed-in customer's saved methods. */
export const listCustomerPaymentMethodsRoute = defineRoute({
  id: 'listCustomerPaymentMethods',
  method: 'GET',
  path: PAYMENT_METHODS_BASE,
  handler: 'customer-payment-methods/list-payment-methods',
  surface: 'checkout',
  auth: customerSession,
  summary: 'List the customer’s saved payment methods',
  description:
    'The cards the customer saved at checkout, oldest first, the default marked (`default`); `customer.default_payment_method_id` names it (null without methods). A customer has a handful: one page.' +
    PAYMENT_METHOD_RULES,
  response: {
    status: 200,
    body: z.object({
      payment_methods: z.array(customerPaymentMethodSchema),
      customer: z.object({
        id: z.number().int(),
        default_payment_method_id: z.number().int().nullable(),
      }),
    }),
  },
});
