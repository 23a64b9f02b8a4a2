import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathRoutes } from '../../functions/manifest';
import { permissions, type Permission } from '../../shared/domains/auth/permissions';
import { dropletScopes, type DropletScope } from '../../shared/domains/droplets/droplet-scopes';
import { createDroplet } from '../droplets/support';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';

const unique = () => randomUUID().slice(0, 8);

/** What one permission's walk needs: a role holding it, members holding it (or none), and a droplet whose scopes grant it. */
interface Fixtures {
  permission: Permission;
  /** Every permission but the one walked: the caller of every request. */
  limited: string;
  roleHolding: string;
  rep: { id: number };
  adminHolding: { id: number };
  inactiveAdminHolding: { id: number };
  /** A droplet of the company requesting a scope that grants the permission; none when no scope does. */
  droplet?: { uuid: string };
}

interface GrantCase {
  /** Manifest route id the request goes to. */
  route: string;
  how: string;
  /** Whether this way can grant the permission at all. @default every permission */
  grants?(permission: Permission): boolean;
  request(fixtures: Fixtures): { method: string; path: string; body?: unknown };
}

/** The droplet scope that grants a permission, if any. */
function scopeGranting(permission: Permission): DropletScope | undefined {
  return (Object.keys(dropletScopes) as DropletScope[]).find((name) =>
    (dropletScopes[name].permissions as readonly Permission[]).includes(permission),
  );
}

/**
 * Every way a route creates, assigns or edits a role, token, member or installation so that it
 * grants a permission (or acts on a holder of it). A new such route must be added here: the
 * coverage test below fails for any write route of those resources left out.
 */
const grantCases: GrantCase[] = [
  {
    route: 'createRole',
    how: 'a role holding it',
    request: (f) => ({
      method: 'POST',
      path: '/api/company/roles',
      body: { role: { name: `R ${unique()}`, permissions: [f.permission] } },
    }),
  },
  {
    route: 'createApiToken',
    how: 'a company token',
    request: () => ({
      method: 'POST',
      path: '/api/company/api_tokens',
      body: { api_token: { kind: 'company', name: 'c' } },
    }),
  },
  {
    route: 'createApiToken',
    how: 'a partner token whose role holds it',
    request: (f) => ({
      method: 'POST',
      path: '/api/company/api_tokens',
      body: { api_token: { kind: 'partner', name: 'p', role: f.roleHolding } },
    }),
  },
  {
    route: 'createMember',
    how: 'an admin whose role holds it',
    request: (f) => ({
      method: 'POST',
      path: '/api/company/members',
      body: {
        member: {
          type: 'admin',
          email: `a-${unique()}@example.com`,
          first_name: 'A',
          country_code: 'US',
          role: f.roleHolding,
        },
      },
    }),
  },
  {
    route: 'updateMember',
    how: 'a rep turned into an admin whose role holds it',
    request: (f) => ({
      method: 'PUT',
      path: `/api/company/members/${f.rep.id}`,
      body: { member: { type: 'admin', role: f.roleHolding } },
    }),
  },
  {
    route: 'updateMember',
    how: 'the email (sign-in) of an admin holding it',
    request: (f) => ({
      method: 'PUT',
      path: `/api/company/members/${f.adminHolding.id}`,
      body: { member: { email: `x-${unique()}@example.com` } },
    }),
  },
  {
    route: 'updateMember',
    how: 'the reactivation of an admin holding it',
    request: (f) => ({
      method: 'PUT',
      path: `/api/company/members/${f.inactiveAdminHolding.id}`,
      body: { member: { active: true } },
    }),
  },
  {
    route: 'deactivateMember',
    how: 'the deactivation of an admin holding it',
    request: (f) => ({ method: 'DELETE', path: `/api/company/members/${f.adminHolding.id}` }),
  },
  {
    route: 'installDroplet',
    how: 'an installation whose scopes grant it',
    grants: (permission) => scopeGranting(permission) !== undefined,
    request: (f) => ({ method: 'POST', path: `/api/droplets/${f.droplet!.uuid}/installations` }),
  },
];

/** Write routes of those resources that grant nothing, and why. */
const grantsNothing: Record<string, string> = {
  revokeApiToken: 'takes authority away',
  createDroplet: 'a droplet holds no authority until installed',
  updateDroplet: 'installations keep the scopes they were installed with',
  deleteDroplet: 'takes authority away',
  rotateDropletLifecycleSecret: 'a signing secret, not a permission',
  uninstallDroplet: 'takes authority away',
  createMemberV2025: 'members v2025-06 makes reps and customers only: no role, no permission',
  updateMemberV2025: 'members v2025-06 sets no role: no permission moves',
  setMemberTypeV2025: 'member types are rep and customer kinds, none carries a permission',
  createMemberImportV2025: 'imports reps and customers only: no role, no permission',
  createRankV2025: 'ranks are field qualifications, none carries a permission',
  updateRankV2025: 'ranks are field qualifications, none carries a permission',
  deleteRankV2025: 'ranks are field qualifications, none carries a permission',
  closePeriodV2025: 'freezes a volume period: no role, no permission',
};

/** The permissions guarding roles, tokens, members and installations. */
const grantingPermissions: readonly Permission[] = [
  'roles.manage',
  'tokens.manage',
  'members.manage',
  'droplets.manage',
];

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant();
});

describe('grant walk: coverage', () => {
  it('lists every write route of roles, tokens, members and installations as a grant case or as granting nothing', () => {
    const writes = pathRoutes.filter(
      (route) =>
        route.method !== 'GET' && route.auth.kind === 'bearer' && grantingPermissions.includes(route.auth.permission),
    );
    const classified = new Set([...grantCases.map((grant) => grant.route), ...Object.keys(grantsNothing)]);
    expect(writes.map((route) => route.id).filter((id) => !classified.has(id))).toEqual([]);
    expect([...classified].filter((id) => !writes.some((route) => route.id === id))).toEqual([]);
  });
});

describe.each(permissions.map((permission) => [permission]))('grant walk: a token lacking %s', (permission) => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    fixtures = await fixturesFor(tenant, permission);
  });

  const ways = grantCases.filter((grant) => grant.grants?.(permission) ?? true);
  it.each(ways.map((grant) => [grant.route, grant.how, grant] as const))(
    '%s cannot grant it through %s (403 naming it)',
    async (_route, _how, grant) => {
      const request = grant.request(fixtures);
      const res = await api(request.method, request.path, { token: fixtures.limited, body: request.body });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: expect.stringContaining(permission) });
    },
  );
});

async function fixturesFor(tenant: Tenant, permission: Permission): Promise<Fixtures> {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await api(method, path, { token: tenant.token, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  const roleHolding = (
    await call('POST', '/api/company/roles', {
      role: { name: `Holds ${permission} ${unique()}`, permissions: [permission] },
    })
  ).role.key;
  const admin = async () =>
    (
      await call('POST', '/api/company/members', {
        member: {
          type: 'admin',
          email: `h-${unique()}@example.com`,
          first_name: 'H',
          country_code: 'US',
          role: roleHolding,
        },
      })
    ).member;
  const rep = (
    await call('POST', '/api/company/members', {
      member: {
        type: 'rep',
        email: `r-${unique()}@example.com`,
        first_name: 'R',
        username: `r${unique()}`,
        country_code: 'US',
      },
    })
  ).member;
  const [adminHolding, inactiveAdminHolding] = [await admin(), await admin()];
  await call('DELETE', `/api/company/members/${inactiveAdminHolding.id}`);
  const scope = scopeGranting(permission);
  const droplet = scope ? (await createDroplet(tenant.token, { requested_scopes: [scope] })).droplet : undefined;
  const limited = await tenant.tokenWith({
    kind: 'partner',
    permissions: permissions.filter((held) => held !== permission),
  });
  return { permission, limited, roleHolding, rep, adminHolding, inactiveAdminHolding, droplet };
}
