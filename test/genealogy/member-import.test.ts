import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { createFieldMember, downlineIds, MEMBERS, uplineIds } from './field-members';

const IMPORTS = '/api/v2025-06/member-imports';

const row = (externalId: string, sponsor: string | null, suffix: string) => ({
  external_id: externalId,
  sponsor_external_id: sponsor,
  email: `${externalId.toLowerCase()}-${suffix}@example.com`,
  first_name: externalId,
  username: `${externalId.toLowerCase()}${suffix}`,
});

async function completed(tenant: Tenant, id: string) {
  await expect
    .poll(async () => (await api('GET', `${IMPORTS}/${id}`, { token: tenant.token })).body.member_import?.status, {
      timeout: 30_000,
      interval: 250,
    })
    .toBe('completed');
  return (await api('GET', `${IMPORTS}/${id}`, { token: tenant.token })).body.member_import;
}

const memberIdOf = async (tenant: Tenant, externalId: string) =>
  (await api('GET', `${MEMBERS}/find?external_id=${externalId}`, { token: tenant.token })).body.member?.id as string;

describe('member imports', () => {
  it('imports a tree given in any order under an existing member, and a re-run creates nothing', async () => {
    const tenant = await createTenant();
    const suffix = randomUUID().slice(0, 6);
    const existing = await createFieldMember(tenant, { external_id: 'HQ' });
    // Children before their sponsors, a chain below the closure levels, a branch.
    const rows = [
      row('G', 'F', suffix),
      row('F', 'E', suffix),
      row('E', 'D', suffix),
      row('D', 'C', suffix),
      row('C', 'B', suffix),
      row('B', 'A', suffix),
      row('B2', 'A', suffix),
      row('A', 'HQ', suffix),
      { ...row('Z', null, suffix), member_type_slug: 'customer', username: undefined },
    ];
    const started = await api('POST', IMPORTS, { token: tenant.token, body: { members: rows } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.member_import).toMatchObject({ status: 'running', total: 9, skipped: 0 });
    const done = await completed(tenant, started.body.member_import.id);
    expect(done).toMatchObject({ total: 9, created: 9, skipped: 0, progress: 1 });
    const ids = Object.fromEntries(
      await Promise.all(
        ['A', 'B', 'B2', 'C', 'D', 'E', 'F', 'G', 'Z'].map(async (id) => [id, await memberIdOf(tenant, id)]),
      ),
    );
    expect(await uplineIds(tenant, ids.G)).toEqual([ids.F, ids.E, ids.D, ids.C, ids.B, ids.A, existing]);
    expect(await downlineIds(tenant, ids.A, 1)).toEqual([ids.B, ids.B2].sort());
    expect(await downlineIds(tenant, existing, 5)).toEqual([ids.E]);
    expect((await api('GET', `${MEMBERS}/${ids.Z}`, { token: tenant.token })).body.member).toMatchObject({
      member_type_slug: 'retail_customer',
      sponsor_id: null,
    });

    const again = await api('POST', IMPORTS, { token: tenant.token, body: { members: rows } });
    expect(again.status).toBe(202);
    expect(await completed(tenant, again.body.member_import.id)).toMatchObject({ created: 0, skipped: 9 });
    expect(await downlineIds(tenant, ids.A, 1)).toEqual([ids.B, ids.B2].sort());
  });

  it('refuses the whole import naming each bad row: repeats, unknown sponsors, cycles, taken emails', async () => {
    const tenant = await createTenant();
    const suffix = randomUUID().slice(0, 6);
    const taken = await api('GET', `${MEMBERS}/${await createFieldMember(tenant)}`, { token: tenant.token });
    const rows = [
      row('A', null, suffix),
      { ...row('A', null, suffix), email: `again-${suffix}@example.com`, username: `again${suffix}` },
      row('B', 'NOBODY', suffix),
      row('X', 'Y', suffix),
      row('Y', 'X', suffix),
      { ...row('T', null, suffix), email: taken.body.member.email },
    ];
    const res = await api('POST', IMPORTS, { token: tenant.token, body: { members: rows } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'members[1].external_id': ['repeats row 0'],
      'members[2].sponsor_external_id': ['names no member of the import or the company'],
      'members[3].sponsor_external_id': ['is in a sponsor cycle within the import'],
      'members[4].sponsor_external_id': ['is in a sponsor cycle within the import'],
      'members[5].email': ['already belongs to another member'],
    });
    expect((await api('GET', `${MEMBERS}/find?external_id=A`, { token: tenant.token })).status).toBe(404);

    const many = Array.from({ length: 120 }, (_, index) => row(`R${index}`, `MISSING${index}`, suffix));
    const bounded = await api('POST', IMPORTS, { token: tenant.token, body: { members: many } });
    expect(bounded.status).toBe(422);
    expect(Object.keys(bounded.body.errors).length + bounded.body.meta.errors_omitted).toBe(120);
    expect(bounded.body.meta.errors_omitted).toBeGreaterThan(0);
  });
});
