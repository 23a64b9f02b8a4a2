import { defineHandler } from '../../shared/edge/http/define-handler';
import { removeSavedMethod } from '../../shared/use-cases/remove-saved-method';
import { deleteCustomerPaymentMethodRoute } from './delete-payment-method.route';

export const handler = defineHandler(deleteCustomerPaymentMethodRoute, async ({ params, principal }) => {
  await removeSavedMethod(principal.companyId, principal.customerId, params.id);
  return { message: 'Payment method removed' };
});
