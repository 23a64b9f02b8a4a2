import { Duration, Stack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Construct } from 'constructs';
import { streamFilterPattern, type ConsumerTrigger } from '../shared/edge/consumers/consumer-definition';
import { queueUrlVariables } from '../shared/domains/events/queues';
import type { ScheduleGroupName } from '../shared/edge/consumers/schedule-groups';
import { DeadLetterQueue } from './constructs/dead-letter-queue';
import type { EventPipeline } from './constructs/event-pipeline';
import type { ReminderSchedules } from './constructs/reminder-schedules';
import { StreamFailureQueue } from './stream-failure-destination';

/** What consumer triggers attach to. */
export interface TriggerSources {
  /** The table whose stream feeds 'table-stream' consumers. */
  readonly table: ITable;
  /** The pipeline whose queues feed 'queue' consumers. */
  readonly pipeline: EventPipeline;
  /** The schedule group and DLQ of each 'schedule' consumer, by the manifest's group name. */
  readonly scheduleGroups: Readonly<Record<ScheduleGroupName, ReminderSchedules>>;
}

/** What wiring a trigger produced beyond the event source. */
export interface WiredTrigger {
  /** The role EventBridge Scheduler assumes to invoke a 'schedule' consumer. */
  readonly schedulerRole?: Role;
}

/**
 * Retries of a failing stream batch (halved each time by bisectBatchOnError) before its metadata
 * goes to the on-failure queue; the stream keeps records for 24 hours.
 */
export const STREAM_RETRY_ATTEMPTS = 10;

type TriggerWiring = {
  readonly [K in ConsumerTrigger['kind']]: (
    scope: Construct,
    fn: LambdaFunction,
    trigger: Extract<ConsumerTrigger, { kind: K }>,
    sources: TriggerSources,
  ) => WiredTrigger;
};

/** How each trigger kind of the manifest is built in AWS; the local runtime's emulators mirror these. */
export const consumerTriggers: TriggerWiring = {
  'table-stream'(scope, fn, trigger, { table }) {
    // Where the mapping reports a batch it gave up on (shard and sequence range, not the
    // records): the operator's cue to replay from the stream before the records expire.
    const failures = new DeadLetterQueue(scope, 'StreamFailures', {
      purpose: `${trigger.filter.resource ? `${trigger.filter.resource} ` : ''}${trigger.filter.entity} ${trigger.filter.eventName} stream batches ${fn.node.path} gave up on`,
    });
    fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: trigger.batchSize,
        bisectBatchOnError: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        reportBatchItemFailures: true,
        onFailure: new StreamFailureQueue(failures.queue),
        filters: [FilterCriteria.filter(streamFilterPattern(trigger.filter))],
      }),
    );
    return {};
  },

  queue(_scope, fn, trigger, { pipeline }) {
    const spec = pipeline.definition.queues[trigger.queue];
    const { queue } = pipeline.queues[trigger.queue];
    // Grants what the mapping polls with, plus ChangeMessageVisibility, which the delivery consumer
    // uses to hand an exhausted message to the redrive (deliver-batch.ts). CDK's grant's extra
    // read-only actions (the IAM audit reports them) are kept rather than re-implementing its binding.
    fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: spec.batchSize,
        maxConcurrency: spec.maxConcurrency,
        reportBatchItemFailures: true,
      }),
    );
    fn.addEnvironment(queueUrlVariables[trigger.queue], queue.queueUrl);
    return {};
  },

  schedule(scope, fn, trigger, { scheduleGroups }) {
    // trigger.group names the local runtime's group; in AWS the group's name is generated.
    const schedules = scheduleGroups[trigger.group];
    const stack = Stack.of(scope);
    const schedulerRole = new Role(scope, 'SchedulerRole', {
      description: `Assumed by EventBridge Scheduler to run the ${trigger.group} schedules`,
      // Only Scheduler, only for this account's schedules of this group (confused deputy).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com').withConditions({
        StringEquals: {
          'aws:SourceAccount': stack.account,
          'aws:SourceArn': stack.formatArn({
            service: 'scheduler',
            resource: 'schedule-group',
            resourceName: schedules.groupName,
          }),
        },
      }),
    });
    schedulerRole.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }));
    schedulerRole.addToPolicy(
      new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [schedules.deadLetter.queue.queueArn] }),
    );
    return { schedulerRole };
  },

  rate(scope, fn, trigger) {
    // A missed or failed run needs no DLQ: the next run, minutes later, does the same work.
    new Rule(scope, 'Schedule', {
      description: `Runs ${fn.node.path} every ${trigger.everyMinutes} minutes`,
      schedule: Schedule.rate(Duration.minutes(trigger.everyMinutes)),
      targets: [new LambdaTarget(fn, { retryAttempts: 2, maxEventAge: Duration.minutes(trigger.everyMinutes) })],
    });
    return {};
  },
};

/** Builds a consumer's trigger (event source or scheduler role) from the manifest. */
export function wireTrigger(
  scope: Construct,
  fn: LambdaFunction,
  trigger: ConsumerTrigger,
  sources: TriggerSources,
): WiredTrigger {
  const wiring = consumerTriggers[trigger.kind] as (
    scope: Construct,
    fn: LambdaFunction,
    trigger: ConsumerTrigger,
    sources: TriggerSources,
  ) => WiredTrigger;
  return wiring(scope, fn, trigger, sources);
}
