import { maskSecret } from '../../platform/crypto/mask-secret';
import type { WebhookSubscription } from './webhook-subscription-entity';

/** A subscription as the API returns it: the auth token masked (`••••abcd`), never in full. */
export function presentSubscription(subscription: WebhookSubscription) {
  return {
    id: subscription.id,
    resource: subscription.resource,
    event: subscription.event,
    event_identifier: `${subscription.resource}_${subscription.event}`,
    url: subscription.url,
    active: subscription.active,
    http_method: subscription.http_method,
    auth_token: subscription.auth_token_last_four === null ? null : maskSecret(subscription.auth_token_last_four),
    disabled_reason: subscription.disabled_reason,
    created_at: subscription.created_at,
    updated_at: subscription.updated_at,
  };
}
