import { requeueStuckDeliveries } from './stuck-deliveries';
import { republishUnrelayedOutbox } from './unrelayed-outbox';

/** Items handled per shard and kind in one run; a larger backlog is worked off by the next runs. */
const RUN_LIMIT = 200;

/** What one reconciler run did. */
export interface ReconcileReport {
  republished_events: string[];
  requeued_deliveries: number[];
}

/**
 * One pass of the reconciler: outbox records never relayed are published, then pending deliveries
 * that lost their message are re-enqueued. Both steps only add duplicates the pipeline already
 * absorbs, so running it often, late or twice is safe.
 */
export async function reconcilePipeline(now: Date): Promise<ReconcileReport> {
  const republished_events = await republishUnrelayedOutbox(now, RUN_LIMIT);
  const requeued_deliveries = await requeueStuckDeliveries(now, RUN_LIMIT);
  return { republished_events, requeued_deliveries };
}
