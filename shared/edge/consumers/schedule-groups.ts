/** The environment variables through which a function finds a schedule group's parts. */
export interface ScheduleGroupEnvironment {
  readonly group: string;
  readonly target: string;
  readonly role: string;
  readonly deadLetter: string;
}

/**
 * A group of one-time EventBridge Scheduler schedules. Its target is the one consumer whose
 * trigger names the group; the core stack holds the group and its DLQ, the events stack the
 * target and the role Scheduler invokes it with.
 */
export interface ScheduleGroupDefinition {
  /** Construct id of the group and its DLQ in the core resources (their logical ids derive from it). */
  readonly constructId: string;
  /** What the group schedules, for the DLQ's description. */
  readonly purpose: string;
  /** Whether the group carries its purpose as a tag (tells the groups apart in the console). */
  readonly tagged: boolean;
  /** The resource a function `uses` to create, move and delete the group's schedules. */
  readonly resource: 'reminder-schedules' | 'renewal-schedules' | 'renewal-reminder-schedules';
  /** Variables naming the group, target, Scheduler role and DLQ. */
  readonly environment: ScheduleGroupEnvironment;
  /** Local runtime stand-ins for the role and DLQ ARNs (its scheduler never calls IAM or SQS with them). */
  readonly local: { readonly role: string; readonly deadLetter: string };
  /**
   * The target moves its own schedules (a renewal schedules the next cycle): it gets the group's
   * environment but its own ARN, and the right to manage the group's schedules.
   */
  readonly targetManagesSchedules: boolean;
}

/** Every schedule group, by the name the local runtime gives it (in AWS CloudFormation names it). */
export const scheduleGroups = {
  'company-event-reminders': {
    constructId: 'Reminders',
    purpose: 'company event reminders',
    tagged: false,
    resource: 'reminder-schedules',
    environment: {
      group: 'SCHEDULE_GROUP_NAME',
      target: 'REMINDER_TARGET_ARN',
      role: 'SCHEDULER_ROLE_ARN',
      deadLetter: 'REMINDER_DLQ_ARN',
    },
    local: {
      role: 'arn:aws:iam::000000000000:role/local-scheduler',
      deadLetter: 'arn:aws:sqs:local:000000000000:event-reminders-dlq',
    },
    targetManagesSchedules: false,
  },
  'subscription-renewals': {
    constructId: 'Renewals',
    purpose: 'subscription renewals',
    tagged: true,
    resource: 'renewal-schedules',
    environment: {
      group: 'RENEWAL_SCHEDULE_GROUP_NAME',
      target: 'RENEWAL_TARGET_ARN',
      role: 'RENEWAL_SCHEDULER_ROLE_ARN',
      deadLetter: 'RENEWAL_DLQ_ARN',
    },
    local: {
      role: 'arn:aws:iam::000000000000:role/local-renewal-scheduler',
      deadLetter: 'arn:aws:sqs:local:000000000000:subscription-renewals-dlq',
    },
    targetManagesSchedules: true,
  },
  'subscription-renewal-reminders': {
    constructId: 'AutoshipNotices',
    purpose: 'subscription renewal reminder mails',
    tagged: true,
    resource: 'renewal-reminder-schedules',
    environment: {
      group: 'RENEWAL_REMINDER_SCHEDULE_GROUP_NAME',
      target: 'RENEWAL_REMINDER_TARGET_ARN',
      role: 'RENEWAL_REMINDER_SCHEDULER_ROLE_ARN',
      deadLetter: 'RENEWAL_REMINDER_DLQ_ARN',
    },
    local: {
      role: 'arn:aws:iam::000000000000:role/local-renewal-reminder-scheduler',
      deadLetter: 'arn:aws:sqs:local:000000000000:subscription-renewal-reminders-dlq',
    },
    targetManagesSchedules: false,
  },
} as const satisfies Record<string, ScheduleGroupDefinition>;

/** The name of a schedule group. */
export type ScheduleGroupName = keyof typeof scheduleGroups;

/** The groups with their names, in declaration order (the first is the reminders' default group). */
export const scheduleGroupEntries = Object.entries(scheduleGroups) as [ScheduleGroupName, ScheduleGroupDefinition][];
