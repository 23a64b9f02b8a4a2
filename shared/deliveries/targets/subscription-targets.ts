import { batchGet, keyOf } from '../../db/batch-get';
import { deactivateSubscription, listActiveSubscriptions, signingSecretFor, authTokenFor } from '../../webhooks/subscription-store';
import { subscriptionEntity, type WebhookSubscription } from '../../webhooks/subscription-entity';
import { noteSubscriptionFailure, noteSubscriptionSuccess } from '../subscription-health';
import type { DeliveryEndpoint, DeliveryTargetKind } from './delivery-target';

const PREFIX = 'subscription:';

/** Target id of a webhook subscription. */
export function subscriptionTargetId(subscriptionId: number): string {
  return `${PREFIX}${subscriptionId}`;
}

/** Webhook subscriptions: the company's active subscriptions to the event's resource and event. */
export const subscriptionTargets: DeliveryTargetKind = {
  prefix: PREFIX,
  batchKey: (event) => `${event.company_id}:${event.resource}:${event.event}`,
  async targetsFor(event) {
    const subscriptions = await listActiveSubscriptions(event.company_id, event.resource, event.event);
    return subscriptions.map((subscription) => subscriptionTargetId(subscription.id));
  },
  async endpointsFor(companyId, targetIds) {
    const keys = targetIds.map((targetId) => subscriptionEntity.key({ company_id: companyId, id: Number(targetId.slice(PREFIX.length)) }));
    // One strongly consistent BatchGetItem for the batch's subscriptions; secrets shared by several
    // (the company's, an installation's) are read once.
    const items = await batchGet(keys);
    const secrets = new Map<string, Promise<string>>();
    const secretOf = (subscription: WebhookSubscription) => {
      const shared = subscription.auth_token_sealed ? null : (subscription.installation_id ?? 'company');
      if (shared === null) return signingSecretFor(subscription);
      if (!secrets.has(shared)) secrets.set(shared, signingSecretFor(subscription));
      return secrets.get(shared)!;
    };
    const endpoints = new Map<string, DeliveryEndpoint>();
    await Promise.all(
      targetIds.map(async (targetId, index) => {
        const item = items.get(keyOf(keys[index]!));
        if (!item) return;
        const subscription = subscriptionEntity.fromRecord(item);
        // Kept by the health writes, not by the entity: only a failing subscription needs its streak cleared.
        const failing = typeof item.failing_since === 'string';
        endpoints.set(targetId, {
          url: subscription.url,
          method: subscription.http_method,
          secret: await secretOf(subscription),
          authToken: authTokenFor(subscription),
          active: subscription.active,
          lastDeliveryResource: subscription.resource,
          onDelivered: async () => {
            if (failing) await noteSubscriptionSuccess(subscription);
          },
          onFailed: (now) => noteSubscriptionFailure(subscription, now),
          onGone: () => deactivateSubscription(companyId, subscription.id, 'receiver answered 410 Gone'),
        });
      }),
    );
    return endpoints;
  },
};
