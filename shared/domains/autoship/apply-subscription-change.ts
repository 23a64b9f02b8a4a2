import { retryStaleWrites, StaleWrite } from '../../platform/db/retry-stale-write';
import { supersededBy } from '../../platform/db/superseded-write';
import { Conflict } from '../../platform/errors/domain-error';
import { saveSubscription, type SubscriptionEvents } from './save-subscription';
import { subscriptionEntity, type Subscription } from './subscription-entity';
import { getSubscription } from './subscription-store';

/** 409 for a change the subscription's status does not allow. */
export const conflict = (subscription: Subscription, action: string) =>
  new Conflict(`A ${subscription.status} subscription cannot be ${action}`);

/**
 * Reads the subscription, applies `change` (which answers the next state and its events, or throws
 * 409/422), and saves it with its events, moving or removing its one renewal schedule. A write
 * that loses to a concurrent change is re-applied on the state the failed write handed back; when
 * `sets` names the values the change sets and the winners changed every one of them, it is
 * superseded and answers their state instead (docs/api.md "Concurrent writes").
 */
export async function changeSubscription(
  companyId: number,
  id: number,
  now: Date,
  change: (
    current: Subscription,
  ) => Promise<{ next: Subscription; events: SubscriptionEvents }> | { next: Subscription; events: SubscriptionEvents },
  sets?: (subscription: Subscription) => unknown[],
): Promise<Subscription> {
  return retryStaleWrites(
    async (latest) => {
      const current = latest ? subscriptionEntity.fromRecord(latest) : await getSubscription(companyId, id);
      const { next, events } = await change(current);
      try {
        return await saveSubscription(
          current,
          { ...next, version: current.version + 1, updated_at: now.toISOString() },
          events,
          now,
        );
      } catch (error) {
        if (!(error instanceof StaleWrite) || !sets || !error.latest) throw error;
        const winner = subscriptionEntity.fromRecord(error.latest);
        if (supersededBy(sets(current), sets(winner))) return winner;
        throw error;
      }
    },
    { conflictMessage: 'The subscription is being changed by other requests; try again' },
  );
}
