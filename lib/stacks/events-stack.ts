import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { ConsumerDefinition } from '../../shared/edge/consumers/consumer-definition';
import type { CoreResources } from '../constructs/core-resources';
import { EventConsumers, type EventConsumersProps } from '../constructs/event-consumers';

/** Properties of {@link EventsStack}. */
export interface EventsStackProps extends StackProps {
  /** The manifest's consumers. */
  readonly consumers: readonly ConsumerDefinition[];
  /** Shared resources of the core stack (table stream, bus, queues, schedule group). */
  readonly core: CoreResources;
  /** Environment shared by every function (from the API stack: it holds the API's URL). */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * SES-verified sender (MAIL_FROM).
   * @default - unset
   */
  readonly mailFrom?: string;
  /** @default - the defaults of HandlerFunction */
  readonly functionOptions?: EventConsumersProps['functionOptions'];
}

/**
 * The consumers of the event pipeline and the scheduler: the outbox relay on the table stream,
 * fan-out and delivery on the queues, the reminder function and the role Scheduler invokes it
 * with. Deployed after the API stack (their environment names the API's URL) and before the route
 * stacks whose schedules target the reminder function.
 */
export class EventsStack extends Stack {
  /** The consumers and the reminder target. */
  readonly consumers: EventConsumers;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    this.consumers = new EventConsumers(this, 'Consumers', {
      consumers: props.consumers,
      core: props.core,
      environment: props.environment,
      mailFrom: props.mailFrom,
      functionOptions: props.functionOptions,
    });
  }
}
