import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

/** Two companies; A's full-permission token pointed at B's resources. */
async function twoCompanies() {
  const [a, b] = await Promise.all([createTenant(), createTenant()]);
  const id = randomUUID().slice(0, 8);
  const member = (
    await api('POST', '/api/company/members', {
      token: b.token,
      body: {
        member: { type: 'rep', email: `b-${id}@example.com`, first_name: 'B', username: `b${id}`, country_code: 'US' },
      },
    })
  ).body.member;
  const token = (
    await api('POST', '/api/company/api_tokens', {
      token: b.token,
      body: { api_token: { kind: 'company', name: 'B server' } },
    })
  ).body.api_token;
  await api('POST', '/api/company/countries', { token: b.token, body: { country: { iso: 'DE' } } });
  return { a, b, member, token };
}

describe("cross-company isolation: company A's token never reads or changes company B's data (404, not 403)", () => {
  it.each([
    ["show B's member", 'GET', (ids: Ids) => `/api/company/members/${ids.member}`, undefined],
    [
      "update B's member",
      'PUT',
      (ids: Ids) => `/api/company/members/${ids.member}`,
      { member: { first_name: 'Hacked' } },
    ],
    ["deactivate B's member", 'DELETE', (ids: Ids) => `/api/company/members/${ids.member}`, undefined],
    ["show B's token", 'GET', (ids: Ids) => `/api/company/api_tokens/${ids.token}`, undefined],
    ["revoke B's token", 'DELETE', (ids: Ids) => `/api/company/api_tokens/${ids.token}`, undefined],
    ["remove B's country", 'DELETE', () => '/api/company/countries/DE', undefined],
  ] as const)('%s → 404', async (_case, method, path, body) => {
    const { a, b, member, token } = await twoCompanies();
    const res = await api(method, path({ member: member.id, token: token.id }), { token: a.token, body });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error_message: expect.stringMatching(/not found$/), errors: null });
    // B's data is untouched.
    expect((await api('GET', `/api/company/members/${member.id}`, { token: b.token })).body.member).toMatchObject({
      first_name: 'B',
      active: true,
    });
    expect((await api('GET', '/api/company', { token: token.token })).status).toBe(200);
    expect(
      (await api('GET', '/api/company/countries', { token: b.token })).body.countries.map(
        (c: { iso: string }) => c.iso,
      ),
    ).toEqual(['DE', 'US']);
  });

  it("lists and settings only ever show the caller's own company", async () => {
    const { a, b, member, token } = await twoCompanies();
    const members = await api('GET', '/api/company/members', { token: a.token });
    const tokens = await api('GET', '/api/company/api_tokens', { token: a.token });
    expect(members.body.members.map((m: { id: number }) => m.id)).not.toContain(member.id);
    expect(tokens.body.api_tokens.map((t: { id: number }) => t.id)).not.toContain(token.id);
    await api('PUT', '/api/company', { token: a.token, body: { company: { name: 'A renamed' } } });
    expect((await api('GET', '/api/company', { token: b.token })).body.company.name).toBe(b.company.name);
  });
});

interface Ids {
  member: number;
  token: number;
}
