import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { emailNotification } from '../../shared/domains/company-events/email-notification';
import { eventNotificationEntity } from '../../shared/domains/company-events/notification-entity';
import { logger } from '../../shared/platform/logger';
import { traced } from '../../shared/platform/observability/tracing';

/**
 * The e-mail channel of company event notifications: every recorded notification (manual send or
 * reminder) is e-mailed to its member, in stream order; on a failure the stream resumes from it.
 */
export const handler = traced(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) continue;
    const item = unmarshall(image as Record<string, AttributeValue>);
    if (item.entity !== eventNotificationEntity.name) continue;
    try {
      await emailNotification(eventNotificationEntity.fromRecord(item));
    } catch (error) {
      logger.error('notification e-mail failed; the stream will retry', { error: error as Error });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
    }
  }
  return { batchItemFailures: [] };
});
