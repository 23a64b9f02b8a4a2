import { readTogether } from '../../../platform/db/read-together';
import {
  authTokenFor,
  deactivateSubscription,
  listActiveSubscriptions,
  signingSecretFor,
} from '../../webhooks/webhook-subscription-store';
import { subscriptionEntity, type WebhookSubscription } from '../../webhooks/webhook-subscription-entity';
import { subscriptionChangeOf } from '../../webhooks/webhook-subscription-change';
import { noteSubscriptionFailure, noteSubscriptionSuccess } from '../subscription-health';
import { cachedSubscriptionSet } from './subscription-sets';
import type { DeliveryEndpoint, EndpointResolver, TargetFinder, TargetRequest } from './delivery-target';

const PREFIX = 'subscription:';

/** Target id of a webhook subscription. */
export function subscriptionTargetId(subscriptionId: number): string {
  return `${PREFIX}${subscriptionId}`;
}

/**
 * Subscriptions this container read, by company and target id. An entry answers a first attempt
 * whose message carries the same version (`updated_at`: any change through the API moves it) for
 * a minute; after that the failure-streak flag it holds may be another container's news, so it is
 * read again. Bounded like the other per-container caches.
 */
const cache = new Map<string, { subscription: WebhookSubscription; failing: boolean; readAt: number }>();
const CACHE_TTL_MS = 60_000;
const MAX_CACHED = 5000;

/**
 * Webhook subscriptions: the company's active subscriptions to the event's resource and event,
 * from the container's cached set while it is fresh for the event (subscription-sets.ts), else one
 * Query. A subscription change event has no subscribers of its own.
 */
export const subscriptionTargets: TargetFinder = {
  prefix: PREFIX,
  batchKey: (event) => `${event.company_id}:${event.resource}:${event.event}`,
  async targetsFor(event) {
    if (subscriptionChangeOf(event)) return [];
    return cachedSubscriptionSet(event, async () => {
      const subscriptions = await listActiveSubscriptions(event.company_id, event.resource, event.event);
      return subscriptions.map((subscription) => ({
        id: subscriptionTargetId(subscription.id),
        version: subscription.updated_at,
      }));
    });
  },
};

/** The endpoints behind subscription targets: cached subscriptions, their signing secrets opened once per batch. */
export const subscriptionEndpoints: EndpointResolver = {
  prefix: PREFIX,
  async endpointsFor(companyId, requests) {
    const now = Date.now();
    const fresh = (request: TargetRequest) => {
      const hit = cache.get(`${companyId}:${request.targetId}`);
      return hit && request.version === hit.subscription.updated_at && now - hit.readAt < CACHE_TTL_MS
        ? hit
        : undefined;
    };
    // Strongly consistent reads of what the cache cannot answer, sent with the batch's other lookups (readTogether).
    const toRead = requests.filter((request) => !fresh(request));
    const items = await Promise.all(
      toRead.map(({ targetId }) =>
        readTogether(subscriptionEntity.key({ company_id: companyId, id: Number(targetId.slice(PREFIX.length)) })),
      ),
    );
    if (cache.size + toRead.length > MAX_CACHED) cache.clear();
    for (const [index, { targetId }] of toRead.entries()) {
      const item = items[index];
      if (!item) {
        cache.delete(`${companyId}:${targetId}`);
        continue;
      }
      // Kept by the health writes, not by the entity: only a failing subscription needs its streak cleared.
      cache.set(`${companyId}:${targetId}`, {
        subscription: subscriptionEntity.fromRecord(item),
        failing: typeof item.failing_since === 'string',
        readAt: now,
      });
    }

    // Secrets shared by several subscriptions (the company's, an installation's) are read once per batch.
    const secrets = new Map<string, Promise<string>>();
    const secretOf = (subscription: WebhookSubscription) => {
      const shared = subscription.auth_token_sealed ? null : (subscription.installation_id ?? 'company');
      if (shared === null) return signingSecretFor(subscription);
      if (!secrets.has(shared)) secrets.set(shared, signingSecretFor(subscription));
      return secrets.get(shared)!;
    };
    const endpoints = new Map<string, DeliveryEndpoint>();
    await Promise.all(
      requests.map(async ({ targetId }) => {
        const entry = cache.get(`${companyId}:${targetId}`);
        if (entry)
          endpoints.set(
            targetId,
            endpointOf(entry, await secretOf(entry.subscription), () => cache.delete(`${companyId}:${targetId}`)),
          );
      }),
    );
    return endpoints;
  },
};

function endpointOf(
  entry: { subscription: WebhookSubscription; failing: boolean },
  secret: string,
  forget: () => void,
): DeliveryEndpoint {
  const { subscription } = entry;
  return {
    url: subscription.url,
    method: subscription.http_method,
    secret,
    authToken: authTokenFor(subscription),
    active: subscription.active,
    lastDeliveryResource: subscription.resource,
    onDelivered: async () => {
      if (!entry.failing) return;
      await noteSubscriptionSuccess(subscription);
      entry.failing = false;
    },
    onFailed: async (now) => {
      await noteSubscriptionFailure(subscription, now);
      entry.failing = true;
    },
    onGone: async () => {
      forget();
      await deactivateSubscription(subscription.company_id, subscription.id, 'receiver answered 410 Gone');
    },
  };
}
