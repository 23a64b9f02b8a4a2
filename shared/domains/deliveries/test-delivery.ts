import { randomUUID } from 'node:crypto';
import type { PipelineEventDetail } from '../events/event-bus';
import { sendMessages } from '../events/queues';
import { ValidationFailed } from '../../platform/errors/domain-error';
import type { WebhookSubscription } from '../webhooks/webhook-subscription-entity';
import type { Delivery } from './delivery-entity';
import { deliveryMessage } from './delivery-message';
import { ensureDelivery } from './delivery-store';
import { subscriptionTargetId } from './targets/subscription-targets';

/** An event as its schema endpoint publishes it: what a test delivery sends. */
export interface PublishedEventExample {
  readonly resource: string;
  readonly event: string;
  /** The example payload, built the way deliveries are (shared/domains/event-catalog/catalog-view.ts), for the example company. */
  readonly example: Record<string, unknown>;
}

/**
 * Sends a test delivery to one subscription: the published example of its event (undefined when
 * the platform does not emit the event) with the caller's company id, queued as a delivery of that
 * subscription only (event id `evt_test_…`), so it is signed, retried and logged exactly like real
 * traffic. The example comes from the build-time schema document, so no payload schema is built.
 */
export async function sendTestDelivery(
  subscription: WebhookSubscription,
  published: PublishedEventExample | undefined,
  now: Date = new Date(),
): Promise<Delivery> {
  if (!subscription.active)
    throw new ValidationFailed({ webhook: ['is inactive; activate it to receive a test delivery'] });
  if (!published)
    throw new ValidationFailed({
      webhook: [`watches ${subscription.resource}_${subscription.event}, which the platform no longer emits`],
    });
  const event: PipelineEventDetail = {
    event_id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    company_id: subscription.company_id,
    resource: published.resource,
    event: published.event,
    data: published.example[published.resource] as Record<string, unknown>,
    occurred_at: now.toISOString(),
  };
  const payload = { ...published.example, company_id: subscription.company_id };
  const { delivery } = await ensureDelivery(event, subscriptionTargetId(subscription.id), payload, now);
  await sendMessages('deliveries', [deliveryMessage(delivery, { keysOnly: true })]);
  return delivery;
}
