import { describe, expect, it } from 'vitest';
import { addCountries, createEvent } from '../helpers/company-events';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const image = { id: `img_${'a'.repeat(32)}.jpg` };

describe('POST /api/company/events/{id}/duplicate (SPEC: new Inactive event, same details, countries and images, title ends in "(copy)")', () => {
  it('copies an active event as an inactive one', async () => {
    const tenant = await createTenant({ country_code: 'US' });
    await addCountries(tenant, ['CA']);
    const source = await createEvent(tenant, {
      available_countries: ['US', 'CA'],
      images: [image],
      url: 'https://example.com/e',
      location: 'Online',
    });
    const res = await api('POST', `/api/company/events/${source.id}/duplicate`, { token: tenant.token });
    expect(res.status).toBe(201);
    const copy = res.body.event;
    const { id, title, status, status_label, reminder_at, created_at, updated_at, ...details } = source;
    expect(reminder_at).not.toBeNull();
    expect(copy).toMatchObject({
      ...details,
      title: 'Spring kickoff (copy)',
      status: 'inactive',
      status_label: 'Draft',
      reminder_at: null,
    });
    expect(copy.images).toEqual(source.images);
    expect(copy.id).not.toBe(id);
    // The source is untouched.
    expect((await api('GET', `/api/company/events/${source.id}`, { token: tenant.token })).body.event).toEqual(source);
  });

  it('404s an unknown event', async () => {
    const tenant = await createTenant();
    expect((await api('POST', '/api/company/events/123/duplicate', { token: tenant.token })).status).toBe(404);
  });
});

describe('POST /api/company/events/bulk (activate / set as draft / delete; failures reported per id)', () => {
  it('activates what exists and reports the missing id, in request order', async () => {
    const tenant = await createTenant();
    const a = await createEvent(tenant, { status: 'inactive' });
    const b = await createEvent(tenant, { status: 'active' });
    const res = await api('POST', '/api/company/events/bulk', {
      token: tenant.token,
      body: { action: 'activate', ids: [a.id, 999, b.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ succeeded: 2, failed: 1 });
    expect(res.body.results).toEqual([
      {
        id: a.id,
        success: true,
        event: expect.objectContaining({ id: a.id, status: 'active', status_label: 'Active' }),
      },
      { id: 999, success: false, error_message: 'Company event not found', error_status: 404 },
      // Already active: a success without a change.
      {
        id: b.id,
        success: true,
        event: expect.objectContaining({ id: b.id, status: 'active', updated_at: b.updated_at }),
      },
    ]);
  });

  it('sets as draft', async () => {
    const tenant = await createTenant();
    const a = await createEvent(tenant);
    const res = await api('POST', '/api/company/events/bulk', {
      token: tenant.token,
      body: { action: 'draft', ids: [a.id] },
    });
    expect(res.body.results[0].event).toMatchObject({ status: 'inactive', status_label: 'Draft' });
    expect((await api('GET', `/api/company/events/${a.id}`, { token: tenant.token })).body.event.status).toBe(
      'inactive',
    );
  });

  it('deletes each existing id; another company’s event counts as missing and survives', async () => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    const mine = await createEvent(tenant);
    const theirs = await createEvent(other);
    const res = await api('POST', '/api/company/events/bulk', {
      token: tenant.token,
      body: { action: 'delete', ids: [mine.id, theirs.id] },
    });
    expect(res.body.results).toEqual([
      { id: mine.id, success: true, event: null },
      { id: theirs.id, success: false, error_message: 'Company event not found', error_status: 404 },
    ]);
    expect((await api('GET', `/api/company/events/${mine.id}`, { token: tenant.token })).status).toBe(404);
    expect((await api('GET', `/api/company/events/${theirs.id}`, { token: other.token })).status).toBe(200);
  });

  it.each([
    ['unknown action', { action: 'archive', ids: [1] }, 'action'],
    ['no ids', { action: 'delete', ids: [] }, 'ids'],
    ['ids missing', { action: 'delete' }, 'ids'],
    ['more than 100 ids', { action: 'delete', ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids'],
  ])('422 for %s', async (_case, body, field) => {
    const tenant = await createTenant();
    const res = await api('POST', '/api/company/events/bulk', { token: tenant.token, body });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});
