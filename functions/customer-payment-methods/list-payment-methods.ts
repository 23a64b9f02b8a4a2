import { presentSavedMethod } from '../../shared/domains/payments/present-saved-method';
import { listSavedMethods } from '../../shared/domains/payments/saved-method-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { listCustomerPaymentMethodsRoute } from './list-payment-methods.route';

export const handler = defineHandler(listCustomerPaymentMethodsRoute, async ({ principal }) => {
  const methods = await listSavedMethods(principal.companyId, principal.customerId);
  return {
    payment_methods: methods.map(presentSavedMethod),
    customer: {
      id: principal.customerId,
      default_payment_method_id: methods.find((method) => method.is_default)?.id ?? null,
    },
  };
});
