import { releaseDueRetries } from './due-retries';
import { requeueStuckDeliveries } from './stuck-deliveries';
import { republishUnrelayedOutbox } from './unrelayed-outbox';

/** Items handled per shard and kind in one run; a larger backlog is worked off by the next runs. */
const RUN_LIMIT = 200;
/**
 * Retries released per shard in one run: normal traffic, not repairs, so more (2,000 per run,
 * about 6.7 per second); a larger wave is released over the next runs, late but never lost.
 */
const RETRY_RUN_LIMIT = 500;

/** What one reconciler run did. */
export interface ReconcileReport {
  republished_events: string[];
  requeued_deliveries: number[];
  /** Retries that waited in the table, now queued for their due time (normal work, not a repair). */
  released_retries: number[];
}

/**
 * One pass of the reconciler: outbox records never relayed are published, retries waiting in the
 * table that fall due before the next pass are queued, then pending deliveries that lost their
 * message are re-enqueued. Each step only adds duplicates the pipeline already absorbs, so running
 * it often, late or twice is safe.
 */
export async function reconcilePipeline(now: Date): Promise<ReconcileReport> {
  const republished_events = await republishUnrelayedOutbox(now, RUN_LIMIT);
  const released_retries = await releaseDueRetries(now, RETRY_RUN_LIMIT);
  const requeued_deliveries = await requeueStuckDeliveries(now, RUN_LIMIT);
  return { republished_events, requeued_deliveries, released_retries };
}
