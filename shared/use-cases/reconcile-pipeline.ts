import { releaseDueRetries } from '../domains/deliveries/due-retries';
import { reconcileShardCount, type ReconcileKind } from '../domains/reconciler/reconcile-index';
import { requeueStuckDeliveries } from '../domains/deliveries/stuck-deliveries';
import { republishUnrelayedOutbox } from '../domains/events/unrelayed-outbox';

/** Repairs (unrelayed records, stuck deliveries) per kind in one run; a larger backlog is worked off by the next runs. */
const RUN_LIMIT = 800;
/**
 * Retries released in one run: normal traffic, not repairs, so more (about 6.7 per second); a
 * larger wave is released over the next runs, late but never lost.
 */
const RETRY_RUN_LIMIT = 2000;

/** A run's limit for a kind as the per-shard Limit of its Queries (ids spread a kind evenly over its shards). */
const perShard = (kind: ReconcileKind, runLimit: number) => Math.ceil(runLimit / reconcileShardCount(kind));

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
  const republished_events = await republishUnrelayedOutbox(now, perShard('OUTBOX', RUN_LIMIT));
  const released_retries = await releaseDueRetries(now, perShard('RETRY', RETRY_RUN_LIMIT));
  const requeued_deliveries = await requeueStuckDeliveries(now, perShard('DELIVERY', RUN_LIMIT));
  return { republished_events, requeued_deliveries, released_retries };
}
