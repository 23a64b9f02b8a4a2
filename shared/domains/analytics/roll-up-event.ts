import { applyFacts } from './apply-facts';
import { eventFacts, type RollupEvent } from './event-facts';

/** Adds one pipeline event to its company's rollups (each of its facts at most once). */
export async function rollUpEvent(event: RollupEvent): Promise<number> {
  return applyFacts(event.company_id, await eventFacts(event));
}
