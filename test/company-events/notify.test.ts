import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { notifyBlockKey } from '../../shared/domains/company-events/notify-block';
import { db, tableName } from '../../shared/platform/db/client';
import { sendEventNotification } from '../../shared/domains/company-events/send-notification';
import { errorHeaders } from '../../shared/edge/http/envelopes';
import { errorStatus } from '../../shared/edge/http/error-statuses';
import type { DomainError } from '../../shared/platform/errors/domain-error';
import { addCountries, addMember, createEvent } from '../helpers/company-events';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';

/** A company in US, CA and DE with members spread over them (and one inactive). */
async function companyWithMembers() {
  const tenant = await createTenant({ country_code: 'US' });
  await addCountries(tenant, ['CA', 'DE']);
  const members = {
    usRep: await addMember(tenant, { type: 'rep', country_code: 'US' }),
    usAdmin: await addMember(tenant, { type: 'admin', country_code: 'US' }),
    caRep: await addMember(tenant, { type: 'rep', country_code: 'CA' }),
    caInactiveRep: await addMember(tenant, { type: 'rep', country_code: 'CA', active: false }),
    deRep: await addMember(tenant, { type: 'rep', country_code: 'DE' }),
  };
  return { tenant, members };
}

const notify = (tenant: Tenant, eventId: number, body: unknown) =>
  api('POST', `/api/company/events/${eventId}/notify`, { token: tenant.token, body });
const notifications = async (tenant: Tenant, eventId: number) =>
  (await api('GET', `/api/company/events/${eventId}/notifications?per_page=100`, { token: tenant.token })).body;

describe('POST /api/company/events/{id}/notify (SPEC "Events" rule 7)', () => {
  it('reaches every active rep and admin in the chosen countries and records one notification per recipient', async () => {
    const { tenant, members } = await companyWithMembers();
    const event = await createEvent(tenant, { available_countries: ['US'] });
    const res = await notify(tenant, event.id, { countries: ['US', 'CA'] });
    expect(res.status).toBe(201);
    expect(res.body.notification).toMatchObject({ event_id: event.id, countries: ['US', 'CA'], recipient_count: 3 });
    expect(Date.parse(res.body.notification.blocked_until) - Date.parse(res.body.notification.sent_at)).toBe(
      5 * 60 * 1000,
    );

    const listed = await notifications(tenant, event.id);
    expect(listed.meta.pagination.total_count).toBe(3);
    expect(listed.notifications.map((n: any) => n.member_id).sort()).toEqual(
      [members.usRep.id, members.usAdmin.id, members.caRep.id].sort(),
    );
    expect(listed.notifications.every((n: any) => n.kind === 'manual' && n.send_id === res.body.notification.id)).toBe(
      true,
    );
  });

  it('refuses a second send within 5 minutes: 429 with Retry-After and the seconds remaining', async () => {
    const { tenant } = await companyWithMembers();
    const event = await createEvent(tenant);
    expect((await notify(tenant, event.id, { countries: ['US'] })).status).toBe(201);
    const res = await notify(tenant, event.id, { countries: ['CA'] });
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
    expect(res.body.error_message).toBe(
      `A notification for this event was sent less than 5 minutes ago; try again in ${seconds} seconds`,
    );
    // Nothing was recorded for the refused send.
    expect((await notifications(tenant, event.id)).meta.pagination.total_count).toBe(2);
  });

  it('is race-safe: of concurrent sends exactly one goes out, the others get 429', async () => {
    const { tenant } = await companyWithMembers();
    const event = await createEvent(tenant);
    const results = await Promise.all(Array.from({ length: 5 }, () => notify(tenant, event.id, { countries: ['US'] })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect((await notifications(tenant, event.id)).meta.pagination.total_count).toBe(2);
  });

  it('the block lifts after 5 minutes (domain clock)', async () => {
    const { tenant } = await companyWithMembers();
    const event = await createEvent(tenant);
    const sentAt = new Date();
    await sendEventNotification(tenant.company.id, event.id, ['DE'], sentAt);
    const at = (ms: number) => new Date(sentAt.getTime() + ms);
    const refused = await sendEventNotification(tenant.company.id, event.id, ['DE'], at(5 * 60 * 1000 - 1)).catch(
      (error: DomainError) => error,
    );
    expect(refused).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 1 });
    expect(errorStatus(refused as DomainError)).toBe(429);
    expect(errorHeaders(refused as DomainError)).toMatchObject({ 'Retry-After': '1' });
    await expect(sendEventNotification(tenant.company.id, event.id, ['DE'], at(5 * 60 * 1000))).resolves.toMatchObject({
      recipient_count: 1,
    });
  });

  it.each([
    ['no country', { countries: [] }, 'countries'],
    ['countries missing', {}, 'countries'],
    ["a country outside the company's countries", { countries: ['US', 'FR'] }, 'countries'],
    ['a malformed code', { countries: ['usa'] }, 'countries.0'],
  ])('422 for %s, and no block is taken', async (_case, body, field) => {
    const { tenant } = await companyWithMembers();
    const event = await createEvent(tenant);
    const res = await notify(tenant, event.id, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect((await notify(tenant, event.id, { countries: ['US'] })).status).toBe(201);
  });

  it('404 for an unknown event', async () => {
    const tenant = await createTenant();
    expect((await notify(tenant, 42, { countries: ['US'] })).status).toBe(404);
    expect((await api('GET', '/api/company/events/42/notifications', { token: tenant.token })).status).toBe(404);
  });

  it('deleting the event removes its block item with it', async () => {
    const { tenant } = await companyWithMembers();
    const event = await createEvent(tenant);
    await notify(tenant, event.id, { countries: ['US'] });
    const block = () =>
      db().send(new GetCommand({ TableName: tableName(), Key: notifyBlockKey(tenant.company.id, event.id) }));
    expect((await block()).Item).toBeDefined();
    await api('DELETE', `/api/company/events/${event.id}`, { token: tenant.token });
    expect((await block()).Item).toBeUndefined();
    expect((await notify(tenant, event.id, { countries: ['US'] })).status).toBe(404);
  });
});
