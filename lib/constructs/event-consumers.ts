import { Construct } from 'constructs';
import type { ConsumerDefinition } from '../../shared/edge/consumers/consumer-definition';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { grantScheduleManagement, type ReminderTarget } from '../function-resources';
import { ConsumerFunction, type ConsumerFunctionProps } from './consumer-function';
import type { CoreResources } from './core-resources';
import type { ReminderSchedules } from './reminder-schedules';

/** Manifest group names of the two kinds of one-time schedules (functions/manifest.ts `consumers`). */
const REMINDER_GROUP = 'company-event-reminders';
const RENEWAL_GROUP = 'subscription-renewals';

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
 * reminder target the API's schedules point at.
 */
export class EventConsumers extends Construct {
  /** Each consumer, by consumer id. */
  readonly consumers: ReadonlyMap<string, ConsumerFunction>;
  /** The reminder function, the role Scheduler invokes it with and the schedules' DLQ. */
  readonly reminderTarget: ReminderTarget;
  /** The renewal function, the role Scheduler invokes it with (only it) and the renewals' DLQ. */
  readonly renewalTarget: ReminderTarget;

  constructor(scope: Construct, id: string, props: EventConsumersProps) {
    super(scope, id);
    const { core } = props;
    // Each schedule group has a single target function and role.
    const groups: Record<string, ReminderSchedules> = { [REMINDER_GROUP]: core.reminderSchedules, [RENEWAL_GROUP]: core.renewalSchedules };
    const scheduled = props.consumers.filter((consumer) => consumer.trigger.kind === 'schedule').map((consumer) => (consumer.trigger as { group: string }).group);
    if (scheduled.length !== 2 || !scheduled.includes(REMINDER_GROUP) || !scheduled.includes(RENEWAL_GROUP)) throw new Error(`Expected one schedule consumer per group (${Object.keys(groups).join(', ')}), found ${scheduled.join(', ')}`);
    const resources = core.functionResources({ mailFrom: props.mailFrom });
    const sources = { table: core.table.table, pipeline: core.pipeline, scheduleGroups: groups };

    // The schedule targets first: the other consumers may then manage their schedules ('renewal-schedules', 'reminder-schedules').
    const consumers = new Map<string, ConsumerFunction>();
    const build = (consumer: ConsumerDefinition, available: typeof resources) =>
      consumers.set(
        consumer.id,
        new ConsumerFunction(this, consumer.id, { consumer, table: core.table.table, sources, resources: available, environment: props.environment, functionOptions: props.functionOptions }),
      );
    const isTarget = (consumer: ConsumerDefinition) => consumer.trigger.kind === 'schedule';
    for (const consumer of props.consumers.filter(isTarget)) build(consumer, resources);

    const targetOf = (group: string): ReminderTarget => {
      const consumer = props.consumers.find((candidate) => candidate.trigger.kind === 'schedule' && candidate.trigger.group === group)!;
      const fn = consumers.get(consumer.id)!;
      return { groupName: groups[group]!.groupName, function: fn.handlerFunction.function, schedulerRole: fn.schedulerRole!, deadLetterQueue: groups[group]!.deadLetter.queue };
    };
    this.reminderTarget = targetOf(REMINDER_GROUP);
    this.renewalTarget = targetOf(RENEWAL_GROUP);
    for (const consumer of props.consumers.filter((candidate) => !isTarget(candidate))) build(consumer, { ...resources, reminders: this.reminderTarget, renewals: this.renewalTarget });
    this.consumers = consumers;
    // The renewal function moves its own subscription's schedule: the group, role and DLQ from
    // here; its own ARN from its invocation context (its environment cannot reference itself).
    const renewer = this.renewalTarget.function as LambdaFunction;
    renewer.addEnvironment('RENEWAL_SCHEDULE_GROUP_NAME', this.renewalTarget.groupName);
    renewer.addEnvironment('RENEWAL_SCHEDULER_ROLE_ARN', this.renewalTarget.schedulerRole.roleArn);
    renewer.addEnvironment('RENEWAL_DLQ_ARN', this.renewalTarget.deadLetterQueue.queueArn);
    grantScheduleManagement(renewer, this.renewalTarget);
  }
}
