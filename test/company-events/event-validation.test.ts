import { beforeAll, describe, expect, it } from 'vitest';
import { addCountries, createEvent, eventInput } from '../helpers/company-events';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant({ country_code: 'US' });
  await addCountries(tenant, ['CA']);
});

const without = (field: string) => {
  const input = eventInput();
  delete input[field];
  return input;
};

describe('POST /api/company/events refuses each invalid field with 422 naming it (SPEC "Company event" rules)', () => {
  it.each([
    ['title is required', without('title'), 'event.title'],
    ['title may not be empty', eventInput({ title: '' }), 'event.title'],
    ['description is required', without('description'), 'event.description'],
    ['description of only whitespace counts as empty', eventInput({ description: ' \n\t ' }), 'event.description'],
    ['time zone must be an IANA name', eventInput({ time_zone: 'Mars/Olympus_Mons' }), 'event.time_zone'],
    ['time zone may not be an offset', eventInput({ time_zone: '+05:00' }), 'event.time_zone'],
    [
      'time zone may not be null (required; only an absent one defaults)',
      eventInput({ time_zone: null }),
      'event.time_zone',
    ],
    ['start date is required', without('start_date'), 'event.start_date'],
    ['start date must be YYYY-MM-DD', eventInput({ start_date: '2030-5-4' }), 'event.start_date'],
    [
      'start date must be a real date',
      eventInput({ start_date: '2030-02-30', end_date: '2030-03-01' }),
      'event.start_date',
    ],
    ['end date is required', without('end_date'), 'event.end_date'],
    [
      'end date not before start date',
      eventInput({ start_date: '2030-05-04', end_date: '2030-05-03' }),
      'event.end_date',
    ],
    ['start time must be HH:MM', eventInput({ start_time: '6:00' }), 'event.start_time'],
    ['start time must be a real time', eventInput({ start_time: '24:00' }), 'event.start_time'],
    ['end time must be a real time', eventInput({ end_time: '18:60' }), 'event.end_time'],
    [
      'same day, equal times: end must be after start',
      eventInput({ start_time: '18:00', end_time: '18:00' }),
      'event.end_time',
    ],
    ['same day, end time before start time', eventInput({ start_time: '18:00', end_time: '17:59' }), 'event.end_time'],
    ['URL must be a full address (scheme)', eventInput({ url: 'www.example.com/launch' }), 'event.url'],
    ['URL must be a web address (not ftp)', eventInput({ url: 'ftp://example.com/file' }), 'event.url'],
    ['URL must be a web address (not javascript:)', eventInput({ url: 'javascript:alert(1)' }), 'event.url'],
    [
      "available countries must be among the company's countries",
      eventInput({ available_countries: ['US', 'FR'] }),
      'event.available_countries',
    ],
    [
      'available countries are alpha-2 codes',
      eventInput({ available_countries: ['usa'] }),
      'event.available_countries.0',
    ],
    ['notifications switch is a boolean', eventInput({ notifications_enabled: 'yes' }), 'event.notifications_enabled'],
    ['status is active or inactive', eventInput({ status: 'draft' }), 'event.status'],
    [
      'images are ids from the upload endpoint',
      eventInput({ images: [{ id: '../../other-company/x.jpg' }] }),
      'event.images.0.id',
    ],
  ])('%s', async (_rule, input, field) => {
    const res = await api('POST', '/api/company/events', { token: tenant.token, body: { event: input } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.error_message).toMatch(/^Validation failed/);
  });

  it('a body without the `event` wrapper is refused', async () => {
    const res = await api('POST', '/api/company/events', { token: tenant.token, body: eventInput() });
    expect(res.status).toBe(422);
    // The missing wrapper is named, and each unwrapped field is an unknown key of the body.
    expect(res.body.errors.event).toEqual(['is required']);
    expect(res.body.errors.title).toEqual(['is not a known key; known keys: `event`']);
  });
});

describe('boundaries that are valid', () => {
  it.each([
    [
      'multi-day event whose end time is earlier in the day than its start time',
      { start_date: '2030-05-04', end_date: '2030-05-05', start_time: '18:00', end_time: '09:00' },
    ],
    ['same day with only an end time', { start_time: null, end_time: '09:00' }],
    ['same day without times', { start_time: null, end_time: null }],
    ['end time one minute after start time', { start_time: '18:00', end_time: '18:01' }],
    ['http URL with a path', { url: 'http://example.com/events?id=1' }],
    ["one of the company's added countries and its home country", { available_countries: ['CA', 'US'] }],
    ['a lower-case time zone name (stored canonically)', { time_zone: 'europe/berlin' }],
  ])('%s → 201', async (_case, overrides) => {
    const res = await api('POST', '/api/company/events', {
      token: tenant.token,
      body: { event: eventInput(overrides) },
    });
    expect(res.status, res.text).toBe(201);
  });

  it('stores the canonical spelling of the time zone', async () => {
    expect((await createEvent(tenant, { time_zone: 'europe/berlin' })).time_zone).toBe('Europe/Berlin');
  });
});

describe('PUT /api/company/events/{id} validates the merged event (partial update)', () => {
  it.each([
    ['a new end date before the stored start date', { end_date: '2030-05-03' }, 'event.end_date'],
    ['a new start time equal to the stored end time on a single-day event', { start_time: '20:00' }, 'event.end_time'],
    ['a whitespace-only description', { description: '   ' }, 'event.description'],
    ['null for the required title', { title: null }, 'event.title'],
    ["a country outside the company's countries", { available_countries: ['DE'] }, 'event.available_countries'],
  ])('%s → 422', async (_case, patch, field) => {
    const event = await createEvent(tenant);
    const res = await api('PUT', `/api/company/events/${event.id}`, { token: tenant.token, body: { event: patch } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    const unchanged = await api('GET', `/api/company/events/${event.id}`, { token: tenant.token });
    expect(unchanged.body.event.updated_at).toBe(event.updated_at);
  });
});
