import { billedStatuses, subscriptionEntity } from '../domains/autoship/subscription-entity';
import { getCustomer } from '../domains/customers/customer-store';
import { connectGateway } from '../domains/payments/gateway-adapter';
import { deleteSavedMethod, listSavedMethods } from '../domains/payments/saved-method-store';
import { NotFound, ValidationFailed } from '../platform/errors/domain-error';
import { logger } from '../platform/logger';

/**
 * Removes one of the customer's saved methods: refused (422) while a billed subscription renews
 * with it, so no renewal is left without a way to pay; otherwise detached at the processor (it
 * can no longer be charged) and deleted.
 */
export async function removeSavedMethod(companyId: number, customerId: number, id: number): Promise<void> {
  const methods = await listSavedMethods(companyId, customerId);
  const method = methods.find((candidate) => candidate.id === id);
  if (!method) throw new NotFound('Payment method');
  const customer = await getCustomer(companyId, customerId);
  const subscriptions = await subscriptionEntity.queryAll('byEmail', { company_id: companyId, email: customer.email });
  const using = subscriptions.filter(
    (subscription) =>
      subscription.customer_id === customerId &&
      subscription.payment_method.type === 'card' &&
      subscription.payment_method.id === id &&
      (billedStatuses as readonly string[]).includes(subscription.status),
  );
  if (using.length > 0)
    throw new ValidationFailed(
      { id: [`renews subscriptions ${using.map((subscription) => subscription.id).join(', ')}`] },
      { message: 'This card pays for subscriptions; give them another payment method or cancel them first' },
    );
  const connected = await connectGateway(companyId, method.gateway_id).catch(() => undefined);
  // A gateway removed since, or a card the processor already let go of, has nothing left to detach.
  await connected?.adapter
    .detachMethod(method.processor_payment_method_id)
    .catch((error: Error) => logger.warn('saved card not detached at the processor', { company_id: companyId, error }));
  await deleteSavedMethod(
    method,
    methods.filter((candidate) => candidate.id !== id),
    new Date().toISOString(),
  );
}
