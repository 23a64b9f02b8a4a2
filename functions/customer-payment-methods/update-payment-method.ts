import { presentSavedMethod } from '../../shared/domains/payments/present-saved-method';
import { setDefaultSavedMethod } from '../../shared/domains/payments/saved-method-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { ValidationFailed } from '../../shared/platform/errors/domain-error';
import { updateCustomerPaymentMethodRoute } from './update-payment-method.route';

export const handler = defineHandler(updateCustomerPaymentMethodRoute, async ({ params, body, principal }) => {
  if (body.payment_method_id !== undefined && body.payment_method_id !== params.id)
    throw new ValidationFailed({ payment_method_id: ['must be the id in the path'] });
  const method = await setDefaultSavedMethod(
    principal.companyId,
    principal.customerId,
    params.id,
    new Date().toISOString(),
  );
  return { payment_method: presentSavedMethod(method) };
});
