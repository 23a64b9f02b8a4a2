import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../shared/platform/logger';
import { traced } from '../../shared/platform/observability/tracing';
import { ensureRenewalSchedule } from '../../shared/subscriptions/renewal-schedule';
import { subscriptionEntity } from '../../shared/subscriptions/subscription-entity';

/**
 * The guarantee behind a new subscription's renewal schedule. Checkout creates the schedule right
 * after its transaction commits, and answers the order even when that call fails (Scheduler
 * throttled or down): the subscription is committed, and this consumer sees every subscription
 * INSERTed on the table stream, at least once and in order, and brings its one schedule in line
 * with its current state (shared/subscriptions/renewal-schedule.ts ensureRenewalSchedule; same
 * name and ClientToken for the same version, so the usual case is a no-op). On a failure the
 * stream retries from that record.
 */
export const handler = traced(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) continue;
    const item = unmarshall(image as Record<string, AttributeValue>);
    if (item.entity !== subscriptionEntity.name) continue;
    try {
      await ensureRenewalSchedule(item.company_id as number, item.id as number);
    } catch (error) {
      logger.error('renewal schedule not ensured; the stream will retry', { company_id: item.company_id, subscription_id: item.id, error: error as Error });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
    }
  }
  return { batchItemFailures: [] };
});
