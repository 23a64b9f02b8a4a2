import { ConflictException, ResourceNotFoundException } from '@aws-sdk/client-scheduler';
import { describe, expect, it } from 'vitest';
import { eventBridgeScheduler } from '../../shared/platform/scheduler/eventbridge-scheduler';
import type { OneTimeSchedule } from '../../shared/platform/scheduler/one-time-schedule';

const schedule: OneTimeSchedule = {
  name: 'event-reminder-1-2',
  expression: 'at(2026-05-04T17:00:00)',
  timeZone: 'America/New_York',
  clientToken: '2-v3-1777928400',
  target: {
    arn: 'arn:aws:lambda:us-east-1:123456789012:function:send-event-reminder',
    roleArn: 'arn:aws:iam::123456789012:role/scheduler',
    input: '{"company_id":1,"event_id":2,"starts_at":"2026-05-04T22:00:00.000Z"}',
    deadLetterArn: 'arn:aws:sqs:us-east-1:123456789012:reminders-dlq',
    retryPolicy: { maximumRetryAttempts: 10, maximumEventAgeInSeconds: 3600 },
  },
};

/** A SchedulerClient stand-in recording each command and answering like the service for existing names. */
function fakeClient(existing: Set<string>) {
  const calls: Array<{ command: string; input: any }> = [];
  const send = async (command: { constructor: { name: string }; input: any }) => {
    calls.push({ command: command.constructor.name, input: command.input });
    const name = command.input.Name as string;
    if (command.constructor.name === 'CreateScheduleCommand' && existing.has(name))
      throw new ConflictException({ Message: 'exists', message: 'exists', $metadata: {} });
    if (command.constructor.name === 'DeleteScheduleCommand' && !existing.has(name))
      throw new ResourceNotFoundException({ Message: 'missing', message: 'missing', $metadata: {} });
    if (command.constructor.name === 'CreateScheduleCommand') existing.add(name);
    if (command.constructor.name === 'DeleteScheduleCommand') existing.delete(name);
    return {};
  };
  return { client: { send } as any, calls };
}

describe('EventBridge Scheduler adapter', () => {
  it('creates a one-time schedule: group, at() in the event zone, window OFF, DELETE after completion, token, target with retry policy and DLQ', async () => {
    const { client, calls } = fakeClient(new Set());
    await eventBridgeScheduler(client, 'reminders-group').upsert(schedule);
    expect(calls).toEqual([
      {
        command: 'CreateScheduleCommand',
        input: {
          Name: 'event-reminder-1-2',
          GroupName: 'reminders-group',
          ScheduleExpression: 'at(2026-05-04T17:00:00)',
          ScheduleExpressionTimezone: 'America/New_York',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          State: 'ENABLED',
          ClientToken: '2-v3-1777928400',
          Target: {
            Arn: schedule.target.arn,
            RoleArn: schedule.target.roleArn,
            Input: schedule.target.input,
            RetryPolicy: { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 },
            DeadLetterConfig: { Arn: schedule.target.deadLetterArn },
          },
        },
      },
    ]);
  });

  it('replaces an existing schedule of the same name with UpdateSchedule (a moved event)', async () => {
    const { client, calls } = fakeClient(new Set(['event-reminder-1-2']));
    await eventBridgeScheduler(client, 'reminders-group').upsert(schedule);
    expect(calls.map((call) => call.command)).toEqual(['CreateScheduleCommand', 'UpdateScheduleCommand']);
    expect(calls[1]!.input).toEqual(calls[0]!.input);
  });

  it('deletes by name in the group, and deleting a schedule that already fired succeeds', async () => {
    const { client, calls } = fakeClient(new Set(['event-reminder-1-2']));
    const scheduler = eventBridgeScheduler(client, 'reminders-group');
    await scheduler.delete('event-reminder-1-2');
    await expect(scheduler.delete('event-reminder-1-2')).resolves.toBeUndefined();
    expect(calls.map((call) => call.input)).toEqual([
      { Name: 'event-reminder-1-2', GroupName: 'reminders-group' },
      { Name: 'event-reminder-1-2', GroupName: 'reminders-group' },
    ]);
  });

  it('lets other errors through (throttling, access denied)', async () => {
    const client = { send: async () => Promise.reject(new Error('AccessDeniedException')) } as any;
    await expect(eventBridgeScheduler(client, 'g').upsert(schedule)).rejects.toThrow('AccessDeniedException');
  });
});
