import type { ConsumerDefinition } from '../shared/consumers/consumer-definition';
import type { RouteResource } from '../shared/http/route';
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
}

/** Access of every consumer of the manifest, by consumer id (a test keeps it complete). */
export const consumerAccess: Readonly<Record<string, ConsumerAccess>> = {
  // Reads the event and the company's reps; writes one notification per reminded rep.
  sendEventReminder: { table: 'readWrite' },
  // Claims the notification (conditional update) before mailing it; reads the event.
  emailEventNotification: { table: 'readWrite' },
  // Reads the stream (the event source mapping grants it); publishes to the bus; unmarks the
  // published outbox records for the reconciler.
  relayOutbox: { table: 'readWrite', consumerOnly: ['event-bus'] },
  // Queries the reconciler's sparse index; re-publishes outbox records, re-enqueues deliveries.
  reconcilePipeline: { table: 'readWrite', consumerOnly: ['event-bus'] },
  // Reads subscriptions, writes deliveries.
  fanOutEvent: { table: 'readWrite' },
  // Reads and updates deliveries and subscriptions; sends short retries as new delayed messages
  // (the manifest's `uses`), and makes exhausted messages visible for the redrive (granted with the
  // queue event source).
  deliverWebhook: { table: 'readWrite' },
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

/**
 * Name of the schedule group company event reminders live in: the `group` of the manifest's one
 * schedule consumer. Its target, role and DLQ are single resources, so exactly one must exist.
 */
export function scheduleGroupOf(consumers: readonly ConsumerDefinition[]): string {
  const groups = consumers.flatMap((consumer) => (consumer.trigger.kind === 'schedule' ? [consumer.trigger.group] : []));
  if (groups.length !== 1) throw new Error(`Expected exactly one schedule consumer, found ${groups.length}`);
  return groups[0]!;
}
