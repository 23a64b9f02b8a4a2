import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { retryStaleWrites } from '../../platform/db/retry-stale-write';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import type { SingleWrite } from '../../platform/db/write-item';
import type { PipelineEventDetail } from '../events/event-bus';
import { outboxPut } from '../events/outbox';
import type { WebhookSubscription } from './webhook-subscription-entity';

/**
 * The pipeline event every write of a webhook subscription commits with (create, update, delete,
 * deactivation): the fan-out drops its cached subscription set of the subscription's event when
 * it reads one (shared/domains/deliveries/targets/subscription-sets.ts). Internal: it is in no catalog and
 * nobody can subscribe to it, so it is never delivered.
 */
const SUBSCRIPTION_CHANGE = { resource: 'webhook_subscription', event: 'changed' } as const;

/** The subscribed event a change touches: the cache entry it invalidates. */
export interface SubscriptionChange {
  readonly companyId: number;
  readonly resource: string;
  readonly event: string;
}

/** The outbox Put to add to the subscription write's transaction. */
export function subscriptionChangePut(
  subscription: Pick<WebhookSubscription, 'company_id' | 'id' | 'resource' | 'event'>,
): WriteItem {
  return outboxPut({
    companyId: subscription.company_id,
    ...SUBSCRIPTION_CHANGE,
    data: { subscription_id: subscription.id, resource: subscription.resource, event: subscription.event },
  });
}

/**
 * Writes a subscription item and its change event in one transaction (retried when it loses to a
 * concurrent transaction); a failed condition of the item throws ConditionalCheckFailedException,
 * as `writeItem` does.
 */
export async function writeSubscriptionChange(
  write: SingleWrite,
  subscription: Pick<WebhookSubscription, 'company_id' | 'id' | 'resource' | 'event'>,
): Promise<void> {
  const { failedIndex } = await retryStaleWrites(() => transactWrite([write, subscriptionChangePut(subscription)]), {
    conflictMessage: 'The webhook is changing; retry',
  });
  if (failedIndex !== undefined)
    throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
}

/** The change a pipeline event announces, or undefined when it is not a subscription change. */
export function subscriptionChangeOf(detail: PipelineEventDetail): SubscriptionChange | undefined {
  if (detail.resource !== SUBSCRIPTION_CHANGE.resource || detail.event !== SUBSCRIPTION_CHANGE.event) return undefined;
  return { companyId: detail.company_id, resource: String(detail.data.resource), event: String(detail.data.event) };
}
