import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getSubscription } from '../../shared/domains/webhooks/webhook-subscription-store';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const url = 'https://hooks.example.com/receiver';
const authToken = () => randomBytes(24).toString('hex');
const create = (token: string, webhook: Record<string, unknown>) =>
  api('POST', '/api/company/webhooks', { token, body: { webhook } });

describe('POST /api/company/webhooks', () => {
  it('creates a subscription: 201 {webhook} with an integer id, the event identifier and a masked auth token', async () => {
    const tenant = await createTenant();
    const secret = authToken();
    const res = await create(tenant.token, {
      resource: 'member',
      event: 'created',
      url,
      active: true,
      http_method: 'post',
      auth_token: secret,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 201,
      webhook: {
        resource: 'member',
        event: 'created',
        event_identifier: 'member_created',
        url,
        active: true,
        http_method: 'post',
        auth_token: `••••${secret.slice(-4)}`,
        disabled_reason: null,
      },
    });
    expect(Number.isSafeInteger(res.body.webhook.id)).toBe(true);
    expect(res.text).not.toContain(secret);
  });

  it('defaults active to true, http_method to post, and signs with the company secret when no auth_token is given', async () => {
    const tenant = await createTenant();
    const res = await create(tenant.token, { resource: 'company_event', event: 'deleted', url });
    expect(res.status).toBe(201);
    expect(res.body.webhook).toMatchObject({
      active: true,
      http_method: 'post',
      auth_token: null,
      event_identifier: 'company_event_deleted',
    });
  });

  it.each([
    ['resource missing', { event: 'created', url }, 'webhook.resource'],
    ['event missing', { resource: 'member', url }, 'webhook.event'],
    ['url missing', { resource: 'member', event: 'created' }, 'webhook.url'],
    ['an unknown resource', { resource: 'spaceship', event: 'created', url }, 'webhook.resource'],
    ['a resource not emitted yet (invoice)', { resource: 'invoice', event: 'created', url }, 'webhook.resource'],
    [
      'droplet lifecycle (delivered to the droplet, not subscribable)',
      { resource: 'droplet', event: 'installed', url },
      'webhook.resource',
    ],
    ['an event the resource does not have', { resource: 'member', event: 'deleted', url }, 'webhook.event'],
    [
      'an auth_token shorter than 32 characters',
      { resource: 'member', event: 'created', url, auth_token: 'x'.repeat(31) },
      'webhook.auth_token',
    ],
    [
      'an auth_token with spaces (sent in a header)',
      { resource: 'member', event: 'created', url, auth_token: `${'x'.repeat(32)} y` },
      'webhook.auth_token',
    ],
    [
      'an unsupported http_method',
      { resource: 'member', event: 'created', url, http_method: 'get' },
      'webhook.http_method',
    ],
    ['a relative url', { resource: 'member', event: 'created', url: '/hooks' }, 'webhook.url'],
    ['an ftp url', { resource: 'member', event: 'created', url: 'ftp://hooks.example.com/' }, 'webhook.url'],
    [
      'a cloud metadata url (refused even locally)',
      { resource: 'member', event: 'created', url: 'http://169.254.169.254/latest/meta-data/' },
      'webhook.url',
    ],
    ['active that is not a boolean', { resource: 'member', event: 'created', url, active: 'yes' }, 'webhook.active'],
  ])('422 for %s, naming the field', async (_case, webhook, field) => {
    const tenant = await createTenant();
    const res = await create(tenant.token, webhook);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error_message: expect.any(String), meta: { request_id: expect.any(String) } });
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('422 names every problem at once (bad pair and bad url together)', async () => {
    const tenant = await createTenant();
    const res = await create(tenant.token, { resource: 'member', event: 'exploded', url: 'nope' });
    expect(Object.keys(res.body.errors).sort()).toEqual(['webhook.event', 'webhook.url']);
  });

  it('422 when the body is not wrapped in `webhook`', async () => {
    const tenant = await createTenant();
    const res = await api('POST', '/api/company/webhooks', {
      token: tenant.token,
      body: { resource: 'member', event: 'created', url },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('webhook');
  });
});

describe('authentication and permission (webhooks.manage)', () => {
  it.each([
    ['POST', '/api/company/webhooks'],
    ['GET', '/api/company/webhooks'],
    ['GET', '/api/company/webhooks/resources'],
    ['GET', '/api/webhooks/schemas'],
    ['GET', '/api/company/webhooks/secret'],
  ])('%s %s: 401 {message} without a token, 403 without the permission', async (method, path) => {
    const tenant = await createTenant();
    const unauthenticated = await api(method, path, { body: method === 'POST' ? { webhook: {} } : undefined });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body).toEqual({ message: 'Unauthorized' });
    const token = await tenant.tokenWith({ permissions: ['company.view'] });
    const forbidden = await api(method, path, { token, body: method === 'POST' ? { webhook: {} } : undefined });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'This token lacks the webhooks.manage permission' });
  });
});

describe('list, show, update, delete', () => {
  it('lists with offset pagination (page, per_page, meta.pagination)', async () => {
    const tenant = await createTenant();
    const ids: number[] = [];
    for (const event of ['created', 'updated', 'created'])
      ids.push((await create(tenant.token, { resource: 'member', event, url })).body.webhook.id);
    const first = await api('GET', '/api/company/webhooks?page=1&per_page=2', { token: tenant.token });
    const second = await api('GET', '/api/company/webhooks?page=2&per_page=2', { token: tenant.token });
    expect(first.body.webhooks.map((w: { id: number }) => w.id)).toEqual(ids.slice(0, 2));
    expect(second.body.webhooks.map((w: { id: number }) => w.id)).toEqual(ids.slice(2));
    expect(first.body.meta.pagination).toEqual({ page: 1, per_page: 2, total_count: 3, total_pages: 2 });
  });

  it("never shows or changes another company's subscription (404, tenancy from the token)", async () => {
    const [owner, other] = await Promise.all([createTenant(), createTenant()]);
    const { id } = (await create(owner.token, { resource: 'member', event: 'created', url })).body.webhook;
    expect((await api('GET', `/api/company/webhooks/${id}`, { token: other.token })).status).toBe(404);
    expect(
      (await api('PUT', `/api/company/webhooks/${id}`, { token: other.token, body: { webhook: { active: false } } }))
        .status,
    ).toBe(404);
    expect((await api('DELETE', `/api/company/webhooks/${id}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', '/api/company/webhooks', { token: other.token })).body.webhooks).toEqual([]);
    expect((await api('GET', `/api/company/webhooks/${id}`, { token: owner.token })).body.webhook.id).toBe(id);
  });

  it('updates url, active, http_method and auth_token, and shows the new values', async () => {
    const tenant = await createTenant();
    const { id } = (await create(tenant.token, { resource: 'member', event: 'created', url })).body.webhook;
    const secret = authToken();
    const res = await api('PUT', `/api/company/webhooks/${id}`, {
      token: tenant.token,
      body: {
        webhook: { url: 'https://other.example.com/hook', active: false, http_method: 'put', auth_token: secret },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.webhook).toMatchObject({
      id,
      url: 'https://other.example.com/hook',
      active: false,
      http_method: 'put',
      auth_token: `••••${secret.slice(-4)}`,
      resource: 'member',
    });
    expect((await api('GET', `/api/company/webhooks/${id}`, { token: tenant.token })).body.webhook).toEqual(
      res.body.webhook,
    );
  });

  it('the masked auth_token sent back as read keeps the token; the fields sent changed still update', async () => {
    const tenant = await createTenant();
    const created = (await create(tenant.token, { resource: 'member', event: 'created', url, auth_token: authToken() }))
      .body.webhook;
    const sealedBefore = (await getSubscription(tenant.company.id, created.id))!.auth_token_sealed;
    const res = await api('PUT', `/api/company/webhooks/${created.id}`, {
      token: tenant.token,
      body: { webhook: { auth_token: created.auth_token, url: 'https://other.example.com/hook' } },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.webhook).toMatchObject({
      resource: 'member',
      event: 'created',
      auth_token: created.auth_token,
      url: 'https://other.example.com/hook',
    });
    expect((await getSubscription(tenant.company.id, created.id))!.auth_token_sealed).toBe(sealedBefore);
  });

  it('auth_token: null returns signing to the company webhook secret', async () => {
    const tenant = await createTenant();
    const { id } = (await create(tenant.token, { resource: 'member', event: 'created', url, auth_token: authToken() }))
      .body.webhook;
    const res = await api('PUT', `/api/company/webhooks/${id}`, {
      token: tenant.token,
      body: { webhook: { auth_token: null } },
    });
    expect(res.body.webhook.auth_token).toBeNull();
  });

  it.each([
    ['resource', { resource: 'company_event' }, 'webhook.resource'],
    ['event', { event: 'updated' }, 'webhook.event'],
    ['a private-range url is fine locally but metadata never', { url: 'https://169.254.169.254/' }, 'webhook.url'],
    ['a short auth_token', { auth_token: 'short' }, 'webhook.auth_token'],
    ['resource, even its current value (SPEC: not accepted on update)', { resource: 'member' }, 'webhook.resource'],
    ['the masked form of a token it does not have', { auth_token: '••••abcd' }, 'webhook.auth_token'],
  ])('update with %s → 422 and nothing changes', async (_case, webhook, field) => {
    const tenant = await createTenant();
    const created = (await create(tenant.token, { resource: 'member', event: 'created', url })).body.webhook;
    const res = await api('PUT', `/api/company/webhooks/${created.id}`, { token: tenant.token, body: { webhook } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect((await api('GET', `/api/company/webhooks/${created.id}`, { token: tenant.token })).body.webhook).toEqual(
      created,
    );
  });

  it('deletes: 200 echoing the id, then 404 on show and on a second delete', async () => {
    const tenant = await createTenant();
    const { id } = (await create(tenant.token, { resource: 'member', event: 'created', url })).body.webhook;
    const res = await api('DELETE', `/api/company/webhooks/${id}`, { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ webhook: { id }, status: 200 });
    expect((await api('GET', `/api/company/webhooks/${id}`, { token: tenant.token })).status).toBe(404);
    expect((await api('DELETE', `/api/company/webhooks/${id}`, { token: tenant.token })).status).toBe(404);
  });

  it('a non-numeric id is a 422 on the path', async () => {
    const tenant = await createTenant();
    const res = await api('GET', '/api/company/webhooks/abc', { token: tenant.token });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('id');
  });
});
