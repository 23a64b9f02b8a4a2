import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { config } from '../config';
import { eventBridgeScheduler } from './eventbridge-scheduler';
import { localScheduler } from './local-scheduler';
import type { Scheduler } from './one-time-schedule';
import { traceClient } from '../observability/tracing';

/** Group used when SCHEDULE_GROUP_NAME is unset (the local runtime and tests). */
export const DEFAULT_SCHEDULE_GROUP = 'company-event-reminders';

let cached: { key: string; scheduler: Scheduler } | undefined;

/** Name of the schedule group every schedule of this service lives in (SCHEDULE_GROUP_NAME). */
export function scheduleGroupName(): string {
  return process.env.SCHEDULE_GROUP_NAME || DEFAULT_SCHEDULE_GROUP;
}

/**
 * The scheduler for this environment: the local one when LOCAL_SCHEDULER=1 (set by the local
 * runtime's scheduler service), EventBridge Scheduler otherwise. One client per container.
 */
export function scheduler(): Scheduler {
  const local = process.env.LOCAL_SCHEDULER === '1';
  const key = `${local ? 'local' : 'aws'}:${scheduleGroupName()}`;
  if (cached?.key !== key) {
    const group = scheduleGroupName();
    cached = { key, scheduler: local ? localScheduler(group) : eventBridgeScheduler(traceClient(new SchedulerClient({ region: config().region })), group) };
  }
  return cached.scheduler;
}
