import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import type { WriteItem } from '../../platform/db/transact';
import { addCounters } from './counter-writes';
import { orderFacts, type OrderRollupFacts, type RollupFact } from './order-facts';
import { rollupKeys, utcDay } from './rollup-keys';

/** A pipeline event as the rollups read it (the outbox record on the bus). */
export interface RollupEvent {
  event_id: string;
  company_id: number;
  resource: string;
  event: string;
  data: Record<string, unknown>;
  occurred_at: string;
}

type Subscription = { id: number; country_code?: string };

/**
 * The facts an event adds. Orders count by their own facts (placement, refunds, cancellation);
 * every other event is one fact keyed by its event id. Events the dashboard does not show add none.
 */
export async function eventFacts(event: RollupEvent): Promise<RollupFact[]> {
  const companyId = event.company_id;
  const day = utcDay(event.occurred_at);
  const once = (writes: WriteItem[]): RollupFact[] => [{ key: `event#${event.event_id}`, writes }];
  // An outbox record's data is its resource object itself (the webhook wraps it under the resource name).
  if (event.resource === 'order' && typeof event.data.id === 'number')
    return orderFacts(companyId, event.data as unknown as OrderRollupFacts);
  if (event.resource === 'member' && event.event === 'created') {
    const member = event.data as { type?: string; country_code?: string | null };
    if (member.type !== 'rep') return [];
    return once([addCounters(rollupKeys.day(companyId, day, member.country_code || 'ZZ'), { new_reps: 1 })]);
  }
  if (event.resource === 'customer' && event.event === 'created') {
    const customer = event.data as { addresses?: { country_code?: string }[] };
    const country = customer.addresses?.[0]?.country_code || 'ZZ';
    return once([addCounters(rollupKeys.day(companyId, day, country), { new_customers: 1 })]);
  }
  if (event.resource !== 'subscription') return [];
  const subscription = event.data as Subscription;
  if (typeof subscription.id !== 'number') return [];
  const country = subscription.country_code || 'ZZ';
  const dayCounters = (deltas: Record<string, number>) => addCounters(rollupKeys.day(companyId, day, country), deltas);
  const gauge = (deltas: Record<string, number>) => addCounters(rollupKeys.autoship(companyId, country), deltas);
  const pastDueKey = rollupKeys.pastDue(companyId, subscription.id);
  switch (event.event) {
    case 'created':
      return once([dayCounters({ autoship_created: 1 }), gauge({ active: 1 })]);
    case 'payment_failed': {
      // The first failure of a cycle makes it past due; later retries only count as failed payments.
      const wasPastDue = await isPastDue(pastDueKey);
      return once([
        dayCounters({ failed_payments: 1 }),
        ...(wasPastDue
          ? []
          : [
              gauge({ past_due: 1 }),
              {
                Put: {
                  Item: { ...pastDueKey, entity: 'analytics_past_due' },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ]),
      ]);
    }
    case 'renewed': {
      const recovered = await isPastDue(pastDueKey);
      return once([
        dayCounters({ autoship_renewed: 1, ...(recovered ? { autoship_recovered: 1 } : {}) }),
        ...(recovered
          ? [gauge({ past_due: -1 }), { Delete: { Key: pastDueKey, ConditionExpression: 'attribute_exists(pk)' } }]
          : []),
      ]);
    }
    case 'cancelled':
    case 'expired': {
      const wasPastDue = await isPastDue(pastDueKey);
      return once([
        dayCounters({ autoship_cancelled: 1 }),
        gauge({ active: -1, ...(wasPastDue ? { past_due: -1 } : {}) }),
        ...(wasPastDue ? [{ Delete: { Key: pastDueKey, ConditionExpression: 'attribute_exists(pk)' } }] : []),
      ]);
    }
    default:
      return [];
  }
}

/**
 * Read before the transaction; the past-due marker's write is conditioned on what was read, so a
 * concurrent event for the same subscription fails the transaction and is retried with the new state.
 */
async function isPastDue(key: { pk: string; sk: string }): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item !== undefined;
}
