import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { DeadLetterQueue } from './dead-letter-queue';

/** Properties of {@link ReminderSchedules}. */
export interface ReminderSchedulesProps {
  /** Name of the schedule group: the `group` of the manifest's schedule consumer (SCHEDULE_GROUP_NAME). */
  readonly groupName: string;
}

/**
 * The stateful half of company event reminders: the EventBridge Scheduler group the API creates
 * one-time schedules in (retained: deleting a group deletes its pending schedules) and the DLQ
 * Scheduler parks a reminder in once its retries are exhausted. The target function and the role
 * Scheduler assumes live with the consumers.
 */
export class ReminderSchedules extends Construct {
  /** The schedule group. */
  readonly group: ScheduleGroup;
  /** Name of the group, known at synth time (it scopes IAM policies without a token). */
  readonly groupName: string;
  /** Where Scheduler parks reminders it could not deliver (REMINDER_DLQ_ARN). */
  readonly deadLetter: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: ReminderSchedulesProps) {
    super(scope, id);
    this.groupName = props.groupName;
    this.group = new ScheduleGroup(this, 'Group', { scheduleGroupName: props.groupName });
    this.deadLetter = new DeadLetterQueue(this, 'DeadLetter', {
      purpose: `reminders of schedule group ${props.groupName} that Scheduler could not deliver`,
    });
  }
}
