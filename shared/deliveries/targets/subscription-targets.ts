import { recordLastDelivery } from '../../webhooks/last-delivery';
import { authTokenFor, deactivateSubscription, getSubscription, listActiveSubscriptions, signingSecretFor } from '../../webhooks/subscription-store';
import { noteSubscriptionFailure, noteSubscriptionSuccess } from '../subscription-health';
import type { DeliveryTargetKind } from './delivery-target';

const PREFIX = 'subscription:';

/** Target id of a webhook subscription. */
export function subscriptionTargetId(subscriptionId: number): string {
  return `${PREFIX}${subscriptionId}`;
}

/** Webhook subscriptions: the company's active subscriptions to the event's resource and event. */
export const subscriptionTargets: DeliveryTargetKind = {
  prefix: PREFIX,
  async targetsFor(event) {
    const subscriptions = await listActiveSubscriptions(event.company_id, event.resource, event.event);
    return subscriptions.map((subscription) => subscriptionTargetId(subscription.id));
  },
  async endpointFor(companyId, targetId) {
    const subscription = await getSubscription(companyId, Number(targetId.slice(PREFIX.length)));
    if (!subscription) return undefined;
    return {
      url: subscription.url,
      method: subscription.http_method,
      secret: await signingSecretFor(subscription),
      authToken: authTokenFor(subscription),
      active: subscription.active,
      onDelivered: async (envelope) => {
        await Promise.all([recordLastDelivery(companyId, subscription.resource, envelope), noteSubscriptionSuccess(subscription)]);
      },
      onFailed: (now) => noteSubscriptionFailure(subscription, now),
      onGone: () => deactivateSubscription(companyId, subscription.id, 'receiver answered 410 Gone'),
    };
  },
};
