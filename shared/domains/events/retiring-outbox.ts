import { logger } from '../../platform/logger';
import { deletePublished, type OutboxRecord } from './outbox';
import { UNRELAYED_OUTBOX_MARGIN_SECONDS } from './unrelayed-outbox';

/** One BatchWriteItem's worth of deletes: fewer published records than this wait for company. */
const RETIRE_BATCH = 25;

/**
 * How long a published record may wait for company, counted from its commit (`occurred_at`, the
 * time the reconciler's margin counts from too): a fifth of that margin, so a container that keeps
 * relaying retires every record minutes before the reconciler would take it for unrelayed.
 */
export const RETIRE_WITHIN_MS = (UNRELAYED_OUTBOX_MARGIN_SECONDS * 1000) / 5;

type Published = Pick<OutboxRecord, 'pk' | 'sk' | 'occurred_at'>;

/**
 * The relay's published outbox records, deleted lazily: held in the container and deleted with a
 * later batch once 25 are held or the oldest is RETIRE_WITHIN_MS old, so one BatchWriteItem serves
 * 25 records instead of one per stream batch. A container reaped with records held leaves them to
 * the reconciler, which publishes them again (a duplicate fan-out's guards absorb) and deletes
 * them: nothing is lost.
 */
export class RetiringOutbox {
  private held: Published[] = [];

  /** Adds a batch's published records and deletes everything held once a flush is due. */
  async retire(published: readonly Published[], now: Date = new Date()): Promise<void> {
    this.held.push(...published);
    if (!this.due(now)) return;
    const records = this.held;
    this.held = [];
    try {
      await deletePublished(records);
    } catch (error) {
      // The batch itself was published: failing it would only publish it again. The records stay
      // held for the next invocation (or, should the container go, for the reconciler).
      this.held.push(...records);
      logger.warn('retiring published outbox records failed; kept for the next batch', {
        count: records.length,
        error: error as Error,
      });
    }
  }

  private due(now: Date): boolean {
    const cutoff = now.getTime() - RETIRE_WITHIN_MS;
    return this.held.length >= RETIRE_BATCH || this.held.some((record) => Date.parse(record.occurred_at) <= cutoff);
  }
}
