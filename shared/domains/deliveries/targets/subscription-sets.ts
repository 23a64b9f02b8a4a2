import type { PipelineEventDetail } from '../../events/event-bus';
import type { SubscriptionChange } from '../../webhooks/webhook-subscription-change';
import type { EventTarget } from './delivery-target';

/**
 * How much older than an event a cached subscription set may be and still answer for it: a
 * backstop, not the invalidation. Every subscription write commits a change event, and the
 * container that fans it out drops the set it touches; the other fan-out containers answer from
 * their set until this bound, the same minute the deliver consumer's endpoint cache keeps
 * (subscription-targets.ts). Safe both ways: a delivery is checked against its subscription when
 * sent, and events in flight are not ordered against subscription writes anyway.
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
 * The fan-out's per-container cache of each company's subscription set to one event (the targets
 * one Query on the active-only index answers), so an event costs no Query while the set is fresh
 * for it. Every subscription write commits a change event through the outbox
 * (webhooks/webhook-subscription-change.ts); the fan-out hands the changes of a batch to
 * {@link forgetSubscriptionSets} before looking anything up, and a read that was in flight when its
 * set changed is not cached.
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
