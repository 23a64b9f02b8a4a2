import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDelivery } from '../../shared/sdk/verify/verify-delivery';
import { rateLimits } from '../../shared/domains/auth/rate-limits';
import { api } from '../helpers/http';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { companyCall, createItem } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';
import { createRep, subscribe } from '../helpers/webhooks';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const V = '/api/v202604';
const capture = (tenant: Tenant, slug: string, lead: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api('POST', `${V}/media/${slug}/leads`, {
    body: { lead },
    headers: { 'x-service-shop': tenant.company.subdomain, ...headers },
  });
const view = (tenant: Tenant, slug: string, userAgent: string) =>
  api('POST', `${V}/media/${slug}/views`, {
    headers: { 'x-service-shop': tenant.company.subdomain, 'user-agent': userAgent },
  });
const leadsOf = (tenant: Tenant, mediumId: number, query = '') =>
  api('GET', `/api/media/${mediumId}/leads${query}`, { token: tenant.token });

describe('leads captured through a shared medium', () => {
  it('capture (no token) → leads list → counts on the medium → lead_created delivered signed', async () => {
    const tenant = await createTenant();
    const rep = await createRep(tenant.token);
    const subscription = await subscribe(tenant.token, `${receiver.url}/leads`, { resource: 'lead', event: 'created' });
    const before = receiver.requests.length;
    const medium = await createItem(tenant, 'media', 'medium', {
      title: 'Share me',
      visibility: 'restricted',
      status: 'published',
      active: true,
    });

    const res = await capture(tenant, medium.slug, { name: 'Dana Buyer', email: 'dana@example.com', rep_id: rep.id });
    expect(res.status).toBe(201);
    expect(res.body.lead).toMatchObject({
      medium_id: medium.id,
      rep_id: rep.id,
      name: 'Dana Buyer',
      email: 'dana@example.com',
      phone: null,
    });
    await capture(tenant, medium.slug, { name: 'Phone Only', phone: '+1 555 0100' });

    const listed = await leadsOf(tenant, medium.id);
    expect(listed.body.leads.map((lead: any) => lead.name)).toEqual(['Phone Only', 'Dana Buyer']);
    expect(listed.body.meta.pagination.total_count).toBe(2);

    expect((await view(tenant, medium.slug, 'browser-a')).body.view.counted).toBe(true);
    expect((await view(tenant, medium.slug, 'browser-a')).body.view.counted).toBe(false);
    expect((await view(tenant, medium.slug, 'browser-b')).body.view.counted).toBe(true);
    expect((await companyCall(tenant, 'GET', `/media/${medium.id}`)).body.medium).toMatchObject({ leads: 2, views: 2 });
    expect((await api('GET', '/api/company/media', { token: tenant.token })).body.media[0]).toMatchObject({
      leads: 2,
      views: 2,
    });

    const deliveries = (await receiver.waitFor(before + 2))
      .slice(before)
      .filter((request) => JSON.parse(request.rawBody).payload.company_id === tenant.company.id);
    const delivered = deliveries.map((request) => JSON.parse(request.rawBody));
    expect(delivered.map((body) => body.name)).toEqual(['lead_created', 'lead_created']);
    expect(delivered.map((body) => body.payload.lead.name).sort()).toEqual(['Dana Buyer', 'Phone Only']);
    expect(delivered[0].payload.lead.medium).toEqual({ id: medium.id, slug: medium.slug, title: 'Share me' });
    expect(verifyDelivery(deliveries[0]!.rawBody, deliveries[0]!.headers, subscription.authToken)).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['no email or phone', { name: 'X' }, 'lead.email'],
    ['bad email', { name: 'X', email: 'nope' }, 'lead.email'],
    ['empty name', { name: ' ', email: 'a@example.com' }, 'lead.name'],
  ])('validates: %s → 422 naming the field', async (_name, lead, field) => {
    const tenant = await createTenant();
    const medium = await createItem(tenant, 'media', 'medium', { title: 'M', status: 'published', active: true });
    const res = await capture(tenant, medium.slug, lead);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses a rep of another company, a draft medium, and another shop’s slug', async () => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    const medium = await createItem(tenant, 'media', 'medium', { title: 'M', status: 'published', active: true });
    const draft = await createItem(tenant, 'media', 'medium', { title: 'D' });
    const foreignRep = await createRep(other.token);
    expect(
      Object.keys(
        (await capture(tenant, medium.slug, { name: 'X', email: 'x@example.com', rep_id: foreignRep.id })).body.errors,
      ),
    ).toEqual(['lead.rep_id']);
    expect((await capture(tenant, draft.slug, { name: 'X', email: 'x@example.com' })).status).toBe(404);
    expect((await capture(other, medium.slug, { name: 'X', email: 'x@example.com' })).status).toBe(404);
  });

  it(`limits captures per IP address: number ${rateLimits.lead_capture.max + 1} within the hour answers the 429 envelope with Retry-After and stores nothing`, async () => {
    const tenant = await createTenant();
    const medium = await createItem(tenant, 'media', 'medium', {
      title: 'Share me',
      status: 'published',
      active: true,
    });
    const address = freshAddress();
    const captureFrom = (from: string, n: number) =>
      apiFrom(from, 'POST', `${V}/media/${medium.slug}/leads`, {
        body: { lead: { name: `Lead ${n}`, email: `lead-${n}@example.com` } },
        headers: { 'x-service-shop': tenant.company.subdomain },
      });
    const { max, windowSeconds } = rateLimits.lead_capture;
    const statuses: number[] = [];
    for (let n = 1; n <= max; n++) statuses.push((await captureFrom(address, n)).status);
    expect(statuses).toEqual(Array(max).fill(201));

    const limited = await captureFrom(address, max + 1);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error_message: expect.stringContaining('Too many requests'),
      errors: null,
      meta: { request_id: expect.any(String), timestamp: expect.any(String), code: 'rate_limited' },
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect((await leadsOf(tenant, medium.id)).body.meta.pagination.total_count).toBe(max);
    // Another address is not affected.
    expect((await captureFrom(freshAddress(), max + 2)).status).toBe(201);
  });

  it('the leads list is per company: another company’s medium → 404 {message}; needs leads.view', async () => {
    const [owner, stranger] = await Promise.all([createTenant(), createTenant()]);
    const medium = await createItem(owner, 'media', 'medium', { title: 'M', status: 'published', active: true });
    const res = await leadsOf(stranger, medium.id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Medium not found' });
    const mediaOnly = await owner.tokenWith({ permissions: ['media.view'] });
    expect((await api('GET', `/api/media/${medium.id}/leads`, { token: mediaOnly })).status).toBe(403);
    expect((await api('GET', `/api/media/${medium.id}/leads`)).status).toBe(401);
  });
});
