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
}

/**
 * The stateful stack (table, cursor key; event bus and queues join {@link CoreResources}).
 * It changes rarely and nothing in it depends on the API, so API deploys never touch data.
 */
export class CoreStack extends Stack {
  /** The shared resources; other stacks reference them (CloudFormation exports). */
  readonly core: CoreResources;

  constructor(scope: Construct, id: string, props: CoreStackProps = {}) {
    super(scope, id, props);
    this.core = new CoreResources(this, 'Core', props.core);
  }
}
