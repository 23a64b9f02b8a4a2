import { NotFound } from '../../platform/errors/domain-error';
import { getSubscription } from '../webhooks/webhook-subscription-store';
import type { Delivery } from './delivery-entity';
import { getDelivery } from './delivery-store';
import { subscriptionTargetId } from './targets/subscription-targets';

/** The company's subscription, or 404. */
export async function requireSubscription(companyId: number, subscriptionId: number) {
  const subscription = await getSubscription(companyId, subscriptionId);
  if (!subscription) throw new NotFound('Webhook');
  return subscription;
}

/** A delivery of the company's subscription, or 404 (another subscription's id is not found here). */
export async function requireDelivery(
  companyId: number,
  subscriptionId: number,
  deliveryId: number,
): Promise<Delivery> {
  // Keyed by target: another subscription's delivery id is simply not there.
  const delivery = await getDelivery({
    company_id: companyId,
    target_id: subscriptionTargetId(subscriptionId),
    id: deliveryId,
  });
  if (!delivery) throw new NotFound('Delivery');
  return delivery;
}
