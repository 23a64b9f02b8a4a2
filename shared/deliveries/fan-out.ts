import type { PipelineEventDetail } from '../events/event-bus';
import { buildDeliveryPayload } from '../events/payload';
import { sendMessages } from '../events/queues';
import { logger } from '../platform/logger';
import { subscriptionChangeOf } from '../webhooks/subscription-change';
import { deliveryMessage } from './delivery-message';
import { createDeliveries, type DeliveryDraft } from './delivery-store';
import { forgetSubscriptionSets } from './targets/subscription-sets';
import { targetsForEach } from './targets/target-registry';

/** One received message of the events queue. */
export interface QueuedEvent {
  readonly messageId: string;
  readonly detail: PipelineEventDetail;
}

/**
 * Turns a batch of events into deliveries with as few calls as the batch allows: targets looked
 * up once per company, resource and event (one Query, none while the container's cached set is
 * fresh for the event; the batch's subscription change events drop the sets they touch first), every delivery of the batch created in
 * transactions of 50 (with their idempotency guards), and all pending ones enqueued together
 * with their envelopes, so the deliver consumer reads nothing to send them. Returns the message
 * ids that failed; retrying one is safe (guards return the deliveries it already created).
 */
export async function fanOutBatch(events: readonly QueuedEvent[], now: Date = new Date()): Promise<string[]> {
  const failed = new Set<string>();
  const fail = (messageId: string, step: string) => (error: unknown) => {
    logger.error(`fan-out ${step} failed; SQS will retry the message`, { message_id: messageId, error: error as Error });
    failed.add(messageId);
  };

  // A batch's subscription changes apply before its events are looked up, whatever their order in it.
  forgetSubscriptionSets(events.flatMap(({ detail }) => subscriptionChangeOf(detail) ?? []));
  const lookups = targetsForEach(events.map(({ detail }) => detail));
  const drafts: Array<DeliveryDraft & { messageId: string; targetVersion?: string }> = [];
  await Promise.all(
    events.map(async ({ messageId, detail }, index) => {
      try {
        const targets = await lookups[index]!;
        if (targets.length === 0) return;
        const payload = buildDeliveryPayload({ companyId: detail.company_id, resource: detail.resource, event: detail.event, data: detail.data });
        for (const target of targets) drafts.push({ messageId, event: detail, targetId: target.id, targetVersion: target.version, payload });
      } catch (error) {
        fail(messageId, 'target lookup')(error);
      }
    }),
  );

  const created = await createDeliveries(drafts, now);
  const pending = drafts.flatMap((draft, index) => {
    const result = created[index]!;
    if (result instanceof Error) {
      fail(draft.messageId, 'delivery creation')(result);
      return [];
    }
    return result.delivery.status === 'pending' ? [{ messageId: draft.messageId, delivery: result.delivery, targetVersion: draft.targetVersion }] : [];
  });
  // An event is only done once all its deliveries are enqueued; one that failed above is retried whole.
  const ready = pending.filter(({ messageId }) => !failed.has(messageId));
  try {
    await sendMessages('deliveries', ready.map(({ delivery, targetVersion }) => deliveryMessage(delivery, { targetVersion })));
  } catch (error) {
    for (const { messageId } of ready) fail(messageId, 'enqueue')(error);
  }
  logger.info('fanned out events', { events: events.length, deliveries: ready.length, failed: failed.size });
  return [...failed];
}
