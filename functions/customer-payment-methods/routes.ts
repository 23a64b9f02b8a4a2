import { deleteCustomerPaymentMethodRoute } from './delete-payment-method.route';
import { listCustomerPaymentMethodsRoute } from './list-payment-methods.route';
import { updateCustomerPaymentMethodRoute } from './update-payment-method.route';

/** The signed-in customer's saved payment methods (`customers/me/payment_methods`). */
export const customerPaymentMethodRoutes = [
  listCustomerPaymentMethodsRoute,
  updateCustomerPaymentMethodRoute,
  deleteCustomerPaymentMethodRoute,
];
