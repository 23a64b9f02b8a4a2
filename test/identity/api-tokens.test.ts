import { describe, expect, it } from 'vitest';
import { publicTokenPermissions } from '../../shared/domains/auth/permissions';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const create = (token: string, apiToken: Record<string, unknown>) =>
  api('POST', '/api/company/api_tokens', { token, body: { api_token: apiToken } });

describe('POST /api/company/api_tokens', () => {
  it.each([
    ['company', {}, 'cmp_'],
    ['partner', { role: 'events_view_only' }, 'prt_'],
    ['public', {}, 'pub_'],
  ])("creates a %s token and shows its secret once, with the kind's prefix", async (kind, extra, prefix) => {
    const tenant = await createTenant();
    const res = await create(tenant.token, { kind, name: `My ${kind} token`, ...extra });
    expect(res.status).toBe(201);
    expect(res.body.api_token).toMatchObject({
      kind,
      name: `My ${kind} token`,
      prefix,
      revoked_at: null,
      last_used_at: null,
    });
    expect(res.body.api_token.token.startsWith(prefix)).toBe(true);
    expect(res.body.api_token.last_four).toBe(res.body.api_token.token.slice(-4));
    expect((await api('GET', '/api/company', { token: res.body.api_token.token })).status).not.toBe(401);
  });

  it('gives a company token every permission and no role', async () => {
    const tenant = await createTenant();
    const res = await create(tenant.token, { kind: 'company', name: 'Server' });
    expect(res.body.api_token.role).toBeNull();
    expect(res.body.api_token.permissions).toContain('tokens.manage');
  });

  it("gives a partner token exactly its role's permissions (built-in event roles)", async () => {
    const tenant = await createTenant();
    const viewOnly = await create(tenant.token, { kind: 'partner', name: 'Calendar sync', role: 'events_view_only' });
    const fullAccess = await create(tenant.token, {
      kind: 'partner',
      name: 'Calendar admin',
      role: 'events_full_access',
    });
    expect(viewOnly.body.api_token.permissions).toEqual(['events.view']);
    expect(fullAccess.body.api_token.permissions.sort()).toEqual(['events.manage', 'events.view']);
    expect((await api('GET', '/api/company', { token: viewOnly.body.api_token.token })).status).toBe(403);
  });

  it('clamps a public token to the public read permissions even with an all-powerful role', async () => {
    const tenant = await createTenant();
    const res = await create(tenant.token, { kind: 'public', name: 'Storefront widget', role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.api_token.permissions.sort()).toEqual([...publicTokenPermissions].sort());
    const token = res.body.api_token.token;
    for (const [method, path, body] of [
      ['POST', '/api/company/api_tokens', { api_token: { kind: 'public', name: 'x' } }],
      ['GET', '/api/company/members', undefined],
      ['PUT', '/api/company', { company: { name: 'Hijacked' } }],
    ] as const) {
      expect((await api(method, path, { token, body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets a partner token expire: afterwards it answers 401', async () => {
    const tenant = await createTenant();
    const res = await create(tenant.token, {
      kind: 'partner',
      name: 'Short-lived',
      role: 'admin',
      expires_at: new Date(Date.now() + 1500).toISOString(),
    });
    expect(res.body.api_token.expires_at).toEqual(expect.any(String));
    expect((await api('GET', '/api/company', { token: res.body.api_token.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await api('GET', '/api/company', { token: res.body.api_token.token })).status).toBe(401);
  });

  it.each([
    ['a partner token without a role', { kind: 'partner', name: 'p' }, 'api_token.role'],
    ['a role the company does not have', { kind: 'partner', name: 'p', role: 'no_such_role' }, 'api_token.role'],
    ['a company token with a role', { kind: 'company', name: 'c', role: 'admin' }, 'api_token.role'],
    [
      'a public token whose role grants nothing public',
      { kind: 'public', name: 'p', role: 'events_view_only' },
      'api_token.role',
    ],
    [
      'an expiry in the past',
      { kind: 'partner', name: 'p', role: 'admin', expires_at: '2020-01-01T00:00:00Z' },
      'api_token.expires_at',
    ],
    ['a root-admin kind', { kind: 'root_admin', name: 'r' }, 'api_token.kind'],
    ['a session kind', { kind: 'session', name: 's' }, 'api_token.kind'],
    ['an empty name', { kind: 'company', name: '  ' }, 'api_token.name'],
    ['an oversized name', { kind: 'company', name: 'n'.repeat(101) }, 'api_token.name'],
    ['an oversized role', { kind: 'partner', name: 'p', role: 'r'.repeat(65) }, 'api_token.role'],
  ])('refuses %s with 422 naming the field', async (_case, apiToken, field) => {
    const tenant = await createTenant();
    const res = await create(tenant.token, apiToken);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('never lets a token mint a token with permissions it lacks (403)', async () => {
    const tenant = await createTenant();
    const limited = await tenant.tokenWith({ kind: 'partner', permissions: ['tokens.manage', 'events.view'] });
    const escalate = await create(limited, { kind: 'company', name: 'Escalation' });
    expect(escalate.status).toBe(403);
    expect(escalate.body).toEqual({ message: expect.stringContaining('cannot hold permissions the caller lacks') });
    expect((await create(limited, { kind: 'partner', name: 'Same rights', role: 'events_view_only' })).status).toBe(
      201,
    );
  });
});

describe('listing, showing and revoking tokens', () => {
  it('lists tokens newest first with offset pagination and never a secret', async () => {
    const tenant = await createTenant();
    const secrets: string[] = [];
    for (const name of ['one', 'two', 'three'])
      secrets.push((await create(tenant.token, { kind: 'company', name })).body.api_token.token);
    const page1 = await api('GET', '/api/company/api_tokens?per_page=2', { token: tenant.token });
    expect(page1.status).toBe(200);
    expect(page1.body.api_tokens.map((t: { name: string }) => t.name)).toEqual(['three', 'two']);
    expect(page1.body.meta.pagination).toEqual({ page: 1, per_page: 2, total_count: 4, total_pages: 2 });
    const page2 = await api('GET', '/api/company/api_tokens?per_page=2&page=2', { token: tenant.token });
    expect(page2.body.api_tokens.map((t: { name: string }) => t.name)).toEqual(['one', 'test']);
    for (const secret of [...secrets, tenant.token]) expect(page1.text + page2.text).not.toContain(secret);
    expect(Object.keys(page1.body.api_tokens[0]).sort()).toEqual(
      [
        'created_at',
        'expires_at',
        'id',
        'kind',
        'last_four',
        'last_used_at',
        'name',
        'permissions',
        'prefix',
        'revoked_at',
        'role',
      ].sort(),
    );
  });

  it('does not list dashboard sessions', async () => {
    const tenant = await createTenant();
    await tenant.tokenWith({ kind: 'session', name: 'a session' });
    const res = await api('GET', '/api/company/api_tokens', { token: tenant.token });
    expect(res.body.api_tokens.map((t: { kind: string }) => t.kind)).toEqual(['company']);
  });

  it('shows one token by id without its secret, and records when it was last used', async () => {
    const tenant = await createTenant();
    const created = (await create(tenant.token, { kind: 'company', name: 'Used' })).body.api_token;
    await api('GET', '/api/company', { token: created.token });
    const res = await api('GET', `/api/company/api_tokens/${created.id}`, { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.api_token).toMatchObject({ id: created.id, name: 'Used', last_four: created.last_four });
    expect(res.body.api_token).not.toHaveProperty('token');
    expect(Date.now() - Date.parse(res.body.api_token.last_used_at)).toBeLessThan(60_000);
  });

  it('revokes immediately, twice without harm, and answers 404 for an unknown id', async () => {
    const tenant = await createTenant();
    const created = (await create(tenant.token, { kind: 'partner', name: 'Rotate me', role: 'admin' })).body.api_token;
    const first = await api('DELETE', `/api/company/api_tokens/${created.id}`, { token: tenant.token });
    expect(first.status).toBe(200);
    expect((await api('GET', '/api/company', { token: created.token })).status).toBe(401);
    const second = await api('DELETE', `/api/company/api_tokens/${created.id}`, { token: tenant.token });
    expect(second.status).toBe(200);
    expect(second.body.api_token.revoked_at).toBe(first.body.api_token.revoked_at);
    const missing = await api('DELETE', '/api/company/api_tokens/123456789', { token: tenant.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error_message: 'API token not found' });
  });
});

describe('token guessing', () => {
  it('answers the same 401 body for unknown, revoked and expired tokens', async () => {
    const tenant = await createTenant();
    const revoked = (await create(tenant.token, { kind: 'company', name: 'r' })).body.api_token;
    await api('DELETE', `/api/company/api_tokens/${revoked.id}`, { token: tenant.token });
    const expired = await tenant.tokenWith({ kind: 'partner', expiresAt: new Date(Date.now() - 1000) });
    const bodies = await Promise.all(
      ['cmp_neverIssuedneverIssuedneverIssuedneverIssued0', revoked.token, expired].map(async (token) => {
        const res = await api('GET', '/api/company', { token });
        return {
          status: res.status,
          text: res.text,
          headers: [...res.headers.keys()].filter((h) => !['date', 'x-request-id'].includes(h)).sort(),
        };
      }),
    );
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]!.status).toBe(401);
  });
});
