import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import {
  completeLocalSchedule,
  getLocalSchedule,
  localScheduler,
} from '../../shared/platform/scheduler/local-scheduler';
import type { OneTimeSchedule } from '../../shared/platform/scheduler/one-time-schedule';
import { scheduleGroupName } from '../../shared/platform/scheduler/scheduler';

const group = scheduleGroupName();
const scheduler = localScheduler(group);

function schedule(overrides: Partial<OneTimeSchedule> & { arn?: string; retries?: number } = {}): OneTimeSchedule {
  const { arn, retries, ...rest } = overrides;
  return {
    name: `test-${randomUUID().slice(0, 8)}`,
    expression: 'at(2031-01-01T12:00:00)',
    timeZone: 'Europe/Berlin',
    clientToken: 'v1',
    target: {
      arn: arn ?? 'local-handler:consumers/does-not-exist',
      roleArn: 'role',
      deadLetterArn: 'dlq',
      input: '{"company_id":1,"event_id":2,"starts_at":"2031-01-01T12:00:00.000Z"}',
      retryPolicy: { maximumRetryAttempts: retries ?? 1, maximumEventAgeInSeconds: 3600 },
    },
    ...rest,
  };
}

async function fire(name: string, now: string) {
  const res = await fetch(`${inject('baseUrl')}/_local/scheduler/fire?now=${encodeURIComponent(now)}&name=${name}`, {
    method: 'POST',
  });
  return ((await res.json()) as { fired: any[] }).fired;
}

describe('local scheduler (same contract as EventBridge Scheduler)', () => {
  it('reads the at() expression in its time zone: 12:00 Berlin in winter is due at 11:00Z', async () => {
    const s = schedule();
    await scheduler.upsert(s);
    expect((await getLocalSchedule(group, s.name))!.due_at).toBe('2031-01-01T11:00:00.000Z');
    await scheduler.delete(s.name);
  });

  it('retries a failing target on later polls, then dead-letters the input and removes the schedule', async () => {
    const s = schedule({ retries: 1 });
    await scheduler.upsert(s);
    const [first] = await fire(s.name, '2031-01-01T11:00:00Z');
    expect(first).toMatchObject({ name: s.name, error: expect.stringContaining('does-not-exist') });
    expect((await getLocalSchedule(group, s.name))!.attempts).toBe(1);

    const [second] = await fire(s.name, '2031-01-01T11:00:05Z');
    expect(second).toMatchObject({ dead_lettered: true });
    expect(await getLocalSchedule(group, s.name)).toBeUndefined();
  });

  it('drops (dead-letters) a delivery older than the maximum event age without invoking the target', async () => {
    const s = schedule({ retries: 5 });
    await scheduler.upsert(s);
    const [fired] = await fire(s.name, '2031-01-01T12:00:01Z');
    expect(fired).toMatchObject({ dead_lettered: true, error: 'event age exceeded' });
    expect(fired.outcome).toBeUndefined();
  });

  it('completing a fired version does not delete a schedule moved meanwhile', async () => {
    const s = schedule();
    await scheduler.upsert(s);
    const fired = (await getLocalSchedule(group, s.name))!;
    await scheduler.upsert({ ...s, expression: 'at(2031-01-02T12:00:00)', clientToken: 'v2' });
    await completeLocalSchedule(fired);
    expect(await getLocalSchedule(group, s.name)).toMatchObject({
      client_token: 'v2',
      due_at: '2031-01-02T11:00:00.000Z',
    });
    await scheduler.delete(s.name);
  });

  it('the fire endpoint requires POST and a valid instant', async () => {
    const res = await fetch(`${inject('baseUrl')}/_local/scheduler/fire?now=not-a-date`, { method: 'POST' });
    expect(res.status).toBe(400);
  });
});
