import type { ScheduledEvent } from 'aws-lambda';
import { cancelAbandonedPayments } from '../../shared/domains/payments/abandoned-payments';
import { reconcileShardCount } from '../../shared/domains/reconciler/reconcile-index';
import { logger } from '../../shared/platform/logger';
import { traced } from '../../shared/platform/observability/tracing';

/** Abandoned payments settled in one run; a larger backlog is worked off by the next runs. */
const RUN_LIMIT = 200;

/**
 * Every 15 minutes (an EventBridge schedule in AWS, a timer locally): cancels at the processor the
 * cart payments no order took within a day (a refund when one was charged). Judges "abandoned"
 * against the event's `time`, so a late invocation judges as of when it was due.
 */
export const handler = traced(async (event: Pick<ScheduledEvent, 'time'>) => {
  const outcomes = await cancelAbandonedPayments(
    new Date(event.time),
    Math.ceil(RUN_LIMIT / reconcileShardCount('PAYMENT')),
  );
  const failed = outcomes.filter((outcome) => outcome.outcome === 'failed').length;
  (failed > 0 ? logger.warn : logger.info).call(logger, 'abandoned payments cancelled', { outcomes });
  return { payments: outcomes };
});
