import { randomUUID } from 'node:crypto';
import { findEventDefinition } from '../events/catalog';
import type { PipelineEventDetail } from '../events/event-bus';
import { buildDeliveryPayload } from '../events/payload';
import { sendMessages } from '../events/queues';
import { ValidationFailed } from '../platform/errors/domain-error';
import type { WebhookSubscription } from '../webhooks/subscription-entity';
import type { Delivery } from './delivery-entity';
import { deliveryMessage } from './delivery-message';
import { ensureDelivery } from './delivery-store';
import { subscriptionTargetId } from './targets/subscription-targets';

/**
 * Sends a test delivery to one subscription: the published example of its event (as the schema
 * endpoint shows it, with the caller's company id) becomes a delivery of that subscription only,
 * queued on the deliveries queue, so it is signed, retried, logged and recorded for inspect exactly
 * like real traffic. Its event id starts with `evt_test_`; no other subscription receives it.
 */
export async function sendTestDelivery(subscription: WebhookSubscription, now: Date = new Date()): Promise<Delivery> {
  if (!subscription.active) throw new ValidationFailed({ webhook: ['is inactive; activate it to receive a test delivery'] });
  const definition = findEventDefinition(subscription.resource, subscription.event);
  if (!definition) throw new ValidationFailed({ webhook: [`watches ${subscription.resource}_${subscription.event}, which the platform no longer emits`] });
  const event: PipelineEventDetail = {
    event_id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    company_id: subscription.company_id,
    resource: definition.resource,
    event: definition.event,
    data: definition.example,
    occurred_at: now.toISOString(),
  };
  const payload = buildDeliveryPayload({ companyId: subscription.company_id, resource: definition.resource, event: definition.event, data: definition.example });
  const { delivery } = await ensureDelivery(event, subscriptionTargetId(subscription.id), payload, now);
  await sendMessages('deliveries', [deliveryMessage(delivery, { keysOnly: true })]);
  return delivery;
}
