import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../../shared/platform/logger';
import { reconcilePipeline } from '../../shared/use-cases/reconcile-pipeline';
import { traced } from '../../shared/platform/observability/tracing';

/**
 * Every few minutes (an EventBridge schedule in AWS, a timer locally): publishes outbox records
 * the relay never published, queues the webhook retries that waited in the table, and re-enqueues
 * pending deliveries that lost their message. Judges
 * "overdue" against the event's `time`, so a late invocation judges as of when it was due.
 */
export const handler = traced(async (event: Pick<ScheduledEvent, 'time'>) => {
  const report = await reconcilePipeline(new Date(event.time));
  // Released retries are the schedule working; only repairs deserve a warning.
  const found = report.republished_events.length + report.requeued_deliveries.length;
  (found > 0 ? logger.warn : logger.info).call(logger, 'pipeline reconciled', { ...report });
  return report;
});
