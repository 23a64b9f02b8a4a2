import { describe, expect, it } from 'vitest';
import { pathRoutes } from '../../functions/manifest';
import { permissions, type Permission } from '../../shared/domains/auth/permissions';
import type { RouteDefinition } from '../../shared/edge/http/route';
import { api } from '../helpers/http';
import { concretePath, walkBody } from '../helpers/route-walk';
import { createTenant } from '../helpers/tenant';

const bearerRoutes = pathRoutes.filter(
  (route): route is RouteDefinition & { auth: { kind: 'bearer'; permission: Permission } } =>
    route.auth.kind === 'bearer',
);

describe('permission walk: every bearer route in the manifest refuses a token lacking its permission', () => {
  it('covers the routes of this issue (the walk is not empty)', () => {
    expect(bearerRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['getCompany', 'createApiToken', 'listMembers', 'createRole']),
    );
  });

  it.each(bearerRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s → 403 {message} naming the permission',
    async (_name, route) => {
      const tenant = await createTenant();
      const token = await tenant.tokenWith({
        kind: 'partner',
        permissions: permissions.filter((permission) => permission !== route.auth.permission),
      });
      const res = await api(route.method, concretePath(route), { token, body: walkBody(route) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: `This token lacks the ${route.auth.permission} permission` });
    },
  );
});
