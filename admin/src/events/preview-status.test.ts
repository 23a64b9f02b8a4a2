import { describe, expect, it } from 'vitest';
import { previewStatus, zonedInstant } from './preview-status';

const event = {
  time_zone: 'America/New_York',
  start_date: '2027-03-14',
  end_date: '2027-03-14',
  start_time: '',
  end_time: '',
};

describe('preview status', () => {
  it('reads dates and times in the event time zone, across a daylight-saving change', () => {
    expect(new Date(zonedInstant('2027-03-13', '12:00', 'America/New_York')).toISOString()).toBe(
      '2027-03-13T17:00:00.000Z',
    );
    expect(new Date(zonedInstant('2027-03-15', '12:00', 'America/New_York')).toISOString()).toBe(
      '2027-03-15T16:00:00.000Z',
    );
  });

  it('is Upcoming before the start, In Progress until the end of the end date, then Concluded', () => {
    expect(previewStatus(event, new Date('2027-03-14T04:59:59Z'))).toBe('Upcoming');
    expect(previewStatus(event, new Date('2027-03-14T05:00:00Z'))).toBe('In Progress');
    expect(previewStatus(event, new Date('2027-03-15T03:59:59Z'))).toBe('In Progress');
    expect(previewStatus(event, new Date('2027-03-15T04:00:00Z'))).toBe('Concluded');
  });

  it('uses the start and end times when set', () => {
    const timed = { ...event, start_time: '18:00', end_time: '20:00' };
    expect(previewStatus(timed, new Date('2027-03-14T21:59:00Z'))).toBe('Upcoming');
    expect(previewStatus(timed, new Date('2027-03-14T22:00:00Z'))).toBe('In Progress');
    expect(previewStatus(timed, new Date('2027-03-15T00:01:00Z'))).toBe('Concluded');
  });

  it('has no label until both dates are set', () => {
    expect(previewStatus({ ...event, end_date: '' })).toBeNull();
  });
});
