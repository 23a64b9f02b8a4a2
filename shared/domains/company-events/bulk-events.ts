import { DomainError } from '../../platform/errors/domain-error';
import { logger } from '../../platform/logger';
import { mapLimited } from '../../platform/map-limited';
import { deleteEvent, setEventStatus } from './event-writes';
import { toEventResponse, type EventResponse } from './event-view';

/** Bulk actions of the event list. */
export type BulkAction = 'activate' | 'draft' | 'delete';

/** Outcome for one id: the resulting event (or the deleted id), or the error it failed with. */
export type BulkResult =
  | { id: number; success: true; event: EventResponse | null }
  | { id: number; success: false; error: DomainError };

// Each id is its own transaction; a few run at once to keep a 100-id request within the function timeout.
const CONCURRENCY = 5;

/**
 * Applies one action to each id independently, so one missing or concurrently changed event
 * fails alone. Results follow the request order; repeated ids are processed once.
 */
export async function applyBulkAction(
  companyId: number,
  action: BulkAction,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<BulkResult[]> {
  const unique = [...new Set(ids)];
  return mapLimited(unique, CONCURRENCY, (id) => applyOne(companyId, action, id, now));
}

async function applyOne(companyId: number, action: BulkAction, id: number, now: Date): Promise<BulkResult> {
  try {
    if (action === 'delete') {
      await deleteEvent(companyId, id, now);
      return { id, success: true, event: null };
    }
    const event = await setEventStatus(companyId, id, action === 'activate' ? 'active' : 'inactive', now);
    return { id, success: true, event: toEventResponse(event, now) };
  } catch (error) {
    if (error instanceof DomainError && error.code !== 'internal_error') return { id, success: false, error };
    // The other ids' changes are committed; report this one as failed rather than fail the whole request.
    logger.error('Bulk event action failed', { company_id: companyId, event_id: id, action, error: error as Error });
    return { id, success: false, error: new DomainError('internal_error') };
  }
}
