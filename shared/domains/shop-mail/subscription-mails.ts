import type { SubscriptionView } from '../autoship/subscription-payload';
import { subscriptionEntity } from '../autoship/subscription-entity';
import { orderEntity } from '../orders/order-entity';
import { subscriptionMailVariables } from './mail-variables';
import type { ShopMail } from './send-shop-mail';

/** The template each mailed `subscription_*` event sends. */
const MAILED_EVENTS: Record<string, ShopMail['key'] | undefined> = {
  created: 'subscription_started',
  payment_failed: 'subscription_payment_failed',
  cancelled: 'subscription_cancelled',
};

/**
 * The mail a `subscription_*` event sends (its outbox record's event and data), or null. A payment
 * failure is one send per subscription version (each failed attempt writes a new one); the others
 * happen once per subscription.
 */
export function subscriptionMail(companyId: number, event: string, subscription: SubscriptionView): ShopMail | null {
  const key = MAILED_EVENTS[event];
  if (!key) return null;
  // The renewal waits for the customer: they get the link to confirm it (steps/await-customer.ts), not a decline notice.
  if (event === 'payment_failed' && subscription.status === 'action_required') return null;
  return {
    key,
    target: { kind: 'subscription', companyId, id: subscription.id },
    sendKey: key === 'subscription_payment_failed' ? `${key}:v${subscription.version}` : key,
    to: subscription.email,
    variables: async (shop) => {
      const [terms, stored] = await Promise.all([
        consentedTerms(companyId, subscription.origin_order_id),
        // The language is storage-only (the events leave it out).
        subscriptionEntity.getFields({ company_id: companyId, id: subscription.id }, ['language_iso']),
      ]);
      return subscriptionMailVariables({ ...subscription, language_iso: stored?.language_iso }, shop, terms);
    },
  };
}

/** The renewal terms the buyer consented to on the subscription's checkout order (null: none recorded). */
export async function consentedTerms(companyId: number, orderId: number): Promise<string | null> {
  const order = await orderEntity.getFields({ company_id: companyId, id: orderId }, ['recurring_consent']);
  return order?.recurring_consent?.terms ?? null;
}
