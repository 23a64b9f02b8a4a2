import { logger } from '../../platform/logger';
import { StaleWrite } from '../../platform/db/retry-stale-write';
import { transactWrite, type GuardedWrite, type WriteItem } from '../../platform/db/transact';
import { outboxPut } from '../events/outbox';
import { planEntity } from '../storefront/plans/plan-entity';
import { withExpiryFlag } from './card-expiry';
import { presentSubscription } from './present-subscription';
import { settleRenewalSchedule } from './renewal-schedule';
import { billedStatuses, subscriptionEntity, type Subscription } from './subscription-entity';

/** The `subscription_*` events a change emits (`created`, `updated`, `renewed`, `payment_failed`, `paused`, `resumed`, `cancelled`, `expired`, `payment_method_expiring`). */
export type SubscriptionEvent =
  | 'created'
  | 'updated'
  | 'renewed'
  | 'payment_failed'
  | 'paused'
  | 'resumed'
  | 'cancelled'
  | 'expired'
  | 'payment_method_expiring';

/**
 * The events of one subscription write: never none. Every write carries at least one
 * `subscription_*` outbox record in its transaction, and that record is what the
 * ensureRenewalSchedule consumer repairs the renewal schedule from (functions/consumers/
 * ensure-renewal-schedule.ts), so a write without one could leave a schedule nothing repairs.
 */
export type SubscriptionEvents = readonly [SubscriptionEvent, ...SubscriptionEvent[]];

const isBilled = (subscription: Subscription | undefined) =>
  subscription !== undefined && (billedStatuses as readonly string[]).includes(subscription.status);

/**
 * The transaction items of a subscription write: the item conditioned on the version read (new:
 * on not existing; a lost race hands back the stored item, ALL_OLD) and one outbox record per
 * event. Every write re-checks the saved card against the next renewal (card-expiry.ts): the
 * write that first finds it expiring adds `payment_method_expiring`.
 */
export function subscriptionWrites(
  previous: Subscription | undefined,
  unflagged: Subscription,
  given: SubscriptionEvents,
  now: Date,
): WriteItem[] {
  const { next, newlyExpiring } = withExpiryFlag(previous, unflagged);
  const events: readonly SubscriptionEvent[] = newlyExpiring ? [...given, 'payment_method_expiring'] : given;
  const put: WriteItem = previous
    ? {
        Put: {
          Item: subscriptionEntity.toRecord(next),
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': previous.version },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      }
    : { Put: { Item: subscriptionEntity.toRecord(next), ConditionExpression: 'attribute_not_exists(pk)' } };
  const data = presentSubscription(next);
  return [
    put,
    ...events.map((event) =>
      outboxPut({ companyId: next.company_id, resource: 'subscription', event, data, occurredAt: now }),
    ),
  ];
}

/** How each plan's `subscribers_count` moves when a subscription starts or stops being billed (active or past_due), added into `into`. */
export function subscriberDeltas(
  previous: Subscription | undefined,
  next: Subscription,
  into = new Map<number, number>(),
): Map<number, number> {
  const add = (subscription: Subscription, delta: number) => {
    for (const id of new Set(subscription.lines.map((line) => line.subscription_plan_id)))
      into.set(id, (into.get(id) ?? 0) + delta);
  };
  if (isBilled(previous) && !isBilled(next)) add(previous!, -1);
  if (!isBilled(previous) && isBilled(next)) add(next, 1);
  return into;
}

/** One ADD per plan (a transaction may touch an item once, so several subscriptions on one plan add up first). */
export function subscriberCountWrites(companyId: number, deltas: ReadonlyMap<number, number>): WriteItem[] {
  return [...deltas]
    .filter(([, delta]) => delta !== 0)
    .map(([id, delta]) => ({
      Update: {
        Key: planEntity.key({ company_id: companyId, id }),
        UpdateExpression: 'ADD subscribers_count :n',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':n': delta },
      },
    }));
}

/**
 * Saves a change of a subscription with its events in one transaction (StaleWrite on a concurrent
 * change), then moves or removes its renewal schedule. A schedule call failing after the commit does
 * not fail the change: its `subscription_*` outbox record reaches the ensureRenewalSchedule
 * consumer, which brings the schedule in line.
 */
export async function saveSubscription(
  previous: Subscription,
  next: Subscription,
  events: SubscriptionEvents,
  now: Date,
  extra: readonly GuardedWrite[] = [],
): Promise<Subscription> {
  const items = [
    ...subscriptionWrites(previous, next, events, now),
    ...subscriberCountWrites(next.company_id, subscriberDeltas(previous, next)),
  ];
  const { failedIndex, failedItem } = await transactWrite([...items, ...extra.map((write) => write.item)]);
  if (failedIndex === 0) throw new StaleWrite(failedItem);
  if (failedIndex !== undefined) throw extra[failedIndex - items.length]?.refusal?.(failedItem) ?? new StaleWrite();
  const saved = withExpiryFlag(previous, next).next;
  await settleRenewalSchedule(saved).catch((error: Error) =>
    logger.warn('renewal schedule not moved after a subscription change; the ensureRenewalSchedule consumer will', {
      company_id: next.company_id,
      subscription_id: next.id,
      error,
    }),
  );
  return saved;
}
