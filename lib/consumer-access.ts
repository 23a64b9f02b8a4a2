import type { ConsumerDefinition } from '../shared/edge/consumers/consumer-definition';
import type { RouteResource } from '../shared/platform/route-resources';
import type { FunctionResource } from './function-resources';
import type { TableAccess } from './table-access';

/**
 * What a consumer touches that its manifest entry does not say: table access, and resources only
 * consumers use. Its trigger's own access (stream read, queue receive, delete and visibility
 * changes) comes with the event source mapping; the manifest's `uses` adds the rest.
 */
export interface ConsumerAccess {
  /**
   * Table access of the function.
   * @default - none
   */
  readonly table?: TableAccess;
  /**
   * Resources no route may use, so the manifest's `uses` (RouteResource) cannot name them.
   * @default []
   */
  readonly consumerOnly?: readonly Exclude<FunctionResource, RouteResource>[];
  /**
   * Concurrency reserved for (and capping) the function: an API traffic spike cannot take the
   * pipeline's share of the account, and a pipeline backlog cannot take the API's. A queue
   * consumer's must cover its mapping's `maxConcurrency` (checked at synthesis).
   */
  readonly reservedConcurrency: number;
  /**
   * Whether the function reads the service's key secrets (it awaits `serviceKeysReady`); only
   * then does it get their ARNs and the right to read them.
   * @default false
   */
  readonly serviceKeys?: boolean;
}

/** Access of every consumer of the manifest, by consumer id (a test keeps it complete). */
export const consumerAccess: Readonly<Record<string, ConsumerAccess>> = {
  // Reads the event and the company's reps; writes one notification per reminded rep. Reminders
  // due at the same minute queue up behind 10 (Scheduler retries throttled invocations).
  sendEventReminder: { table: 'readWrite', reservedConcurrency: 10 },
  // Claims the cycle, re-prices, places the order and moves the subscription (one transaction).
  // Re-pricing calls the shop's tax and shipping callbacks, signed with their sealed verification
  // tokens: it opens them with the sealing key. Renewals due at the same instant queue up behind
  // 20 (Scheduler retries throttled invocations).
  renewSubscription: { table: 'readWrite', reservedConcurrency: 20, serviceKeys: true },
  // Reads the created subscription and creates (or moves) its schedule. Write access only for the
  // local runtime, whose scheduler keeps schedules in the table (the suite audit judges those
  // writes as this function's); deployed it reads one item. One invocation per stream shard.
  ensureRenewalSchedule: { table: 'readWrite', reservedConcurrency: 5 },
  // Claims the notification (conditional update) before mailing it; reads the event. 10 at a
  // time also keeps the mail rate inside SES's default sending quota.
  emailEventNotification: { table: 'readWrite', reservedConcurrency: 10 },
  // Reads the stream (the event source mapping grants it); publishes to the bus; deletes the
  // published outbox records. One invocation per stream shard: 20 covers a large on-demand table.
  relayOutbox: { table: 'readWrite', consumerOnly: ['event-bus'], reservedConcurrency: 20 },
  // Queries the reconciler's sparse index; re-publishes outbox records, re-enqueues deliveries.
  // One run at a time: overlapping runs would only repeat each other's work.
  reconcilePipeline: { table: 'readWrite', consumerOnly: ['event-bus'], reservedConcurrency: 1 },
  // Reads subscriptions, writes deliveries (the events queue's maxConcurrency).
  fanOutEvent: { table: 'readWrite', reservedConcurrency: 5 },
  // Reads and updates deliveries and subscriptions; opens the sealed signing secrets; sends short
  // retries as new delayed messages (the manifest's `uses`) and makes exhausted messages visible
  // for the redrive (granted with the queue event source). The deliveries queue's maxConcurrency.
  deliverWebhook: { table: 'readWrite', reservedConcurrency: 20, serviceKeys: true },
};

/** The access of a consumer; throws for a consumer the table does not list, so none ships unauthorized. */
export function consumerAccessFor(consumer: Pick<ConsumerDefinition, 'id'>): ConsumerAccess {
  const access = consumerAccess[consumer.id];
  if (!access) throw new Error(`No entry for consumer ${consumer.id} in lib/consumer-access.ts`);
  return access;
}

/** Every resource a consumer uses: its manifest `uses` and its consumer-only resources. */
export function consumerResources(consumer: ConsumerDefinition): FunctionResource[] {
  return [...(consumer.uses ?? []), ...(consumerAccessFor(consumer).consumerOnly ?? [])];
}
