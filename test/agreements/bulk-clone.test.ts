import { describe, expect, it } from 'vitest';
import { createAgreement } from '../helpers/agreements';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const fiveKeys = ['error', 'error_message', 'errors', 'message', 'meta'];

describe('POST /api/agreements/bulk_clone', () => {
  it('clones each id: fresh ids, titles marked as copies, inactive, same settings; request order; repeats once', async () => {
    const tenant = await createTenant();
    const a = await createAgreement(tenant, { title: 'Terms', required: true, show_path: '/pages/terms' });
    const b = await createAgreement(tenant, { title: 'Privacy', default_checked: true });
    const res = await api('POST', '/api/agreements/bulk_clone', {
      token: tenant.token,
      body: { agreement_ids: [b.id, a.id, b.id] },
    });
    expect(res.status).toBe(201);
    const [cloneB, cloneA] = res.body.agreements;
    expect(res.body.agreements).toHaveLength(2);
    expect(cloneB).toMatchObject({
      title: 'Privacy (copy)',
      default_checked: true,
      active: false,
      cloned_from_id: b.id,
    });
    expect(cloneA).toMatchObject({
      title: 'Terms (copy)',
      required: true,
      show_path: '/pages/terms',
      body: a.body,
      active: false,
      cloned_from_id: a.id,
    });
    expect(new Set([a.id, b.id, cloneA.id, cloneB.id]).size).toBe(4);
    const list = await api('GET', '/api/agreements', { token: tenant.token });
    expect(list.body.meta.pagination.total_count).toBe(4);
  });

  it('a title at the length limit stays within it once marked as a copy', async () => {
    const tenant = await createTenant();
    const long = await createAgreement(tenant, { title: 'x'.repeat(255) });
    const res = await api('POST', '/api/agreements/bulk_clone', {
      token: tenant.token,
      body: { agreement_ids: [long.id] },
    });
    expect(res.body.agreements[0].title).toHaveLength(255);
    expect(res.body.agreements[0].title.endsWith(' (copy)')).toBe(true);
  });

  it('mixed with another company’s id → 404 in the five-key form naming that id; nothing is cloned', async () => {
    const [owner, stranger] = await Promise.all([createTenant(), createTenant()]);
    const mine = await createAgreement(owner);
    const theirs = await createAgreement(stranger);
    const res = await api('POST', '/api/agreements/bulk_clone', {
      token: owner.token,
      body: { agreement_ids: [mine.id, theirs.id] },
    });
    expect(res.status).toBe(404);
    expect(Object.keys(res.body).sort()).toEqual(fiveKeys);
    expect(res.body.error).toBe('not_found');
    expect(res.body.message).toBe(res.body.error_message);
    expect(res.body.errors).toEqual({ agreement_ids: [`${theirs.id} is not an agreement of this company`] });
    expect(res.body.meta).toEqual({ request_id: expect.any(String), timestamp: expect.any(String), code: 'not_found' });
    expect((await api('GET', '/api/agreements', { token: owner.token })).body.agreements).toHaveLength(1);
    expect((await api('GET', '/api/agreements', { token: stranger.token })).body.agreements).toHaveLength(1);
  });

  it.each([
    ['over the limit (101 ids)', { agreement_ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['empty list', { agreement_ids: [] }],
    ['missing agreement_ids', {}],
    ['non-integer ids', { agreement_ids: ['1'] }],
  ])('%s → 422 in the five-key form', async (_name, body) => {
    const tenant = await createTenant();
    const res = await api('POST', '/api/agreements/bulk_clone', { token: tenant.token, body });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body).sort()).toEqual(fiveKeys);
    expect(res.body.error).toBe('validation_failed');
    expect(Object.keys(res.body.errors)[0]).toMatch(/^agreement_ids/);
  });

  it('clones 100 ids (more than one transaction) and keeps 401 bare', async () => {
    const tenant = await createTenant();
    const sources = await Promise.all(
      Array.from({ length: 100 }, (_, i) => createAgreement(tenant, { title: `T${i}` })),
    );
    const res = await api('POST', '/api/agreements/bulk_clone', {
      token: tenant.token,
      body: { agreement_ids: sources.map((s) => s.id) },
    });
    expect(res.status).toBe(201);
    expect(res.body.agreements.map((c: any) => c.cloned_from_id)).toEqual(sources.map((s) => s.id));
    expect(
      (await api('GET', '/api/agreements?per_page=1', { token: tenant.token })).body.meta.pagination.total_count,
    ).toBe(200);
    const unauthorized = await api('POST', '/api/agreements/bulk_clone', { body: { agreement_ids: [1] } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toEqual({ message: expect.any(String) });
  });
});
