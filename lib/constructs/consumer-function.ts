import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { ConsumerDefinition } from '../../shared/edge/consumers/consumer-definition';
import { consumerResources } from '../../shared/edge/consumers/consumer-access';
import { wireTrigger, type TriggerSources } from '../consumer-triggers';
import { grantResources, resourceEnvironment, type FunctionResources } from '../function-resources';
import { grantTableAccess } from '../table-access';
import { withoutKeySecrets } from '../service-key-access';
import { HandlerFunction, type HandlerFunctionOptions } from './handler-function';

/** Properties of {@link ConsumerFunction}. */
export interface ConsumerFunctionProps {
  /** The manifest consumer. */
  readonly consumer: ConsumerDefinition;
  /** The table (access per the consumer's `access.table`). */
  readonly table: ITable;
  /** What the consumer's trigger attaches to. */
  readonly sources: TriggerSources;
  /** The resources a consumer's access may name. */
  readonly resources: FunctionResources;
  /** Environment variables shared by every function. */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * Tuning of the function; the timeout is always the pipeline's consumer timeout, which the
   * queues' visibility timeouts are sized against.
   * @default - the defaults of {@link HandlerFunction}
   */
  readonly functionOptions?: Omit<HandlerFunctionOptions, 'timeout'>;
}

/**
 * One manifest consumer: its function (same bundling, runtime and logs as a route's) with the
 * access its entry declares (table, resources, reserved concurrency, the key secrets only if it
 * reads them), and its trigger: a filtered stream mapping, a queue mapping with batch item
 * failures, a rate rule, or the role EventBridge Scheduler invokes it with.
 */
export class ConsumerFunction extends Construct {
  /** The manifest consumer this function runs. */
  readonly consumer: ConsumerDefinition;
  /** The function. */
  readonly handlerFunction: HandlerFunction;
  /** The role Scheduler assumes, for a 'schedule' consumer. */
  readonly schedulerRole?: Role;

  constructor(scope: Construct, id: string, props: ConsumerFunctionProps) {
    super(scope, id);
    const { consumer, resources, sources } = props;
    this.consumer = consumer;
    const { access } = consumer;
    const uses = consumerResources(access);
    if (consumer.trigger.kind === 'queue') {
      const { maxConcurrency } = sources.pipeline.definition.queues[consumer.trigger.queue];
      if (access.reservedConcurrency < maxConcurrency) {
        throw new Error(
          `Consumer ${consumer.id} reserves ${access.reservedConcurrency} but its queue mapping may run ${maxConcurrency} at once: the surplus would be throttled`,
        );
      }
    }

    this.handlerFunction = new HandlerFunction(this, 'Function', {
      ...props.functionOptions,
      timeout: Duration.seconds(sources.pipeline.definition.consumerTimeoutSeconds),
      handler: consumer.handler,
      description: `${consumer.description} (${consumer.id})`,
      environment: {
        ...(access.serviceKeys ? props.environment : withoutKeySecrets(props.environment)),
        ...resourceEnvironment(uses, resources),
      },
      reservedConcurrency: access.reservedConcurrency,
    });
    const fn = this.handlerFunction.function;
    if (access.table) grantTableAccess(props.table, fn, access.table);
    grantResources(fn, uses, resources);
    this.schedulerRole = wireTrigger(this, fn, consumer.trigger, sources).schedulerRole;
  }
}
