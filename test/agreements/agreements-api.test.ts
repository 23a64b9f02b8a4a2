import { describe, expect, it } from 'vitest';
import { createAgreement } from '../helpers/agreements';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('agreements CRUD (/api/agreements)', () => {
  it('creates with documented defaults and shows the spec fields plus body', async () => {
    const tenant = await createTenant();
    const res = await api('POST', '/api/agreements', {
      token: tenant.token,
      body: { agreement: { title: 'Privacy', required: true } },
    });
    expect(res.status).toBe(201);
    expect(res.body.agreement).toEqual({
      id: expect.any(Number),
      title: 'Privacy',
      body: '',
      show_at_checkout: true,
      default_checked: false,
      subscription_only: false,
      standalone_on_checkout: false,
      show_path: null,
      enrollment_pack_id: null,
      required: true,
      active: true,
      cloned_from_id: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const shown = await api('GET', `/api/agreements/${res.body.agreement.id}`, { token: tenant.token });
    expect(shown.body.agreement).toEqual(res.body.agreement);
  });

  it('updates partially, null clears show_path, and deletes', async () => {
    const tenant = await createTenant();
    const agreement = await createAgreement(tenant, { show_path: '/pages/terms', default_checked: true });
    const updated = await api('PUT', `/api/agreements/${agreement.id}`, {
      token: tenant.token,
      body: { agreement: { title: 'Terms v2', show_path: null } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.agreement).toMatchObject({
      title: 'Terms v2',
      show_path: null,
      default_checked: true,
      body: agreement.body,
    });
    const deleted = await api('DELETE', `/api/agreements/${agreement.id}`, { token: tenant.token });
    expect(deleted.body.id).toBe(agreement.id);
    expect((await api('GET', `/api/agreements/${agreement.id}`, { token: tenant.token })).status).toBe(404);
  });

  it('lists oldest first with offset pagination', async () => {
    const tenant = await createTenant();
    const created = [];
    for (const title of ['A', 'B', 'C']) created.push(await createAgreement(tenant, { title }));
    const first = await api('GET', '/api/agreements?per_page=2', { token: tenant.token });
    const second = await api('GET', '/api/agreements?per_page=2&page=2', { token: tenant.token });
    expect(first.body.agreements.map((a: any) => a.title)).toEqual(['A', 'B']);
    expect(second.body.agreements.map((a: any) => a.title)).toEqual(['C']);
    expect(first.body.meta.pagination).toEqual({ page: 1, per_page: 2, total_count: 3, total_pages: 2 });
  });

  describe.each([
    ['title missing', {}, 'agreement.title'],
    ['empty title', { title: '  ' }, 'agreement.title'],
    ['show_path not a path', { title: 'T', show_path: 'https://x' }, 'agreement.show_path'],
    ['body over 30,000 bytes', { title: 'T', body: 'é'.repeat(15_001) }, 'agreement.body'],
    ['enrollment_pack_id not an integer', { title: 'T', enrollment_pack_id: 'x' }, 'agreement.enrollment_pack_id'],
    ['unknown field', { title: 'T', colour: 'red' }, 'agreement.colour'],
  ])('validation: %s → 422 naming the field', (_name, agreement, field) => {
    it('refuses', async () => {
      const tenant = await createTenant();
      const res = await api('POST', '/api/agreements', { token: tenant.token, body: { agreement } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    });
  });

  it('isolates companies: another company cannot show, update, delete or list an agreement', async () => {
    const [owner, stranger] = await Promise.all([createTenant(), createTenant()]);
    const agreement = await createAgreement(owner);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { agreement: { title: 'x' } }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api(method, `/api/agreements/${agreement.id}`, { token: stranger.token, body });
      expect(res.status).toBe(404);
      expect(res.body.error_message).toBe('Agreement not found');
    }
    expect((await api('GET', '/api/agreements', { token: stranger.token })).body.agreements).toEqual([]);
    expect((await api('GET', `/api/agreements/${agreement.id}`, { token: owner.token })).body.agreement.title).toBe(
      'Terms of sale',
    );
  });

  it('reads need agreements.view and writes agreements.manage', async () => {
    const tenant = await createTenant();
    const viewer = await tenant.tokenWith({ permissions: ['agreements.view'] });
    expect((await api('GET', '/api/agreements', { token: viewer })).status).toBe(200);
    const refused = await api('POST', '/api/agreements', { token: viewer, body: { agreement: { title: 'T' } } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This token lacks the agreements.manage permission' });
    expect((await api('GET', '/api/agreements')).status).toBe(401);
  });
});
