import { describe, expect, it } from 'vitest';
import type { CompanyEvent } from '../../shared/domains/company-events/event-entity';
import { planReminder } from '../../shared/domains/company-events/reminder-plan';
import { dueInstant } from '../../shared/platform/scheduler/local-scheduler';

const event = (startsAt: string, overrides: Partial<CompanyEvent> = {}) =>
  ({
    status: 'active',
    notifications_enabled: true,
    time_zone: 'America/New_York',
    starts_at: startsAt,
    ...overrides,
  }) as const;
const longBefore = new Date('2026-01-01T00:00:00Z');

describe('hour-before reminder plan (SPEC "Events" rule 7)', () => {
  it.each([
    [
      'ordinary evening',
      '2026-05-04T22:00:00.000Z',
      'at(2026-05-04T17:00:00)',
      'America/New_York',
      '2026-05-04T21:00:00.000Z',
    ],
    [
      'starts 03:30 EDT on the spring-forward day: reminded 01:30 EST',
      '2026-03-08T07:30:00.000Z',
      'at(2026-03-08T01:30:00)',
      'America/New_York',
      '2026-03-08T06:30:00.000Z',
    ],
    [
      'starts 04:00 EDT on the spring-forward day: reminded 03:00 EDT (one real hour, not the skipped wall hour)',
      '2026-03-08T08:00:00.000Z',
      'at(2026-03-08T03:00:00)',
      'America/New_York',
      '2026-03-08T07:00:00.000Z',
    ],
    [
      'starts 01:30 EDT on the fall-back day: reminded 00:30 EDT',
      '2026-11-01T05:30:00.000Z',
      'at(2026-11-01T00:30:00)',
      'America/New_York',
      '2026-11-01T04:30:00.000Z',
    ],
    [
      'starts 02:30 EST on the fall-back day: 01:30 EST is ambiguous, so the expression is in UTC',
      '2026-11-01T07:30:00.000Z',
      'at(2026-11-01T06:30:00)',
      'UTC',
      '2026-11-01T06:30:00.000Z',
    ],
  ])('%s', (_case, startsAt, expression, timeZone, dueAt) => {
    const plan = planReminder(event(startsAt), longBefore);
    expect(plan).toEqual({ expression, timeZone, dueAt: new Date(dueAt) });
    // The local scheduler reads the expression back to the same instant EventBridge would.
    expect(dueInstant(plan!.expression, plan!.timeZone).toISOString()).toBe(dueAt);
  });

  it.each([
    ['inactive', { status: 'inactive' as const }],
    ['notifications off', { notifications_enabled: false }],
  ])('no reminder when %s', (_case, overrides) => {
    expect(planReminder(event('2026-05-04T22:00:00.000Z', overrides), longBefore)).toBeNull();
  });

  describe('saved less than an hour before the start (documented: remind one minute after the save if that is still before the start)', () => {
    const now = new Date('2026-05-04T21:30:00.250Z');
    it('starts in 30 minutes → reminded at the next whole second one minute from now', () => {
      expect(planReminder(event('2026-05-04T22:00:00.000Z'), now)).toMatchObject({
        dueAt: new Date('2026-05-04T21:31:01.000Z'),
        expression: 'at(2026-05-04T17:31:01)',
      });
    });
    it.each([
      ['starts within the minute', '2026-05-04T21:31:00.000Z'],
      ['starts exactly at the soonest reminder time', '2026-05-04T21:31:01.000Z'],
      ['already started', '2026-05-04T21:00:00.000Z'],
    ])('%s → no reminder', (_case, startsAt) => {
      expect(planReminder(event(startsAt), now)).toBeNull();
    });
    it('exactly an hour and a minute ahead → the regular start − 1 h', () => {
      expect(planReminder(event('2026-05-04T22:31:01.000Z'), now)?.dueAt).toEqual(new Date('2026-05-04T21:31:01.000Z'));
    });
  });
});
