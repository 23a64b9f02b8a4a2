import type { PipelineEventDetail } from '../events/event-bus';
import { buildDeliveryPayload } from '../event-catalog/payload';
import { checkUnreceived } from '../event-catalog/payload-check';
import { sendMessages } from '../events/queues';
import { logger } from '../../platform/logger';
import { subscriptionChangeOf } from '../webhooks/webhook-subscription-change';
import { deliveryMessage } from './delivery-message';
import { createDeliveries, DELIVERIES_PER_TRANSACTION, type DeliveryDraft } from './delivery-store';
import { forgetSubscriptionSets } from './targets/subscription-sets';
import { targetsForEach } from './targets/target-registry';
import { chunked } from '../../platform/chunked';

/** One received message of the events queue. */
export interface QueuedEvent {
  readonly messageId: string;
  readonly detail: PipelineEventDetail;
}

type Draft = DeliveryDraft & { messageId: string; targetVersion?: string };

/**
 * Turns a batch of events into deliveries with as few calls as the batch allows: targets from the
 * cached subscription sets, deliveries created in transactions of 50 with their guards, each
 * transaction's deliveries enqueued with their envelopes as it commits (so the deliver consumer
 * reads nothing). Returns the failed message ids; retrying is safe (guards, and receivers dedup).
 */
export async function fanOutBatch(events: readonly QueuedEvent[], now: Date = new Date()): Promise<string[]> {
  const failed = new Set<string>();
  const fail = (messageId: string, step: string) => (error: unknown) => {
    logger.error(`fan-out ${step} failed; SQS will retry the message`, {
      message_id: messageId,
      error: error as Error,
    });
    failed.add(messageId);
  };

  // A batch's subscription changes apply before its events are looked up, whatever their order in it.
  forgetSubscriptionSets(events.flatMap(({ detail }) => subscriptionChangeOf(detail) ?? []));
  const lookups = targetsForEach(events.map(({ detail }) => detail));
  const drafts: Draft[] = [];
  await Promise.all(
    events.map(async ({ messageId, detail }, index) => {
      try {
        const targets = await lookups[index]!;
        // Nobody receives it (or it is internal, in no catalog): no payload; where payloads are
        // checked (tests, the local runtime) a catalog event's data still is.
        if (targets.length === 0) return checkUnreceived(detail);
        const payload = buildDeliveryPayload({
          companyId: detail.company_id,
          resource: detail.resource,
          event: detail.event,
          data: detail.data,
        });
        for (const target of targets)
          drafts.push({ messageId, event: detail, targetId: target.id, targetVersion: target.version, payload });
      } catch (error) {
        fail(messageId, 'target lookup or payload')(error);
      }
    }),
  );

  const chunks = chunked(drafts, DELIVERIES_PER_TRANSACTION);
  const enqueued = await Promise.all(chunks.map((chunk) => createAndEnqueue(chunk, now, failed, fail)));
  logger.info('fanned out events', {
    events: events.length,
    deliveries: enqueued.reduce((sum, count) => sum + count, 0),
    failed: failed.size,
  });
  return [...failed];
}

/**
 * One transaction's deliveries, created and then enqueued; returns how many were enqueued. An
 * event with a failure anywhere is retried whole, so its deliveries are not enqueued once that is
 * known (those of another transaction may already be).
 */
async function createAndEnqueue(
  chunk: readonly Draft[],
  now: Date,
  failed: ReadonlySet<string>,
  fail: (messageId: string, step: string) => (error: unknown) => void,
): Promise<number> {
  const created = await createDeliveries(chunk, now);
  const pending = chunk.flatMap((draft, index) => {
    const result = created[index]!;
    if (result instanceof Error) {
      fail(draft.messageId, 'delivery creation')(result);
      return [];
    }
    return result.delivery.status === 'pending'
      ? [{ messageId: draft.messageId, delivery: result.delivery, targetVersion: draft.targetVersion }]
      : [];
  });
  const ready = pending.filter(({ messageId }) => !failed.has(messageId));
  try {
    await sendMessages(
      'deliveries',
      ready.map(({ delivery, targetVersion }) => deliveryMessage(delivery, { targetVersion })),
    );
    return ready.length;
  } catch (error) {
    for (const { messageId } of ready) fail(messageId, 'enqueue')(error);
    return 0;
  }
}
