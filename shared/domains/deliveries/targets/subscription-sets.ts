import type { PipelineEventDetail } from '../../events/event-bus';
import type { SubscriptionChange } from '../../webhooks/webhook-subscription-change';
import type { EventTarget } from './delivery-target';

/**
 * How much older than an event a cached subscription set may be and still answer for it: a
 * backstop, not the invalidation (subscription change events are). The other fan-out containers
 * see a change within this minute, as the endpoint cache does; safe because a delivery is checked
 * against its subscription when sent, and events are not ordered against subscription writes.
 */
export const SUBSCRIPTION_SET_FRESH_MS = 60_000;

/** Bounded like the other per-container caches. */
const MAX_CACHED = 5000;

interface CachedSet {
  readonly targets: EventTarget[];
  /** Epoch ms when the Query that read it was sent. */
  readonly readAt: number;
}

/**
 * The fan-out's per-container cache of each company's subscription set to one event. Every
 * subscription write commits a change event (webhooks/webhook-subscription-change.ts); the fan-out
 * hands a batch's changes to {@link forgetSubscriptionSets} before any lookup, and a read in flight
 * when its set changed is not cached.
 */
const sets = new Map<string, CachedSet>();
/** Changes seen by this container: a read during which any set changed is answered but not kept (changes are rare). */
let changesSeen = 0;

const keyOf = (companyId: number, resource: string, event: string) => `${companyId}:${resource}:${event}`;

/** The subscription set of `event`'s company and event: cached when fresh for the event, else `read` (and cached). */
export async function cachedSubscriptionSet(
  event: PipelineEventDetail,
  read: () => Promise<EventTarget[]>,
  now: () => number = Date.now,
): Promise<EventTarget[]> {
  const key = keyOf(event.company_id, event.resource, event.event);
  const cached = sets.get(key);
  if (cached && Date.parse(event.occurred_at) - cached.readAt <= SUBSCRIPTION_SET_FRESH_MS) return cached.targets;
  const changesBefore = changesSeen;
  const readAt = now();
  const targets = await read();
  if (changesSeen === changesBefore) {
    if (sets.size >= MAX_CACHED) sets.clear();
    sets.set(key, { targets, readAt });
  }
  return targets;
}

/** Drops the cached sets these subscription changes touch. */
export function forgetSubscriptionSets(changes: readonly SubscriptionChange[]): void {
  for (const { companyId, resource, event } of changes) {
    sets.delete(keyOf(companyId, resource, event));
    changesSeen += 1;
  }
}
