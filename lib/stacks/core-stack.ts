import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { CoreResources, type CoreResourcesProps } from '../constructs/core-resources';

/** Properties of {@link CoreStack}. */
export interface CoreStackProps extends StackProps {
  /**
   * Options of the shared resources.
   * @default - see {@link CoreResourcesProps}
   */
  readonly core?: CoreResourcesProps;
  /** Name of the reminder schedule group (the manifest's schedule consumer's `group`). */
  readonly scheduleGroupName: string;
}

/**
 * The stateful stack (table, keys, event bus and queues, media bucket, schedule group; see
 * {@link CoreResources}). It changes rarely and nothing in it depends on the API, so API deploys
 * never touch data.
 */
export class CoreStack extends Stack {
  /** The shared resources; other stacks reference them (CloudFormation exports). */
  readonly core: CoreResources;

  constructor(scope: Construct, id: string, props: CoreStackProps) {
    super(scope, id, props);
    this.core = new CoreResources(this, 'Core', { ...props.core, scheduleGroupName: props.scheduleGroupName });
  }
}
