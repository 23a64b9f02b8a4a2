import { Construct } from 'constructs';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ConsumerDefinition } from '../../shared/edge/consumers/consumer-definition';
import { scheduleGroupEntries, type ScheduleGroupName } from '../../shared/edge/consumers/schedule-groups';
import { grantScheduleManagement, scheduleGroupEnvironment, type ScheduleTarget } from '../function-resources';
import { ConsumerFunction, type ConsumerFunctionProps } from './consumer-function';
import type { CoreResources } from './core-resources';

/** Properties of {@link EventConsumers}. */
export interface EventConsumersProps {
  /** The manifest's consumers (normally `consumers` of functions/manifest.ts). */
  readonly consumers: readonly ConsumerDefinition[];
  /** The stateful resources the consumers read from and write to. */
  readonly core: CoreResources;
  /** Environment variables shared by every function. */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * SES-verified sender (for a consumer that uses 'mail').
   * @default - unset
   */
  readonly mailFrom?: string;
  /** @default - the defaults of HandlerFunction */
  readonly functionOptions?: ConsumerFunctionProps['functionOptions'];
}

/**
 * Every function invoked by the event pipeline or the scheduler rather than by HTTP, and the
 * targets the schedule groups' schedules point at.
 */
export class EventConsumers extends Construct {
  /** Each consumer, by consumer id. */
  readonly consumers: ReadonlyMap<string, ConsumerFunction>;
  /** Each schedule group's target: its consumer's function, the role Scheduler invokes it with, the group's DLQ. */
  readonly scheduleTargets: Readonly<Record<ScheduleGroupName, ScheduleTarget>>;

  constructor(scope: Construct, id: string, props: EventConsumersProps) {
    super(scope, id);
    const { core } = props;
    const resources = core.functionResources({ mailFrom: props.mailFrom });
    const sources = { table: core.table.table, pipeline: core.pipeline, scheduleGroups: core.scheduleGroups };
    const consumers = new Map<string, ConsumerFunction>();
    const build = (consumer: ConsumerDefinition, available: typeof resources) =>
      consumers.set(
        consumer.id,
        new ConsumerFunction(this, consumer.id, {
          consumer,
          table: core.table.table,
          sources,
          resources: available,
          environment: props.environment,
          functionOptions: props.functionOptions,
        }),
      );

    // The schedule targets first: the other consumers may then manage a group's schedules (its `resource`).
    const targets = scheduleGroupEntries.map(([name, group]) => {
      const targeting = props.consumers.filter(
        (consumer) => consumer.trigger.kind === 'schedule' && consumer.trigger.group === name,
      );
      // One function and one Scheduler role per group.
      if (targeting.length !== 1)
        throw new Error(
          `Expected one schedule consumer per group: ${name} has ${targeting.length} (${targeting.map((consumer) => consumer.id).join(', ')})`,
        );
      const fn = build(targeting[0]!, resources).get(targeting[0]!.id)!;
      const schedules = core.scheduleGroups[name];
      const target: ScheduleTarget = {
        groupName: schedules.groupName,
        function: fn.handlerFunction.function,
        schedulerRole: fn.schedulerRole!,
        deadLetterQueue: schedules.deadLetter.queue,
      };
      return { name, group, target };
    });
    this.scheduleTargets = Object.fromEntries(targets.map(({ name, target }) => [name, target])) as Record<
      ScheduleGroupName,
      ScheduleTarget
    >;
    for (const consumer of props.consumers.filter((candidate) => candidate.trigger.kind !== 'schedule'))
      build(consumer, { ...resources, scheduleTargets: this.scheduleTargets });
    this.consumers = consumers;

    // A target that moves its own schedules gets the group, role and DLQ from here; its own ARN
    // from its invocation context (its environment cannot reference itself).
    for (const { group, target } of targets.filter(({ group }) => group.targetManagesSchedules)) {
      const fn = target.function as LambdaFunction;
      for (const [name, value] of Object.entries(scheduleGroupEnvironment(group, target)))
        fn.addEnvironment(name, value);
      grantScheduleManagement(fn, target);
    }
  }
}
