import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../shared/platform/logger';
import { traced } from '../../shared/platform/observability/tracing';
import { ensureRenewalSchedule } from '../../shared/domains/autoship/renewal-schedule';

/**
 * The guarantee behind every renewal schedule. Each subscription write (checkout's create, a
 * skip, pause, resume, new date or cancel, a renewal, a decline, a payment-method retry) commits
 * with at least one `subscription_*` outbox record (shared/domains/autoship/save-subscription.ts),
 * then moves or removes the schedule itself, and answers even when that call fails (Scheduler
 * throttled or down): the write is committed. This consumer sees every such record on the table
 * stream, at least once and in order, and brings the subscription's one schedule in line with its
 * CURRENT stored state (ensureRenewalSchedule: same name per subscription, same ClientToken for
 * the same version, so the usual case is a no-op and a late record never restores an old state).
 * On a failure the stream retries from that record.
 */
export const handler = traced(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const settled = new Set<string>();
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (!image) continue;
    const outbox = unmarshall(image as Record<string, AttributeValue>);
    const companyId = outbox.company_id as number;
    const subscriptionId = (outbox.data as { id: number }).id;
    // One write's several events (renewed + expired, payment_failed + paused) need one settle.
    const key = `${companyId}#${subscriptionId}`;
    if (settled.has(key)) continue;
    try {
      await ensureRenewalSchedule(companyId, subscriptionId);
      settled.add(key);
    } catch (error) {
      logger.error('renewal schedule not ensured; the stream will retry', { company_id: companyId, subscription_id: subscriptionId, event: outbox.event, error: error as Error });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
    }
  }
  return { batchItemFailures: [] };
});
