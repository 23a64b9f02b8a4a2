import { describe, expect, it } from 'vitest';
import { addCountries, createEvent, eventInput } from '../helpers/company-events';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('POST /api/company/events', () => {
  it('creates with the spec defaults: time zone UTC, notifications on, Active; responses add id, labels, instants, timestamps', async () => {
    const tenant = await createTenant();
    const input = eventInput();
    delete input.time_zone;
    const res = await api('POST', '/api/company/events', {
      token: tenant.token,
      body: { event: { ...input, location: 'Hall A' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe(201);
    expect(res.body.event).toEqual({
      id: expect.any(Number),
      title: 'Spring kickoff',
      description: 'Quarterly kickoff for the field team.',
      time_zone: 'UTC',
      start_date: '2030-05-04',
      end_date: '2030-05-04',
      start_time: '18:00',
      end_time: '20:00',
      url: null,
      location: 'Hall A',
      images: [],
      available_countries: [],
      notifications_enabled: true,
      status: 'active',
      status_label: 'Active',
      preview_status: 'Upcoming',
      reminder_at: '2030-05-04T17:00:00.000Z',
      starts_at: '2030-05-04T18:00:00.000Z',
      ends_at: '2030-05-04T20:00:00.000Z',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('an event that has ended is listed Out of Date and previewed Concluded; an inactive one is Draft', async () => {
    const tenant = await createTenant();
    const ended = await createEvent(tenant, { start_date: '2020-01-01', end_date: '2020-01-02' });
    const draft = await createEvent(tenant, { status: 'inactive' });
    expect([ended.status_label, ended.preview_status]).toEqual(['Out of Date', 'Concluded']);
    expect([draft.status_label, draft.preview_status]).toEqual(['Draft', 'Upcoming']);
  });
});

describe('GET / PUT / DELETE /api/company/events/{id}', () => {
  it('shows an event of the caller’s company and 404s another company’s', async () => {
    const [owner, stranger] = await Promise.all([createTenant(), createTenant()]);
    const event = await createEvent(owner);
    expect((await api('GET', `/api/company/events/${event.id}`, { token: owner.token })).body.event).toEqual(event);
    const res = await api('GET', `/api/company/events/${event.id}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.body.error_message).toBe('Company event not found');
  });

  it('updates partially: absent fields keep their values, null clears, instants follow the new times', async () => {
    const tenant = await createTenant();
    const event = await createEvent(tenant, { url: 'https://example.com/a', location: 'Hall A' });
    const res = await api('PUT', `/api/company/events/${event.id}`, {
      token: tenant.token,
      body: { event: { start_time: null, location: null, title: 'Renamed' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.event).toMatchObject({
      title: 'Renamed',
      description: event.description,
      url: 'https://example.com/a',
      location: null,
      start_time: null,
      end_time: '20:00',
      // 00:00 EDT on the start date.
      starts_at: '2030-05-04T04:00:00.000Z',
      ends_at: event.ends_at,
      created_at: event.created_at,
    });
    expect(res.body.event.updated_at >= event.updated_at).toBe(true);
  });

  it('changing the time zone moves the instants but not the wall times', async () => {
    const tenant = await createTenant();
    const event = await createEvent(tenant, { time_zone: 'UTC' });
    const res = await api('PUT', `/api/company/events/${event.id}`, {
      token: tenant.token,
      body: { event: { time_zone: 'Asia/Tokyo' } },
    });
    expect(res.body.event).toMatchObject({
      start_time: '18:00',
      starts_at: '2030-05-04T09:00:00.000Z',
      ends_at: '2030-05-04T11:00:00.000Z',
    });
  });

  it('deletes for good: 200 echoing the id, then 404 on show and on a second delete', async () => {
    const tenant = await createTenant();
    const event = await createEvent(tenant);
    const res = await api('DELETE', `/api/company/events/${event.id}`, { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: event.id, status: 200 });
    expect((await api('GET', `/api/company/events/${event.id}`, { token: tenant.token })).status).toBe(404);
    expect((await api('DELETE', `/api/company/events/${event.id}`, { token: tenant.token })).status).toBe(404);
  });

  it.each([
    ['PUT', { event: { title: 'x' } }],
    ['DELETE', undefined],
  ])('%s of another company’s event is a 404 and leaves it unchanged', async (method, body) => {
    const [owner, stranger] = await Promise.all([createTenant(), createTenant()]);
    const event = await createEvent(owner);
    expect((await api(method, `/api/company/events/${event.id}`, { token: stranger.token, body })).status).toBe(404);
    expect((await api('GET', `/api/company/events/${event.id}`, { token: owner.token })).body.event).toEqual(event);
  });
});

describe('GET /api/company/events', () => {
  it('lists in start order with offset pagination meta', async () => {
    const tenant = await createTenant();
    const later = await createEvent(tenant, { title: 'Later', start_date: '2031-01-01', end_date: '2031-01-01' });
    const sooner = await createEvent(tenant, { title: 'Sooner', start_date: '2030-01-01', end_date: '2030-01-01' });
    const middle = await createEvent(tenant, { title: 'Middle', start_date: '2030-06-01', end_date: '2030-06-01' });
    const first = await api('GET', '/api/company/events?per_page=2', { token: tenant.token });
    expect(first.body.events.map((e: any) => e.id)).toEqual([sooner.id, middle.id]);
    expect(first.body.meta.pagination).toEqual({ page: 1, per_page: 2, total_count: 3, total_pages: 2 });
    const second = await api('GET', '/api/company/events?per_page=2&page=2', { token: tenant.token });
    expect(second.body.events.map((e: any) => e.id)).toEqual([later.id]);
  });

  it('filters by derived status label, country and title text (combined with AND)', async () => {
    const tenant = await createTenant({ country_code: 'US' });
    await addCountries(tenant, ['CA']);
    const active = await createEvent(tenant, { title: 'Summer Gala', available_countries: ['US', 'CA'] });
    const draft = await createEvent(tenant, { title: 'Winter gala', status: 'inactive', available_countries: ['CA'] });
    const outOfDate = await createEvent(tenant, {
      title: 'Old meetup',
      start_date: '2020-01-01',
      end_date: '2020-01-01',
      available_countries: ['US'],
    });
    const ids = async (query: string) =>
      (await api('GET', `/api/company/events?${query}`, { token: tenant.token })).body.events.map((e: any) => e.id);

    expect(await ids('status=active')).toEqual([active.id]);
    expect(await ids('status=draft')).toEqual([draft.id]);
    expect(await ids('status=out_of_date')).toEqual([outOfDate.id]);
    expect(await ids('country=CA')).toEqual([active.id, draft.id]);
    expect(await ids('q=GALA')).toEqual([active.id, draft.id]);
    expect(await ids('q=gala&country=US')).toEqual([active.id]);
    expect(await ids('q=nothing-matches')).toEqual([]);
  });

  it('422s unknown filter values', async () => {
    const tenant = await createTenant();
    const res = await api('GET', '/api/company/events?status=archived', { token: tenant.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['status']);
  });
});
