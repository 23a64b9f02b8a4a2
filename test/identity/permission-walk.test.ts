import { describe, expect, it } from 'vitest';
import { pathRoutes } from '../../functions/manifest';
import { permissions, type Permission } from '../../shared/auth/permissions';
import type { RouteDefinition } from '../../shared/http/route';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

/** Plausible values for path parameters by name; anything else gets a numeric id. */
const sampleParams: Record<string, string> = { iso: 'DE', uuid: '00000000-0000-4000-8000-000000000000', slug: 'sample', resource: 'member', event: 'created' };

function concretePath(route: RouteDefinition): string {
  return route.path.replace(/\{([A-Za-z0-9_]+)\+?\}/g, (_match, name: string) => sampleParams[name] ?? '123456789');
}

const bearerRoutes = pathRoutes.filter((route): route is RouteDefinition & { auth: { kind: 'bearer'; permission: Permission } } => route.auth.kind === 'bearer');

describe('permission walk: every bearer route in the manifest refuses a token lacking its permission', () => {
  it('covers the routes of this issue (the walk is not empty)', () => {
    expect(bearerRoutes.map((route) => route.id)).toEqual(expect.arrayContaining(['getCompany', 'createApiToken', 'listMembers', 'createRole']));
  });

  it.each(bearerRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s → 403 {message} naming the permission', async (_name, route) => {
    const tenant = await createTenant();
    const token = await tenant.tokenWith({ kind: 'partner', permissions: permissions.filter((permission) => permission !== route.auth.permission) });
    const res = await api(route.method, concretePath(route), { token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: `This token lacks the ${route.auth.permission} permission` });
  });
});
