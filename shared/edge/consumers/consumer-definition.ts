import type { QueueKey } from '../../events/pipeline-definition';
import type { RouteResource } from '../http/route';

/** What invokes a non-HTTP function. */
export type ConsumerTrigger =
  /** The table's stream, filtered to the records the consumer wants (Lambda FilterCriteria). */
  | { kind: 'table-stream'; filter: { entity: string; eventName: 'INSERT' | 'MODIFY' | 'REMOVE' }; batchSize: number }
  /** An SQS queue of the event pipeline, with ReportBatchItemFailures. */
  | { kind: 'queue'; queue: QueueKey }
  /** EventBridge Scheduler one-time schedules (company event reminders). */
  | { kind: 'schedule'; group: string }
  /** A recurring EventBridge schedule (a timer in the local runtime); the function gets a ScheduledEvent. */
  | { kind: 'rate'; everyMinutes: number };

/** A function that consumes events rather than HTTP requests; listed in the manifest beside routes. */
export interface ConsumerDefinition {
  readonly id: string;
  /** Handler module under functions/, e.g. `consumers/relay-outbox`. */
  readonly handler: string;
  readonly trigger: ConsumerTrigger;
  readonly description: string;
  /** AWS resources beyond the table and its trigger that the function uses. @default [] */
  readonly uses?: readonly RouteResource[];
}
