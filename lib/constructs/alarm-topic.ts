import { CfnOutput } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/**
 * The one SNS topic every alarm of the app notifies when it goes into ALARM. Subscribe the on-call
 * channel to it (e-mail, chat webhook, paging service); the stack outputs its ARN.
 */
export class AlarmTopic extends Construct {
  /** The topic. */
  readonly topic: Topic;
  /** The action alarms add for ALARM. */
  readonly action: SnsAction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Commerce platform alarms', enforceSSL: true });
    this.action = new SnsAction(this.topic);
    const output = new CfnOutput(this, 'AlarmTopicArn', {
      value: this.topic.topicArn,
      description: 'SNS topic every alarm notifies: subscribe the on-call channel to it',
    });
    // The name operators look up (README "Deploying"), not the construct path's hashed id.
    output.overrideLogicalId('AlarmTopicArn');
  }
}
