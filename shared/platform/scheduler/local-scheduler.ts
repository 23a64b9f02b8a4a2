import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { wallTimeToInstant, parseWallTime } from '../zoned-time';
import { db, tableName } from '../db/client';
import { localScheduleEntity, type LocalSchedule } from './local-schedule-entity';
import { wallTimeOfExpression, type OneTimeSchedule, type Scheduler } from './one-time-schedule';

/** Calls the local scheduler refuses, by schedule name prefix: how many more creates or moves (`upserts`) and deletes to refuse. */
export interface LocalSchedulerFaults {
  readonly upserts: Map<string, number>;
  readonly deletes: Map<string, number>;
}

const FAULTS = Symbol.for('commerce-platform.local-scheduler-faults');

/**
 * The injected faults of this thread's local scheduler (`POST /_local/scheduler/faults`): the seam
 * tests use to make a schedule call fail after its write committed. Kept on the global object
 * under a registered symbol, because the emulator's endpoint and the handlers it runs in this
 * thread may each load this module; consumers in worker threads never see them.
 */
export function localSchedulerFaults(): LocalSchedulerFaults {
  const holder = globalThis as unknown as Record<symbol, LocalSchedulerFaults | undefined>;
  const faults = holder[FAULTS] ?? { upserts: new Map(), deletes: new Map() };
  holder[FAULTS] = faults;
  return faults;
}

/** The local runtime's scheduler: the same contract as EventBridge Scheduler, schedules kept in the table. */
export function localScheduler(groupName: string): Scheduler {
  return {
    async upsert(schedule) {
      refuseIfInjected(localSchedulerFaults().upserts, schedule.name);
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: localScheduleEntity.toRecord(toLocalSchedule(schedule, groupName)),
        }),
      );
    },
    async delete(name) {
      refuseIfInjected(localSchedulerFaults().deletes, name);
      await db().send(
        new DeleteCommand({ TableName: tableName(), Key: localScheduleEntity.key({ group: groupName, name }) }),
      );
    },
  };
}

/** Reads one stored local schedule, or undefined. */
export async function getLocalSchedule(groupName: string, name: string): Promise<LocalSchedule | undefined> {
  return localScheduleEntity.get({ group: groupName, name });
}

/** Schedules of the group due at or before `now`, oldest first (one Query on the due index). */
export async function listDueLocalSchedules(groupName: string, now: Date, limit = 100): Promise<LocalSchedule[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :until',
      // '~' sorts after every character a schedule name may contain.
      ExpressionAttributeValues: { ':pk': `SCHEDULE_DUE#${groupName}`, ':until': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => localScheduleEntity.fromRecord(item));
}

/**
 * Completes a fired schedule (ActionAfterCompletion DELETE), unless it was replaced meanwhile:
 * a schedule moved while its old version was firing must survive.
 */
export async function completeLocalSchedule(schedule: LocalSchedule): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: localScheduleEntity.key(schedule),
        ConditionExpression: 'client_token = :token',
        ExpressionAttributeValues: { ':token': schedule.client_token },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Counts a failed delivery of this version of the schedule; returns the attempts so far. */
export async function recordLocalScheduleFailure(schedule: LocalSchedule): Promise<number> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: localScheduleEntity.key(schedule),
        UpdateExpression: 'SET attempts = attempts + :one',
        ConditionExpression: 'client_token = :token',
        ExpressionAttributeValues: { ':one': 1, ':token': schedule.client_token },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Attributes?.attempts as number;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 0;
    throw error;
  }
}

function refuseIfInjected(faults: Map<string, number>, name: string): void {
  const prefix = [...faults.keys()].find((candidate) => name.startsWith(candidate));
  if (prefix === undefined) return;
  const left = faults.get(prefix)! - 1;
  if (left > 0) faults.set(prefix, left);
  else faults.delete(prefix);
  throw new Error(`The local scheduler refused ${name} (injected fault)`);
}

/** The UTC instant a one-time expression fires at. */
export function dueInstant(expression: string, timeZone: string): Date {
  return new Date(wallTimeToInstant(parseWallTime(wallTimeOfExpression(expression)), timeZone));
}

function toLocalSchedule(schedule: OneTimeSchedule, groupName: string): LocalSchedule {
  const { target } = schedule;
  return {
    group: groupName,
    name: schedule.name,
    expression: schedule.expression,
    time_zone: schedule.timeZone,
    due_at: dueInstant(schedule.expression, schedule.timeZone).toISOString(),
    client_token: schedule.clientToken,
    flexible_time_window: 'OFF',
    action_after_completion: 'DELETE',
    target: {
      arn: target.arn,
      role_arn: target.roleArn,
      input: target.input,
      dead_letter_arn: target.deadLetterArn,
      retry_policy: {
        maximum_retry_attempts: target.retryPolicy.maximumRetryAttempts,
        maximum_event_age_in_seconds: target.retryPolicy.maximumEventAgeInSeconds,
      },
    },
    attempts: 0,
    updated_at: new Date().toISOString(),
  };
}
