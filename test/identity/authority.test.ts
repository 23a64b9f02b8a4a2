import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../shared/domains/auth/permissions';
import { createDroplet } from '../droplets/support';
import { api } from '../helpers/http';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { latestSignInPath, signUpAndSignIn } from './support';

const unique = () => randomUUID().slice(0, 8);

/** A merchant signed in as its owner, with helpers to add members and tokens of chosen authority. */
async function merchant() {
  const { session } = await signUpAndSignIn();
  const owner = (await api('GET', '/api/company/members', { token: session })).body.members[0];
  const roleWith = async (permissions: Permission[]) => {
    const res = await api('POST', '/api/company/roles', {
      token: session,
      body: { role: { name: `Role ${unique()}`, permissions } },
    });
    if (res.status !== 201) throw new Error(`role: ${res.status} ${res.text}`);
    return res.body.role.key as string;
  };
  const partnerWith = async (permissions: Permission[]) => {
    const res = await api('POST', '/api/company/api_tokens', {
      token: session,
      body: { api_token: { kind: 'partner', name: 'limited', role: await roleWith(permissions) } },
    });
    if (res.status !== 201) throw new Error(`token: ${res.status} ${res.text}`);
    return res.body.api_token.token as string;
  };
  const addAdmin = async (role = 'admin') => {
    const res = await api('POST', '/api/company/members', {
      token: session,
      body: {
        member: { type: 'admin', email: `admin-${unique()}@example.com`, first_name: 'Ada', country_code: 'US', role },
      },
    });
    if (res.status !== 201) throw new Error(`member: ${res.status} ${res.text}`);
    return res.body.member;
  };
  const signInAs = async (email: string) => {
    await apiFrom(freshAddress(), 'POST', '/api/auth/sign_in_links', { body: { email } });
    return (await api('GET', await latestSignInPath(email))).body.session.token as string;
  };
  return { session, owner, roleWith, partnerWith, addAdmin, signInAs };
}

const forbidden = { message: expect.any(String) };

describe("a member whose permissions exceed the caller's is out of the caller's reach", () => {
  it("refuses a members.manage token changing the owner's email (a sign-in takeover) with 403 {message}", async () => {
    const { session, owner, partnerWith } = await merchant();
    const limited = await partnerWith(['members.manage', 'members.view']);

    const res = await api('PUT', `/api/company/members/${owner.id}`, {
      token: limited,
      body: { member: { email: `attacker-${unique()}@example.com` } },
    });

    expect(res.status).toBe(403);
    expect(res.body).toEqual(forbidden);
    expect((await api('GET', `/api/company/members/${owner.id}`, { token: session })).body.member.email).toBe(
      owner.email,
    );
  });

  it.each([
    ['change the email of', 'PUT', { member: { email: `attacker-${unique()}@example.com` } }],
    ['rename', 'PUT', { member: { first_name: 'Mallory' } }],
    ['deactivate', 'DELETE', undefined],
  ])(
    'refuses a members.manage token trying to %s an admin holding more (403), and leaves the admin as it was',
    async (_case, method, body) => {
      const { session, addAdmin, partnerWith } = await merchant();
      const admin = await addAdmin();
      const limited = await partnerWith(['members.manage', 'members.view']);

      const res = await api(method, `/api/company/members/${admin.id}`, { token: limited, body });

      expect(res.status).toBe(403);
      expect(res.body).toEqual(forbidden);
      expect((await api('GET', `/api/company/members/${admin.id}`, { token: session })).body.member).toEqual(admin);
    },
  );

  it('refuses reactivating a deactivated admin whose role exceeds the caller (active controls sign-in)', async () => {
    const { session, addAdmin, partnerWith } = await merchant();
    const admin = await addAdmin();
    await api('DELETE', `/api/company/members/${admin.id}`, { token: session });
    const limited = await partnerWith(['members.manage', 'members.view']);

    const res = await api('PUT', `/api/company/members/${admin.id}`, {
      token: limited,
      body: { member: { active: true } },
    });

    expect(res.status).toBe(403);
    expect((await api('GET', `/api/company/members/${admin.id}`, { token: session })).body.member.active).toBe(false);
  });

  it('still lets a members.manage token change the email of members within its authority (reps, and admins whose role it holds)', async () => {
    const { addAdmin, roleWith, partnerWith } = await merchant();
    const limited = await partnerWith(['members.manage', 'members.view']);
    const peer = await addAdmin(await roleWith(['members.view']));
    const rep = (
      await api('POST', '/api/company/members', {
        token: limited,
        body: {
          member: {
            type: 'rep',
            email: `rep-${unique()}@example.com`,
            first_name: 'Rita',
            username: `rita${unique()}`,
            country_code: 'US',
          },
        },
      })
    ).body.member;

    for (const member of [peer, rep]) {
      const email = `moved-${unique()}@example.com`;
      const res = await api('PUT', `/api/company/members/${member.id}`, {
        token: limited,
        body: { member: { email } },
      });
      expect(res.status, `member ${member.type}`).toBe(200);
      expect(res.body.member.email).toBe(email);
    }
  });
});

describe('the owner is changed only by the owner', () => {
  it('refuses an admin with every permission (and a company token) changing the owner (403); the owner may', async () => {
    const { session, owner, addAdmin, signInAs } = await merchant();
    const admin = await addAdmin();
    const adminSession = await signInAs(admin.email);
    const companyToken = (
      await api('POST', '/api/company/api_tokens', {
        token: adminSession,
        body: { api_token: { kind: 'company', name: 'full' } },
      })
    ).body.api_token.token;

    for (const token of [adminSession, companyToken]) {
      const res = await api('PUT', `/api/company/members/${owner.id}`, {
        token,
        body: { member: { email: `takeover-${unique()}@example.com` } },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(forbidden);
    }
    const own = await api('PUT', `/api/company/members/${owner.id}`, {
      token: session,
      body: { member: { email: `owner-new-${unique()}@example.com` } },
    });
    expect(own.status).toBe(200);
  });
});

describe('roles never hold more than their creator', () => {
  it('refuses a roles.manage token creating a role with permissions it lacks (403) and creates none', async () => {
    const { session, partnerWith } = await merchant();
    const limited = await partnerWith(['roles.manage', 'roles.view']);
    const name = `Escalation ${unique()}`;

    const res = await api('POST', '/api/company/roles', {
      token: limited,
      body: { role: { name, permissions: ['tokens.manage'] } },
    });

    expect(res.status).toBe(403);
    expect(res.body).toEqual(forbidden);
    const roles = (await api('GET', '/api/company/roles', { token: session })).body.roles;
    expect(roles.map((role: { name: string }) => role.name)).not.toContain(name);
    expect(
      (
        await api('POST', '/api/company/roles', {
          token: limited,
          body: { role: { name: `Viewer ${unique()}`, permissions: ['roles.view'] } },
        })
      ).status,
    ).toBe(201);
  });
});

describe('an installation never holds more than its installer', () => {
  it('refuses installing a droplet whose scopes grant permissions the caller lacks (403)', async () => {
    const { session, partnerWith } = await merchant();
    const { droplet } = await createDroplet(session, { requested_scopes: ['members'] });
    const limited = await partnerWith(['droplets.manage']);

    const res = await api('POST', `/api/droplets/${droplet.uuid}/installations`, { token: limited });

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.stringContaining('members.view') });
    expect(
      (await api('GET', `/api/droplets/${droplet.uuid}/installations`, { token: session })).body.installations,
    ).toEqual([]);
  });
});
