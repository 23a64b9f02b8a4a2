/**
 * The event pipeline's shape as data: CDK builds the bus, rule and queues from it and the local
 * runtime's emulators follow the same names, patterns and retry limits, so the two cannot drift.
 */
export const pipelineDefinition = {
  /** Custom EventBridge bus the outbox relay publishes to. */
  busName: 'commerce-platform-events',
  /** `source` of every event the relay publishes. */
  eventSource: 'commerce-platform.outbox',
  /** Rule: every outbox event goes to the events queue (fan-out decides who gets it). */
  rules: [
    { name: 'outbox-to-events-queue', pattern: { source: ['commerce-platform.outbox'] }, targetQueue: 'events' },
    /** The events the dashboard rollups count (shared/domains/analytics). */
    {
      name: 'outbox-to-analytics-queue',
      pattern: {
        source: ['commerce-platform.outbox'],
        detail: { resource: ['order', 'subscription', 'member', 'customer'] },
      },
      targetQueue: 'analytics',
    },
  ],
  queues: {
    /** EventBridge → fan-out. A failing fan-out is retried a few times, then parked in the DLQ. */
    events: {
      name: 'commerce-platform-events',
      visibilityTimeoutSeconds: 180,
      maxReceiveCount: 5,
      batchSize: 10,
      maxConcurrency: 5,
    },
    /**
     * One message per delivery attempt: a retry is a new message (delayed up to 15 min, or released
     * from the table by the reconciler), never a hidden one, so failing receivers hold nothing in
     * flight. A receive count only grows when processing crashes, or after the last attempt while
     * the redrive policy moves the message to the DLQ.
     */
    deliveries: {
      name: 'commerce-platform-deliveries',
      visibilityTimeoutSeconds: 180,
      maxReceiveCount: 3,
      batchSize: 10,
      maxConcurrency: 20,
    },
    /** EventBridge → the analytics rollups: counters are idempotent per fact, so retries are safe. */
    analytics: {
      name: 'commerce-platform-analytics',
      visibilityTimeoutSeconds: 180,
      maxReceiveCount: 5,
      batchSize: 10,
      maxConcurrency: 2,
    },
  },
  /** Consumers' function timeout; queue visibility stays ≥ 6× this (AWS guidance for SQS sources). */
  consumerTimeoutSeconds: 30,
} as const;

export type QueueKey = keyof typeof pipelineDefinition.queues;

/** SQS's longest per-message delay (SendMessage DelaySeconds). */
export const MAX_MESSAGE_DELAY_SECONDS = 900;
