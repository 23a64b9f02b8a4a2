import { Construct } from 'constructs';
import type { ConsumerDefinition } from '../../shared/consumers/consumer-definition';
import type { ReminderTarget } from '../function-resources';
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
 * reminder target the API's schedules point at.
 */
export class EventConsumers extends Construct {
  /** Each consumer, by consumer id. */
  readonly consumers: ReadonlyMap<string, ConsumerFunction>;
  /** The reminder function, the role Scheduler invokes it with and the schedules' DLQ. */
  readonly reminderTarget: ReminderTarget;

  constructor(scope: Construct, id: string, props: EventConsumersProps) {
    super(scope, id);
    const { core } = props;
    // The reminder target is a single function, role and group.
    const schedules = props.consumers.filter((consumer) => consumer.trigger.kind === 'schedule').length;
    if (schedules !== 1) throw new Error(`Expected exactly one schedule consumer, found ${schedules}`);
    const resources = core.functionResources({ mailFrom: props.mailFrom });
    const sources = { table: core.table.table, pipeline: core.pipeline, reminderSchedules: core.reminderSchedules };

    const consumers = new Map<string, ConsumerFunction>();
    for (const consumer of props.consumers) {
      consumers.set(
        consumer.id,
        new ConsumerFunction(this, consumer.id, {
          consumer,
          table: core.table.table,
          sources,
          resources,
          environment: props.environment,
          functionOptions: props.functionOptions,
        }),
      );
    }
    this.consumers = consumers;

    const reminder = [...consumers.values()].find((consumer) => consumer.schedulerRole)!;
    this.reminderTarget = {
      groupName: core.reminderSchedules.groupName,
      function: reminder.handlerFunction.function,
      schedulerRole: reminder.schedulerRole!,
      deadLetterQueue: core.reminderSchedules.deadLetter.queue,
    };
  }
}
