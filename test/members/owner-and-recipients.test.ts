import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listActiveMembersInCountries } from '../../shared/domains/members/list-members-in-countries';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { signUpAndSignIn } from '../identity/support';

describe('the company owner', () => {
  it.each([
    ['deactivated', 'DELETE', undefined, 'member.active'],
    ['demoted', 'PUT', { member: { role: 'events_view_only' } }, 'member.role'],
    ['turned into a rep', 'PUT', { member: { type: 'rep', username: 'owner-rep' } }, 'member.type'],
  ])('cannot be %s (422)', async (_case, method, body, field) => {
    const { session } = await signUpAndSignIn();
    const owner = (await api('GET', '/api/company/members', { token: session })).body.members[0];
    const res = await api(method, `/api/company/members/${owner.id}`, { token: session, body });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect((await api('GET', `/api/company/members/${owner.id}`, { token: session })).body.member).toMatchObject({
      active: true,
      role: 'owner',
      type: 'admin',
    });
  });

  it('can still be renamed', async () => {
    const { session } = await signUpAndSignIn();
    const owner = (await api('GET', '/api/company/members', { token: session })).body.members[0];
    const res = await api('PUT', `/api/company/members/${owner.id}`, {
      token: session,
      body: { member: { first_name: 'Olivia', last_name: 'Owner' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.member.full_name).toBe('Olivia Owner');
  });
});

describe('listActiveMembersInCountries (event notification recipients)', () => {
  it('returns the active reps and admins of exactly the given countries of exactly that company', async () => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    for (const t of [tenant, other]) {
      for (const iso of ['DE', 'FR'])
        await api('POST', '/api/company/countries', { token: t.token, body: { country: { iso } } });
    }
    const add = async (token: string, type: 'rep' | 'admin', country_code: string) => {
      const id = randomUUID().slice(0, 8);
      const member = {
        type,
        email: `${type}-${id}@example.com`,
        first_name: type,
        country_code,
        ...(type === 'rep' ? { username: `u${id}` } : {}),
      };
      return (await api('POST', '/api/company/members', { token, body: { member } })).body.member;
    };
    const deRep = await add(tenant.token, 'rep', 'DE');
    const frAdmin = await add(tenant.token, 'admin', 'FR');
    const inactive = await add(tenant.token, 'rep', 'DE');
    await api('DELETE', `/api/company/members/${inactive.id}`, { token: tenant.token });
    await add(tenant.token, 'rep', 'US');
    await add(other.token, 'rep', 'DE');

    const recipients = await listActiveMembersInCountries(tenant.company.id, ['de', 'FR', 'DE']);
    expect(recipients.sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: deRep.id, type: 'rep', email: deRep.email, full_name: deRep.full_name, country_code: 'DE' },
        { id: frAdmin.id, type: 'admin', email: frAdmin.email, full_name: frAdmin.full_name, country_code: 'FR' },
      ].sort((a, b) => a.id - b.id),
    );
    expect(await listActiveMembersInCountries(tenant.company.id, [])).toEqual([]);
  });
});
