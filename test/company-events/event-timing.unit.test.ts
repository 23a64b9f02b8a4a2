import { describe, expect, it } from 'vitest';
import {
  eventInstants,
  previewStatus,
  statusLabel,
  type EventTiming,
} from '../../shared/domains/company-events/event-timing';
import { canonicalTimeZone } from '../../shared/platform/zoned-time';

const timing = (overrides: Partial<EventTiming>): EventTiming => ({
  time_zone: 'America/New_York',
  start_date: '2026-03-08',
  end_date: '2026-03-08',
  start_time: null,
  end_time: null,
  ...overrides,
});
const iso = (date: Date) => date.toISOString();

describe('event instants are read in the event time zone (SPEC: no start time → start of start date, no end time → end of end date)', () => {
  it.each([
    [
      'spring-forward day, no times: 00:00 EST … 23:59:59.999 EDT',
      {},
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T03:59:59.999Z',
    ],
    [
      'spring-forward day, 01:59 EST → 03:00 EDT',
      { start_time: '01:59', end_time: '03:00' },
      '2026-03-08T06:59:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ],
    [
      'spring-forward day, 02:30 does not exist: moved forward by the gap to 03:30 EDT',
      { start_time: '02:30', end_time: '04:00' },
      '2026-03-08T07:30:00.000Z',
      '2026-03-08T08:00:00.000Z',
    ],
    [
      'fall-back day, no times: 00:00 EDT … 23:59:59.999 EST (a 25-hour day)',
      { start_date: '2026-11-01', end_date: '2026-11-01' },
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T04:59:59.999Z',
    ],
    [
      'fall-back day, 01:30 occurs twice: the earlier (EDT)',
      { start_date: '2026-11-01', end_date: '2026-11-01', start_time: '01:30', end_time: '02:30' },
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T07:30:00.000Z',
    ],
    [
      'multi-day across the spring change',
      { start_date: '2026-03-07', start_time: '22:00', end_date: '2026-03-08', end_time: '22:00' },
      '2026-03-08T03:00:00.000Z',
      '2026-03-09T02:00:00.000Z',
    ],
    ['UTC', { time_zone: 'UTC', start_time: '09:15' }, '2026-03-08T09:15:00.000Z', '2026-03-08T23:59:59.999Z'],
    [
      'a 45-minute offset (Asia/Kathmandu +05:45)',
      { time_zone: 'Asia/Kathmandu', start_time: '06:00', end_time: '07:00' },
      '2026-03-08T00:15:00.000Z',
      '2026-03-08T01:15:00.000Z',
    ],
    [
      'a DST change at midnight (São Paulo 2018-11-04: 00:00 does not exist → 01:00 -02)',
      { time_zone: 'America/Sao_Paulo', start_date: '2018-11-04', end_date: '2018-11-04' },
      '2018-11-04T03:00:00.000Z',
      '2018-11-05T01:59:59.999Z',
    ],
  ])('%s', (_case, overrides, startsAt, endsAt) => {
    const { startsAt: start, endsAt: end } = eventInstants(timing(overrides));
    expect([iso(start), iso(end)]).toEqual([startsAt, endsAt]);
  });
});

describe('derived labels (SPEC "Company event status": Active / Draft / Out of Date; Upcoming / In Progress / Concluded)', () => {
  // The all-day event of the spring-forward day in New York.
  const { startsAt, endsAt } = eventInstants(timing({}));

  it.each([
    ['just before local midnight', '2026-03-08T04:59:59.999Z', 'Active', 'Upcoming'],
    ['at local midnight (05:00Z, EST)', '2026-03-08T05:00:00.000Z', 'Active', 'In Progress'],
    ['at 23:59:59.999 local (EDT, 03:59Z next UTC day)', '2026-03-09T03:59:59.999Z', 'Active', 'In Progress'],
    ['one millisecond after the end of the local day', '2026-03-09T04:00:00.000Z', 'Out of Date', 'Concluded'],
  ])('active event %s', (_case, now, status, preview) => {
    expect(statusLabel('active', endsAt, new Date(now))).toBe(status);
    expect(previewStatus(startsAt, endsAt, new Date(now))).toBe(preview);
  });

  it('an inactive event is Draft whether or not it has ended', () => {
    expect(statusLabel('inactive', endsAt, new Date('2026-01-01T00:00:00Z'))).toBe('Draft');
    expect(statusLabel('inactive', endsAt, new Date('2027-01-01T00:00:00Z'))).toBe('Draft');
  });

  it('the fall-back day lasts 25 hours: still In Progress at 23:30 EST, 24.5 h after it began', () => {
    const day = eventInstants(timing({ start_date: '2026-11-01', end_date: '2026-11-01' }));
    const now = new Date('2026-11-02T04:30:00.000Z');
    expect(now.getTime() - day.startsAt.getTime()).toBe(24.5 * 3600 * 1000);
    expect(previewStatus(day.startsAt, day.endsAt, now)).toBe('In Progress');
  });
});

describe('time zone names', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/new_york', 'America/New_York'],
    ['UTC', 'UTC'],
    ['Mars/Olympus_Mons', null],
    ['+05:00', null],
    ['', null],
  ])('%s → %s', (name, canonical) => {
    expect(canonicalTimeZone(name)).toBe(canonical);
  });
});
