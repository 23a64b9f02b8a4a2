import { RemovalPolicy } from 'aws-cdk-lib';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { DeadLetterQueue } from './dead-letter-queue';

/**
 * The stateful half of company event reminders: the Scheduler group the API creates one-time
 * schedules in, and the DLQ for reminders whose retries are exhausted. The group is retained on a
 * stack delete (deleting it deletes its pending schedules); CloudFormation names it, so a retained
 * group never blocks the next create, and functions read SCHEDULE_GROUP_NAME.
 */
export class ReminderSchedules extends Construct {
  /** The schedule group. */
  readonly group: CfnScheduleGroup;
  /** Name of the group (a deploy-time token: SCHEDULE_GROUP_NAME, IAM resources and conditions). */
  readonly groupName: string;
  /** Where Scheduler parks reminders it could not deliver (REMINDER_DLQ_ARN). */
  readonly deadLetter: DeadLetterQueue;

  /** `purpose` names what the group schedules (the DLQ's description); the construct also holds subscription renewals' group. */
  constructor(scope: Construct, id: string, props: { readonly purpose?: string } = {}) {
    super(scope, id);
    // The L1 resource: the L2 ScheduleGroup fills in a synth-time name when given none.
    // A purpose other than reminders is tagged on the group, which tells the groups apart in the console.
    this.group = new CfnScheduleGroup(
      this,
      'Group',
      props.purpose ? { tags: [{ key: 'purpose', value: props.purpose }] } : {},
    );
    this.group.applyRemovalPolicy(RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE);
    this.groupName = this.group.ref;
    this.deadLetter = new DeadLetterQueue(this, 'DeadLetter', {
      purpose: `${props.purpose ?? 'company event reminders'} that Scheduler could not deliver`,
    });
  }
}
