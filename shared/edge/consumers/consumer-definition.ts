import type { QueueKey } from '../../domains/events/pipeline-definition';
import type { ConsumerAccess } from './consumer-access';
import type { ScheduleGroupName } from './schedule-groups';

/** The stream records a table-stream consumer is invoked with. */
export interface StreamFilter {
  readonly entity: string;
  readonly eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** The `resource` attribute of the item (an outbox record's: `subscription`, `order`, ...). @default any */
  readonly resource?: string;
}

/**
 * The record pattern of a stream filter, as Lambda FilterCriteria takes it and the local runtime
 * matches it: one definition, so the deployed mapping and the emulator cannot drift.
 */
export function streamFilterPattern(filter: StreamFilter): {
  dynamodb: { NewImage: Record<string, { S: string[] }> };
  eventName: string[];
} {
  const image: Record<string, { S: string[] }> = { entity: { S: [filter.entity] } };
  if (filter.resource !== undefined) image.resource = { S: [filter.resource] };
  return { dynamodb: { NewImage: image }, eventName: [filter.eventName] };
}

/** What invokes a non-HTTP function. */
export type ConsumerTrigger =
  /**
   * The table's stream, filtered to the records the consumer wants (Lambda FilterCriteria): by the
   * item's entity and the event name, and for outbox records optionally by the event's `resource`.
   */
  | { kind: 'table-stream'; filter: StreamFilter; batchSize: number }
  /** An SQS queue of the event pipeline, with ReportBatchItemFailures. */
  | { kind: 'queue'; queue: QueueKey }
  /** The one-time EventBridge Scheduler schedules of a group (shared/edge/consumers/schedule-groups.ts). */
  | { kind: 'schedule'; group: ScheduleGroupName }
  /** A recurring EventBridge schedule (a timer in the local runtime); the function gets a ScheduledEvent. */
  | { kind: 'rate'; everyMinutes: number };

/**
 * A function that consumes events rather than HTTP requests: its one declaration, read by CDK
 * (function, trigger, grants), the local runtime's emulators and its handler (the stream filter).
 */
export interface ConsumerDefinition {
  readonly id: string;
  /** Handler module under functions/, e.g. `consumers/relay-outbox`. */
  readonly handler: string;
  readonly trigger: ConsumerTrigger;
  readonly description: string;
  /** What the function may touch beyond its trigger. */
  readonly access: ConsumerAccess;
}
