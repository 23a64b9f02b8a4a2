import { pathRoutes } from '../../functions/manifest';
import type { Permission } from '../../shared/domains/auth/permissions';
import { dropletScopes } from '../../shared/domains/droplets/droplet-scopes';
import type { RouteDefinition } from '../../shared/edge/http/route';

/** Every permission some droplet scope grants: what an installation token (`dit_`) can ever hold. */
const installationPermissions = new Set<Permission>(Object.values(dropletScopes).flatMap((scope) => scope.permissions));

/** The manifest's routes an installation token can reach with some set of scopes. */
export const installationReachableRoutes = pathRoutes.filter(
  (route): route is RouteDefinition & { auth: { kind: 'bearer'; permission: Permission } } =>
    route.auth.kind === 'bearer' && installationPermissions.has(route.auth.permission),
);
