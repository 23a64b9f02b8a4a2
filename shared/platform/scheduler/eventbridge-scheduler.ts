import type { CreateScheduleCommandInput, SchedulerClient } from '@aws-sdk/client-scheduler';
import type { OneTimeSchedule, Scheduler } from './one-time-schedule';

/** The part of SchedulerClient this module uses (a fake in unit tests). */
export type SchedulerSender = Pick<SchedulerClient, 'send'>;

/**
 * Scheduler on AWS EventBridge Scheduler: CreateSchedule, falling back to UpdateSchedule when the
 * name exists; flexible window off and ActionAfterCompletion DELETE, so a fired schedule removes
 * itself.
 */
export function eventBridgeScheduler(client: SchedulerSender, groupName: string): Scheduler {
  return {
    async upsert(schedule) {
      const { ConflictException, CreateScheduleCommand, UpdateScheduleCommand } = await import('./scheduler-sdk');
      const input = scheduleInput(schedule, groupName);
      try {
        await client.send(new CreateScheduleCommand(input));
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
        await client.send(new UpdateScheduleCommand(input));
      }
    },
    async delete(name) {
      const { DeleteScheduleCommand, ResourceNotFoundException } = await import('./scheduler-sdk');
      try {
        await client.send(new DeleteScheduleCommand({ Name: name, GroupName: groupName }));
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}

/** The CreateSchedule/UpdateSchedule input of a one-time schedule (both take the full definition). */
export function scheduleInput(schedule: OneTimeSchedule, groupName: string): CreateScheduleCommandInput {
  const { target } = schedule;
  return {
    Name: schedule.name,
    GroupName: groupName,
    ScheduleExpression: schedule.expression,
    ScheduleExpressionTimezone: schedule.timeZone,
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    State: 'ENABLED',
    ClientToken: schedule.clientToken,
    Target: {
      Arn: target.arn,
      RoleArn: target.roleArn,
      Input: target.input,
      RetryPolicy: {
        MaximumRetryAttempts: target.retryPolicy.maximumRetryAttempts,
        MaximumEventAgeInSeconds: target.retryPolicy.maximumEventAgeInSeconds,
      },
      DeadLetterConfig: { Arn: target.deadLetterArn },
    },
  };
}
