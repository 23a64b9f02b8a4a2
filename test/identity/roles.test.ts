import { describe, expect, it } from 'vitest';
import { permissions } from '../../shared/domains/auth/permissions';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('GET /api/company/roles', () => {
  it("lists the built-in roles, with the spec's event roles, before custom ones", async () => {
    const tenant = await createTenant();
    await api('POST', '/api/company/roles', {
      token: tenant.token,
      body: { role: { name: 'Support', permissions: ['members.view'] } },
    });
    const res = await api('GET', '/api/company/roles', { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.roles.map((r: { key: string }) => r.key)).toEqual([
      'owner',
      'admin',
      'events_view_only',
      'events_full_access',
      'support',
    ]);
    expect(res.body.roles.find((r: { key: string }) => r.key === 'events_view_only').permissions).toEqual([
      'events.view',
    ]);
    expect(res.body.roles.find((r: { key: string }) => r.key === 'events_full_access').permissions).toEqual([
      'events.view',
      'events.manage',
    ]);
    expect(res.body.roles.find((r: { key: string }) => r.key === 'admin').permissions).toEqual([...permissions]);
    expect(res.body.meta.pagination).toEqual({ page: 1, per_page: 25, total_count: 5, total_pages: 1 });
  });
});

describe('POST /api/company/roles', () => {
  it('creates a custom role keyed by its name that partner tokens can then use', async () => {
    const tenant = await createTenant();
    const res = await api('POST', '/api/company/roles', {
      token: tenant.token,
      body: { role: { name: 'Content Team', permissions: ['storefront.view', 'storefront.update'] } },
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toEqual({
      key: 'content_team',
      name: 'Content Team',
      permissions: ['storefront.view', 'storefront.update'],
      built_in: false,
      created_at: expect.any(String),
    });
    const token = await api('POST', '/api/company/api_tokens', {
      token: tenant.token,
      body: { api_token: { kind: 'partner', name: 'CMS', role: 'content_team' } },
    });
    expect(token.body.api_token).toMatchObject({
      role: 'content_team',
      permissions: ['storefront.view', 'storefront.update'],
    });
  });

  it('a token takes the role by the name the roles list shows, and answers its key', async () => {
    const tenant = await createTenant();
    await api('POST', '/api/company/roles', {
      token: tenant.token,
      body: { role: { name: 'Catalog Editor', permissions: ['storefront.view'] } },
    });
    const custom = await api('POST', '/api/company/api_tokens', {
      token: tenant.token,
      body: { api_token: { kind: 'partner', name: 'CMS', role: 'Catalog Editor' } },
    });
    expect(custom.status).toBe(201);
    expect(custom.body.api_token).toMatchObject({ role: 'catalog_editor', permissions: ['storefront.view'] });
    const builtIn = await api('POST', '/api/company/api_tokens', {
      token: tenant.token,
      body: { api_token: { kind: 'partner', name: 'Events', role: 'Events: View only' } },
    });
    expect(builtIn.body.api_token).toMatchObject({ role: 'events_view_only', permissions: ['events.view'] });
    const near = await api('POST', '/api/company/api_tokens', {
      token: tenant.token,
      body: { api_token: { kind: 'partner', name: 'x', role: 'catalog-editor' } },
    });
    expect(near.status).toBe(422);
    expect(near.body.errors['api_token.role'][0]).toContain('its key or its name');
  });

  it('keeps custom roles per company: another company cannot use them', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    await api('POST', '/api/company/roles', {
      token: a.token,
      body: { role: { name: 'Only A', permissions: ['events.view'] } },
    });
    const res = await api('POST', '/api/company/api_tokens', {
      token: b.token,
      body: { api_token: { kind: 'partner', name: 'x', role: 'only_a' } },
    });
    expect(res.status).toBe(422);
  });

  it.each([
    ['a built-in key', 'Admin'],
    ['a key already used', 'Dup Role'],
  ])('answers 409 for %s', async (_case, name) => {
    const tenant = await createTenant();
    await api('POST', '/api/company/roles', {
      token: tenant.token,
      body: { role: { name: 'dup role', permissions: ['events.view'] } },
    });
    const res = await api('POST', '/api/company/roles', {
      token: tenant.token,
      body: { role: { name, permissions: ['events.view'] } },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ 'role.name': ['is already taken'] });
  });

  it.each([
    ['an unknown permission', { name: 'R', permissions: ['everything.all'] }, 'role.permissions.0'],
    ['no permission', { name: 'R', permissions: [] }, 'role.permissions'],
    ['a repeated permission', { name: 'R', permissions: ['events.view', 'events.view'] }, 'role.permissions'],
    ['a name without letters or digits', { name: '!!!', permissions: ['events.view'] }, 'role.name'],
    ['an oversized name', { name: 'n'.repeat(65), permissions: ['events.view'] }, 'role.name'],
  ])('answers 422 for %s', async (_case, role, field) => {
    const tenant = await createTenant();
    const res = await api('POST', '/api/company/roles', { token: tenant.token, body: { role } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});
