import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import { config } from '../config';
import { eventBridgeScheduler, type SchedulerSender } from './eventbridge-scheduler';
import { localScheduler } from './local-scheduler';
import type { Scheduler } from './one-time-schedule';
import { traceClient } from '../observability/tracing';

/** Group used when SCHEDULE_GROUP_NAME is unset (the local runtime and tests). */
export const DEFAULT_SCHEDULE_GROUP = 'company-event-reminders';

/** Group of subscription renewals when RENEWAL_SCHEDULE_GROUP_NAME is unset (the local runtime and tests). */
export const DEFAULT_RENEWAL_SCHEDULE_GROUP = 'subscription-renewals';

/** Group of renewal reminder mails when RENEWAL_REMINDER_SCHEDULE_GROUP_NAME is unset (the local runtime and tests). */
export const DEFAULT_RENEWAL_REMINDER_SCHEDULE_GROUP = 'subscription-renewal-reminders';

const cached = new Map<string, Scheduler>();

/** Name of the schedule group company event reminders live in (SCHEDULE_GROUP_NAME). */
export function scheduleGroupName(): string {
  return process.env.SCHEDULE_GROUP_NAME || DEFAULT_SCHEDULE_GROUP;
}

/** Name of the schedule group subscription renewals live in (RENEWAL_SCHEDULE_GROUP_NAME): their own, apart from reminders. */
export function renewalScheduleGroupName(): string {
  return process.env.RENEWAL_SCHEDULE_GROUP_NAME || DEFAULT_RENEWAL_SCHEDULE_GROUP;
}

/** Name of the schedule group of renewal reminder mails (RENEWAL_REMINDER_SCHEDULE_GROUP_NAME). */
export function renewalReminderScheduleGroupName(): string {
  return process.env.RENEWAL_REMINDER_SCHEDULE_GROUP_NAME || DEFAULT_RENEWAL_REMINDER_SCHEDULE_GROUP;
}

/**
 * The scheduler of a group (by default the reminders' group) for this environment: the local one when LOCAL_SCHEDULER=1 (set by the local
 * runtime's scheduler service), EventBridge Scheduler otherwise. One client per container.
 */
export function scheduler(group: string = scheduleGroupName()): Scheduler {
  const local = process.env.LOCAL_SCHEDULER === '1';
  const key = `${local ? 'local' : 'aws'}:${group}`;
  let found = cached.get(key);
  if (!found) {
    found = local ? localScheduler(group) : eventBridgeScheduler(lazySchedulerClient(), group);
    cached.set(key, found);
  }
  return found;
}

/** A Scheduler client created with the first command: the SDK is a lazy module (scheduler-sdk.ts), loaded on first use. */
function lazySchedulerClient(): SchedulerSender {
  let client: SchedulerClient | undefined;
  const send = async (command: Parameters<SchedulerClient['send']>[0]) => {
    const { SchedulerClient } = await import('./scheduler-sdk');
    client ??= traceClient(new SchedulerClient({ region: config().region }));
    return client.send(command);
  };
  return { send } as SchedulerSender;
}
