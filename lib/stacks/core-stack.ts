import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { ServiceAlarms } from '../alarms';
import { AlarmTopic } from '../constructs/alarm-topic';
import { CoreResources, type CoreResourcesProps } from '../constructs/core-resources';
import { OperationsDashboard } from '../constructs/operations-dashboard';

/** Properties of {@link CoreStack}. */
export interface CoreStackProps extends StackProps {
  /**
   * Options of the shared resources.
   * @default - see {@link CoreResourcesProps}
   */
  readonly core?: CoreResourcesProps;
  /** SERVICE_NAME of the functions (the `service` dimension of their metrics). */
  readonly serviceName: string;
  /** Stack name prefix of the app (function names start with it; the dashboard searches by it). */
  readonly prefix: string;
}

/**
 * The stateful stack (table, keys, event bus and queues, media bucket, schedule group; see
 * {@link CoreResources}) and operations: the alarm topic every alarm notifies, the service-wide
 * alarms and the dashboard. It changes rarely and nothing in it depends on the API, so API
 * deploys never touch data.
 */
export class CoreStack extends Stack {
  /** The shared resources; other stacks reference them (CloudFormation exports). */
  readonly core: CoreResources;
  /** The SNS topic of every alarm (stack output `AlarmTopicArn`). */
  readonly alarmTopic: AlarmTopic;
  /** The operations dashboard. */
  readonly dashboard: OperationsDashboard;

  constructor(scope: Construct, id: string, props: CoreStackProps) {
    super(scope, id, props);
    this.core = new CoreResources(this, 'Core', props.core);
    this.alarmTopic = new AlarmTopic(this, 'Alarms');
    new ServiceAlarms(this, 'ServiceAlarms', { serviceName: props.serviceName, action: this.alarmTopic.action });
    this.dashboard = new OperationsDashboard(this, 'Operations', {
      serviceName: props.serviceName,
      prefix: props.prefix,
      pipeline: this.core.pipeline,
    });
  }

  /** What every alarm of the app does: notify the alarm topic. */
  get alarmAction(): IAlarmAction {
    return this.alarmTopic.action;
  }
}
