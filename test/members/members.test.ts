import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { outboxRecords } from './outbox-records';

const unique = () => randomUUID().slice(0, 8);

function repBody(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    member: {
      type: 'rep',
      email: `rep-${id}@example.com`,
      first_name: 'Rita',
      last_name: 'Rep',
      username: `rita${id}`,
      country_code: 'US',
      ...overrides,
    },
  };
}

const createMember = (tenant: Tenant, body: unknown, token = tenant.token) =>
  api('POST', '/api/company/members', { token, body });

describe('POST /api/company/members', () => {
  it('creates a rep and answers it with id, full_name and timestamps (201)', async () => {
    const tenant = await createTenant();
    const body = repBody({ email: 'Mixed.Case@Example.com', username: 'RitaR' });
    const res = await createMember(tenant, body);
    expect(res.status).toBe(201);
    expect(res.body.member).toEqual({
      id: expect.any(Number),
      type: 'rep',
      email: 'mixed.case@example.com',
      first_name: 'Rita',
      last_name: 'Rep',
      full_name: 'Rita Rep',
      username: 'ritar',
      country_code: 'US',
      role: null,
      member_type: { id: expect.any(String), name: 'Rep', slug: 'rep' },
      sponsor: null,
      active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('gives an admin the admin role by default', async () => {
    const tenant = await createTenant();
    const res = await createMember(tenant, {
      member: { type: 'admin', email: `a-${unique()}@example.com`, first_name: 'Ada', country_code: 'us' },
    });
    expect(res.status).toBe(201);
    expect(res.body.member).toMatchObject({ role: 'admin', username: null, last_name: '', full_name: 'Ada' });
  });

  it('writes member_created and member_updated to the outbox with the member object, in the same transaction', async () => {
    const tenant = await createTenant();
    const created = (await createMember(tenant, repBody())).body.member;
    const updated = (
      await api('PUT', `/api/company/members/${created.id}`, {
        token: tenant.token,
        body: { member: { first_name: 'Renata' } },
      })
    ).body.member;
    await createMember(tenant, repBody({ username: created.username })); // refused: no event
    const records = await outboxRecords(tenant.company.id);
    expect(records.map((r) => `${r.resource}_${r.event}`)).toEqual(['member_created', 'member_updated']);
    expect(records[0]!.data).toEqual(created);
    expect(records[1]!.data).toEqual(updated);
  });

  it.each([
    ['a rep without username', { username: undefined }, 'member.username'],
    ['a rep with a role', { role: 'admin' }, 'member.role'],
    ['an invalid email', { email: 'nope' }, 'member.email'],
    ['an unknown type', { type: 'owner' }, 'member.type'],
    ['a username with spaces', { username: 'a b' }, 'member.username'],
    ['an unknown country', { country_code: 'ZZ' }, 'member.country_code'],
    ['a country the company does not sell in', { country_code: 'FR' }, 'member.country_code'],
    ['an oversized first name', { first_name: 'f'.repeat(101) }, 'member.first_name'],
    ['a wrong type for active', { active: 'yes' }, 'member.active'],
  ])('refuses %s with 422 naming the field', async (_case, override, field) => {
    const tenant = await createTenant();
    const res = await createMember(tenant, repBody(override));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it.each([
    ['an unknown role', 'no_such_role', 422],
    ['the owner role', 'owner', 422],
  ])('refuses an admin with %s', async (_case, role, status) => {
    const tenant = await createTenant();
    const res = await createMember(tenant, {
      member: { type: 'admin', email: `a-${unique()}@example.com`, first_name: 'A', country_code: 'US', role },
    });
    expect(res.status).toBe(status);
    expect(Object.keys(res.body.errors)).toContain('member.role');
  });

  it('takes a role by its key or by the display name the roles list shows, and stores the key', async () => {
    const tenant = await createTenant();
    const role = await api('POST', '/api/company/roles', {
      token: tenant.token,
      body: { role: { name: 'Catalog Editor', permissions: ['storefront.view'] } },
    });
    expect(role.status).toBe(201);
    const admin = (role: string) => ({
      member: { type: 'admin', email: `a-${unique()}@example.com`, first_name: 'A', country_code: 'US', role },
    });
    const byName = await createMember(tenant, admin('catalog editor'));
    expect(byName.status).toBe(201);
    expect(byName.body.member.role).toBe('catalog_editor');
    expect((await createMember(tenant, admin('catalog_editor'))).body.member.role).toBe('catalog_editor');
    const renamed = await api('PUT', `/api/company/members/${byName.body.member.id}`, {
      token: tenant.token,
      body: { member: { role: 'Admin' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.member.role).toBe('admin');
    const owner = await createMember(tenant, admin('Owner'));
    expect(owner.status).toBe(422);
    expect(owner.body.errors['member.role']).toEqual(['cannot be assigned; the owner is set at sign-up']);
  });

  it('never lets a caller give an admin more permissions than it holds (403)', async () => {
    const tenant = await createTenant();
    const limited = await tenant.tokenWith({ kind: 'partner', permissions: ['members.manage', 'members.view'] });
    const res = await createMember(
      tenant,
      {
        member: {
          type: 'admin',
          email: `a-${unique()}@example.com`,
          first_name: 'A',
          country_code: 'US',
          role: 'admin',
        },
      },
      limited,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/permissions the caller lacks/);
  });

  it('keeps rep usernames unique per company, case-insensitively, and emails unique per company (409)', async () => {
    const tenant = await createTenant();
    const first = repBody();
    await createMember(tenant, first);
    const sameUsername = await createMember(
      tenant,
      repBody({ username: (first.member.username as string).toUpperCase() }),
    );
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.errors).toEqual({ 'member.username': ['is already taken'] });
    const sameEmail = await createMember(tenant, repBody({ email: first.member.email }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors).toEqual({ 'member.email': ['is already taken'] });
    const otherCompany = await createTenant();
    expect((await createMember(otherCompany, repBody({ username: first.member.username }))).status).toBe(201);
  });

  it('lets exactly one of concurrent creates claim a username (race-safe)', async () => {
    const tenant = await createTenant();
    const username = `race${unique()}`;
    const results = await Promise.all([0, 1, 2, 3, 4].map(() => createMember(tenant, repBody({ username }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('GET /api/company/members', () => {
  it('filters by type, country, active and q, with offset pagination', async () => {
    const tenant = await createTenant();
    await api('POST', '/api/company/countries', { token: tenant.token, body: { country: { iso: 'DE' } } });
    const zoe = (await createMember(tenant, repBody({ first_name: 'Zoe', country_code: 'DE' }))).body.member;
    const max = (await createMember(tenant, repBody({ first_name: 'Max', country_code: 'DE' }))).body.member;
    const us = (await createMember(tenant, repBody({ first_name: 'Uma' }))).body.member;
    const admin = (
      await createMember(tenant, {
        member: { type: 'admin', email: `adm-${unique()}@example.com`, first_name: 'Zoe', country_code: 'DE' },
      })
    ).body.member;
    await api('DELETE', `/api/company/members/${max.id}`, { token: tenant.token });
    const ids = async (query: string) =>
      (await api('GET', `/api/company/members?${query}`, { token: tenant.token })).body.members.map(
        (m: { id: number }) => m.id,
      );

    expect(await ids('')).toEqual([admin.id, us.id, max.id, zoe.id]);
    expect(await ids('country=de')).toEqual([admin.id, max.id, zoe.id]);
    expect(await ids('country=DE&type=rep&active=true')).toEqual([zoe.id]);
    expect(await ids('active=false')).toEqual([max.id]);
    expect(await ids('q=ZOE')).toEqual([admin.id, zoe.id]);
    expect(await ids(`q=${us.username}`)).toEqual([us.id]);

    const page2 = await api('GET', '/api/company/members?per_page=1&page=2&type=rep', { token: tenant.token });
    expect(page2.body.members.map((m: { id: number }) => m.id)).toEqual([max.id]);
    expect(page2.body.meta.pagination).toEqual({ page: 2, per_page: 1, total_count: 3, total_pages: 3 });
  });

  it.each([
    ['type=owner', 'type'],
    ['active=maybe', 'active'],
    ['country=Germany', 'country'],
    ['per_page=101', 'per_page'],
    [`q=${'q'.repeat(101)}`, 'q'],
  ])('refuses %s with 422', async (query, field) => {
    const tenant = await createTenant();
    const res = await api('GET', `/api/company/members?${query}`, { token: tenant.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('PUT and DELETE /api/company/members/{id}', () => {
  it('updates only the fields sent, moving the username claim', async () => {
    const tenant = await createTenant();
    const created = (await createMember(tenant, repBody())).body.member;
    const res = await api('PUT', `/api/company/members/${created.id}`, {
      token: tenant.token,
      body: { member: { username: 'new-name', last_name: 'Renamed' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({
      id: created.id,
      username: 'new-name',
      last_name: 'Renamed',
      first_name: 'Rita',
      email: created.email,
    });
    expect(Date.parse(res.body.member.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    // The old username is free again, the new one is taken.
    expect((await createMember(tenant, repBody({ username: created.username }))).status).toBe(201);
    expect((await createMember(tenant, repBody({ username: 'new-name' }))).status).toBe(409);
  });

  it('turns an admin into a rep only with a username, dropping the dashboard role', async () => {
    const tenant = await createTenant();
    const admin = (
      await createMember(tenant, {
        member: { type: 'admin', email: `a-${unique()}@example.com`, first_name: 'A', country_code: 'US' },
      })
    ).body.member;
    const withoutUsername = await api('PUT', `/api/company/members/${admin.id}`, {
      token: tenant.token,
      body: { member: { type: 'rep' } },
    });
    expect(withoutUsername.status).toBe(422);
    const rep = await api('PUT', `/api/company/members/${admin.id}`, {
      token: tenant.token,
      body: { member: { type: 'rep', username: `u${unique()}` } },
    });
    expect(rep.status).toBe(200);
    expect(rep.body.member).toMatchObject({ type: 'rep', role: null });
  });

  it('deactivates with DELETE (200, active false) and keeps the member readable', async () => {
    const tenant = await createTenant();
    const created = (await createMember(tenant, repBody())).body.member;
    const res = await api('DELETE', `/api/company/members/${created.id}`, { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ id: created.id, active: false });
    expect((await api('GET', `/api/company/members/${created.id}`, { token: tenant.token })).body.member.active).toBe(
      false,
    );
  });

  it('answers 404 for an unknown member', async () => {
    const tenant = await createTenant();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await api(method, '/api/company/members/987654321', {
        token: tenant.token,
        body: method === 'PUT' ? { member: {} } : undefined,
      });
      expect(res.status, method).toBe(404);
      expect(res.body.error_message).toBe('Member not found');
    }
  });
});
