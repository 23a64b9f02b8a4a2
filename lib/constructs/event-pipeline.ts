import { Duration } from 'aws-cdk-lib';
import { EventBus, Rule, type EventPattern } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { pipelineDefinition, type QueueKey } from '../../shared/domains/events/pipeline-definition';
import { DeadLetterQueue } from './dead-letter-queue';

/** One queue of a {@link PipelineSpec}. */
export interface PipelineQueueSpec {
  readonly name: string;
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
  readonly batchSize: number;
  readonly maxConcurrency: number;
}

/** The shape of `pipelineDefinition`, widened so tests can build variants of it. */
export interface PipelineSpec {
  readonly busName: string;
  readonly eventSource: string;
  readonly rules: readonly { readonly name: string; readonly pattern: object; readonly targetQueue: QueueKey }[];
  readonly queues: Readonly<Record<QueueKey, PipelineQueueSpec>>;
  readonly consumerTimeoutSeconds: number;
}

/** Properties of {@link EventPipeline}. */
export interface EventPipelineProps {
  /**
   * Bus, rules and queues to build.
   * @default pipelineDefinition (shared/domains/events/pipeline-definition.ts, which the local runtime follows too)
   */
  readonly definition?: PipelineSpec;
}

/** A pipeline queue and the DLQ its redrive policy parks messages in. */
export interface PipelineQueue {
  readonly queue: Queue;
  readonly deadLetter: DeadLetterQueue;
}

/** AWS guidance for SQS event sources: visibility timeout at least six times the function timeout. */
export const VISIBILITY_TO_TIMEOUT_RATIO = 6;

/**
 * How long a pipeline message may wait in its queue. A delivery lives through its whole retry
 * schedule (about 28 hours) in the deliveries queue; four days leave room for an outage on top.
 */
export const pipelineQueueRetention = Duration.days(4);

/**
 * The event pipeline's stateful half, built from the pipeline definition: the custom bus, its
 * rules targeting SQS, and each queue with a DLQ (redrive after `maxReceiveCount` receives) and
 * an alarm on that DLQ. The consumers that read the queues live with the other functions.
 */
export class EventPipeline extends Construct {
  /** The custom bus the outbox relay publishes to. */
  readonly bus: EventBus;
  /** Each pipeline queue with its DLQ, by queue key. */
  readonly queues: Readonly<Record<QueueKey, PipelineQueue>>;
  /** The definition this pipeline was built from. */
  readonly definition: PipelineSpec;

  constructor(scope: Construct, id: string, props: EventPipelineProps = {}) {
    super(scope, id);
    const definition = props.definition ?? pipelineDefinition;
    assertPipelineDefinition(definition);
    this.definition = definition;

    this.bus = new EventBus(this, 'Bus', { eventBusName: definition.busName });

    const queues = {} as Record<QueueKey, PipelineQueue>;
    for (const [key, spec] of Object.entries(definition.queues) as [QueueKey, PipelineQueueSpec][]) {
      const deadLetter = new DeadLetterQueue(this, `${capitalize(key)}DeadLetter`, {
        queueName: `${spec.name}-dlq`,
        purpose: `${key} queue messages that failed ${spec.maxReceiveCount} receives`,
      });
      const queue = new Queue(this, `${capitalize(key)}Queue`, {
        queueName: spec.name,
        visibilityTimeout: Duration.seconds(spec.visibilityTimeoutSeconds),
        retentionPeriod: pipelineQueueRetention,
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetter.queue, maxReceiveCount: spec.maxReceiveCount },
      });
      queues[key] = { queue, deadLetter };
    }
    this.queues = queues;

    for (const rule of definition.rules) {
      const target = queues[rule.targetQueue];
      new Rule(this, `Rule-${rule.name}`, {
        eventBus: this.bus,
        ruleName: rule.name,
        description: `Pipeline rule ${rule.name}: matching events go to the ${rule.targetQueue} queue`,
        // The definition holds the pattern in EventBridge's own JSON; CDK passes keys through.
        eventPattern: structuredClone(rule.pattern) as EventPattern,
        // Events EventBridge cannot put on the queue land in the same DLQ as failed messages.
        targets: [new SqsQueue(target.queue, { deadLetterQueue: target.deadLetter.queue })],
      });
    }
  }
}

/**
 * Refuses a definition the AWS side cannot honour: a visibility timeout under six function
 * timeouts (Lambda's SQS poller would see in-flight messages reappear while retrying), batch
 * sizes above 10 (would need a batching window) and Lambda's bounds on the other settings.
 */
export function assertPipelineDefinition(definition: PipelineSpec): void {
  const problems: string[] = [];
  const minimumVisibility = VISIBILITY_TO_TIMEOUT_RATIO * definition.consumerTimeoutSeconds;
  for (const [key, spec] of Object.entries(definition.queues) as [QueueKey, PipelineQueueSpec][]) {
    if (spec.visibilityTimeoutSeconds < minimumVisibility) {
      problems.push(
        `${key}: visibility timeout ${spec.visibilityTimeoutSeconds} s is under ${VISIBILITY_TO_TIMEOUT_RATIO} × the ${definition.consumerTimeoutSeconds} s consumer timeout (${minimumVisibility} s)`,
      );
    }
    if (!Number.isInteger(spec.maxReceiveCount) || spec.maxReceiveCount < 1 || spec.maxReceiveCount > 1000)
      problems.push(`${key}: maxReceiveCount must be 1-1000`);
    if (!Number.isInteger(spec.batchSize) || spec.batchSize < 1 || spec.batchSize > 10)
      problems.push(`${key}: batchSize must be 1-10`);
    if (!Number.isInteger(spec.maxConcurrency) || spec.maxConcurrency < 2 || spec.maxConcurrency > 1000)
      problems.push(`${key}: maxConcurrency must be 2-1000`);
  }
  for (const rule of definition.rules) {
    if (!(rule.targetQueue in definition.queues)) problems.push(`rule ${rule.name}: no queue ${rule.targetQueue}`);
  }
  if (problems.length > 0) throw new Error(`Invalid pipeline definition:\n  ${problems.join('\n  ')}`);
}

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
