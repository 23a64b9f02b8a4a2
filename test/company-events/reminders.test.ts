import { describe, expect, it } from 'vitest';
import { handler as sendEventReminder } from '../../functions/consumers/send-event-reminder';
import { addCountries, addMember, createEvent, fireReminder, reminderScheduleOf } from '../helpers/company-events';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';

const put = (tenant: Tenant, id: number, event: Record<string, unknown>) =>
  api('PUT', `/api/company/events/${id}`, { token: tenant.token, body: { event } });

describe('hour-before reminder schedule follows the event (create → move → deactivate → reactivate → mute → delete)', () => {
  it('keeps exactly the schedule the event needs after each step', async () => {
    const tenant = await createTenant();
    // 18:00 EDT = 22:00Z; reminder at 17:00 New York time.
    const event = await createEvent(tenant, {
      time_zone: 'America/New_York',
      start_date: '2030-05-04',
      end_date: '2030-05-04',
      start_time: '18:00',
      end_time: '20:00',
    });
    const schedule = () => reminderScheduleOf(tenant.company.id, event.id);

    expect(await schedule()).toMatchObject({
      name: `event-reminder-${tenant.company.id}-${event.id}`,
      group: 'company-event-reminders',
      expression: 'at(2030-05-04T17:00:00)',
      time_zone: 'America/New_York',
      due_at: '2030-05-04T21:00:00.000Z',
      flexible_time_window: 'OFF',
      action_after_completion: 'DELETE',
      client_token: expect.stringMatching(new RegExp(`^${event.id}-v1-`)),
      target: {
        arn: 'local-handler:consumers/send-event-reminder',
        input: JSON.stringify({
          company_id: tenant.company.id,
          event_id: event.id,
          starts_at: '2030-05-04T22:00:00.000Z',
        }),
        role_arn: expect.any(String),
        dead_letter_arn: expect.any(String),
        retry_policy: { maximum_retry_attempts: 10, maximum_event_age_in_seconds: 3600 },
      },
    });

    await put(tenant, event.id, { start_time: '19:30', end_time: '21:00' });
    expect(await schedule()).toMatchObject({
      expression: 'at(2030-05-04T18:30:00)',
      due_at: '2030-05-04T22:30:00.000Z',
      client_token: expect.stringMatching(new RegExp(`^${event.id}-v2-`)),
      target: { input: expect.stringContaining('"starts_at":"2030-05-04T23:30:00.000Z"') },
    });

    await put(tenant, event.id, { status: 'inactive' });
    expect(await schedule()).toBeUndefined();

    await api('POST', '/api/company/events/bulk', {
      token: tenant.token,
      body: { action: 'activate', ids: [event.id] },
    });
    expect(await schedule()).toMatchObject({ expression: 'at(2030-05-04T18:30:00)' });

    await put(tenant, event.id, { notifications_enabled: false });
    expect(await schedule()).toBeUndefined();
    await put(tenant, event.id, { notifications_enabled: true });
    expect(await schedule()).toMatchObject({ expression: 'at(2030-05-04T18:30:00)' });

    await api('DELETE', `/api/company/events/${event.id}`, { token: tenant.token });
    expect(await schedule()).toBeUndefined();
  });

  it('answers reminder_at: when the schedule fires, null when notifications are off, the event inactive or past', async () => {
    const tenant = await createTenant();
    const event = await createEvent(tenant, {
      time_zone: 'America/New_York',
      start_date: '2030-05-04',
      end_date: '2030-05-04',
      start_time: '18:00',
      end_time: '20:00',
    });
    expect(event.reminder_at).toBe('2030-05-04T21:00:00.000Z');
    expect(event.reminder_at).toBe((await reminderScheduleOf(tenant.company.id, event.id))!.due_at);
    const moved = await put(tenant, event.id, { start_time: '19:30', end_time: '21:00' });
    expect(moved.body.event.reminder_at).toBe('2030-05-04T22:30:00.000Z');
    const muted = await put(tenant, event.id, { notifications_enabled: false });
    expect(muted.body.event.reminder_at).toBeNull();
    const listed = await api('GET', '/api/company/events', { token: tenant.token });
    expect(listed.body.events.find((candidate: any) => candidate.id === event.id).reminder_at).toBeNull();
    await put(tenant, event.id, { notifications_enabled: true });
    expect((await api('GET', `/api/company/events/${event.id}`, { token: tenant.token })).body.event.reminder_at).toBe(
      '2030-05-04T22:30:00.000Z',
    );
    expect((await createEvent(tenant, { status: 'inactive' })).reminder_at).toBeNull();
    expect((await createEvent(tenant, { start_date: '2020-01-01', end_date: '2020-01-01' })).reminder_at).toBeNull();
  });

  it.each([
    ['an inactive event', { status: 'inactive' }],
    ['notifications off', { notifications_enabled: false }],
    ['an event in the past', { start_date: '2020-01-01', end_date: '2020-01-01' }],
  ])('no schedule for %s', async (_case, overrides) => {
    const tenant = await createTenant();
    const event = await createEvent(tenant, overrides);
    expect(await reminderScheduleOf(tenant.company.id, event.id)).toBeUndefined();
  });

  it('a duplicate (inactive) gets no schedule; the source keeps its own', async () => {
    const tenant = await createTenant();
    const source = await createEvent(tenant);
    const copy = (await api('POST', `/api/company/events/${source.id}/duplicate`, { token: tenant.token })).body.event;
    expect(await reminderScheduleOf(tenant.company.id, copy.id)).toBeUndefined();
    expect(await reminderScheduleOf(tenant.company.id, source.id)).toBeDefined();
  });

  it('saved 30 minutes before it starts → reminded one minute after the save (documented behaviour)', async () => {
    const tenant = await createTenant();
    const start = new Date(Math.ceil((Date.now() + 30 * 60_000) / 60_000) * 60_000);
    const end = new Date(start.getTime() + 60 * 60_000);
    const [startDate, startTime] = [start.toISOString().slice(0, 10), start.toISOString().slice(11, 16)];
    const [endDate, endTime] = [end.toISOString().slice(0, 10), end.toISOString().slice(11, 16)];
    const before = Date.now();
    const event = await createEvent(tenant, {
      time_zone: 'UTC',
      start_date: startDate,
      start_time: startTime,
      end_date: endDate,
      end_time: endTime,
    });
    const due = Date.parse((await reminderScheduleOf(tenant.company.id, event.id))!.due_at);
    expect(due).toBeGreaterThanOrEqual(before + 60_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 61_000);
  });
});

describe('reminder firing (SPEC "Events" rule 7: reps in the available countries, about an hour before)', () => {
  async function scenario() {
    const tenant = await createTenant({ country_code: 'US' });
    await addCountries(tenant, ['CA', 'DE']);
    const members = {
      usRep: await addMember(tenant, { type: 'rep', country_code: 'US' }),
      usAdmin: await addMember(tenant, { type: 'admin', country_code: 'US' }),
      caRep: await addMember(tenant, { type: 'rep', country_code: 'CA' }),
      caInactiveRep: await addMember(tenant, { type: 'rep', country_code: 'CA', active: false }),
      deRep: await addMember(tenant, { type: 'rep', country_code: 'DE' }),
    };
    const event = await createEvent(tenant, { available_countries: ['US', 'CA'] });
    const schedule = (await reminderScheduleOf(tenant.company.id, event.id))!;
    const reminders = async () =>
      (
        await api('GET', `/api/company/events/${event.id}/notifications?per_page=100`, { token: tenant.token })
      ).body.notifications.filter((n: any) => n.kind === 'reminder');
    return { tenant, members, event, schedule, reminders };
  }

  it('fires at the due time, reaches exactly the active reps in the available countries once, then deletes the schedule', async () => {
    const { tenant, members, event, schedule, reminders } = await scenario();
    expect(
      await fireReminder(tenant.company.id, event.id, new Date(Date.parse(schedule.due_at) - 1000).toISOString()),
    ).toEqual([]);

    const fired = await fireReminder(tenant.company.id, event.id, schedule.due_at);
    expect(fired).toEqual([
      {
        name: schedule.name,
        due_at: schedule.due_at,
        input: { company_id: tenant.company.id, event_id: event.id, starts_at: event.starts_at },
        outcome: { sent: 2, already_reminded: 0 },
      },
    ]);
    const recorded = await reminders();
    expect(recorded.map((n: any) => n.member_id).sort()).toEqual([members.usRep.id, members.caRep.id].sort());
    expect(recorded.every((n: any) => n.event_starts_at === event.starts_at && n.member_type === 'rep')).toBe(true);
    expect(await reminderScheduleOf(tenant.company.id, event.id)).toBeUndefined();
  });

  it('a retried delivery reminds nobody twice (idempotent per rep and start time)', async () => {
    const { tenant, event, schedule, reminders } = await scenario();
    await fireReminder(tenant.company.id, event.id, schedule.due_at);
    const retry = await sendEventReminder(JSON.parse(schedule.target.input));
    expect(retry).toEqual({ sent: 0, already_reminded: 2 });
    expect(await reminders()).toHaveLength(2);
  });

  it.each([
    ['event moved since the schedule was made', { start_time: '19:00', end_time: '21:00' }, 'event_moved'],
    ['event deactivated', { status: 'inactive' }, 'event_inactive'],
    ['notifications switched off', { notifications_enabled: false }, 'notifications_off'],
  ])('a stale schedule that fires anyway sends nothing: %s', async (_case, patch, reason) => {
    const { tenant, event, schedule, reminders } = await scenario();
    await put(tenant, event.id, patch);
    expect(await sendEventReminder(JSON.parse(schedule.target.input))).toEqual({ skipped: reason });
    expect(await reminders()).toEqual([]);
  });

  it('a schedule for a deleted event sends nothing', async () => {
    const { tenant, event, schedule } = await scenario();
    await api('DELETE', `/api/company/events/${event.id}`, { token: tenant.token });
    expect(await sendEventReminder(JSON.parse(schedule.target.input))).toEqual({ skipped: 'event_deleted' });
  });
});
