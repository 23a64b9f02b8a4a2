import { NotFound } from '../http/errors';
import { getSubscription } from '../webhooks/subscription-store';
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
export async function requireDelivery(companyId: number, subscriptionId: number, deliveryId: number): Promise<Delivery> {
  const delivery = await getDelivery(companyId, deliveryId);
  if (!delivery || delivery.target_id !== subscriptionTargetId(subscriptionId)) throw new NotFound('Delivery');
  return delivery;
}
