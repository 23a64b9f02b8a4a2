import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authenticate } from '../../domains/auth/authenticate';
import { authorizeInstallation } from '../../use-cases/installation-authority';
import type { Principal } from '../../domains/auth/principal';
import { refusePublicToken } from '../../domains/auth/public-token';
import type { WriteGuard } from '../../platform/db/write-guard';
import { Forbidden } from '../../platform/errors/domain-error';
import type { RouteAuth, RouteDefinition } from './route';

/**
 * The handler kit's authorization of a bearer route: the token (public tokens refused), the
 * route's permission and, for an installation's token, the route's ownership, whose writes are
 * then conditioned on the installation being active. Its own module so that a function built for
 * routes of another auth kind resolves it to a refusal and bundles no token authorization
 * (lib/bundling/route-shape.ts: a static import would keep it in a function built with code splitting).
 */
export async function authorize(
  event: APIGatewayProxyEventV2,
  route: RouteDefinition<any, any, any, any, RouteAuth>,
  permission: Extract<RouteAuth, { kind: 'bearer' }>['permission'],
): Promise<{ principal: Principal; writeGuard?: WriteGuard }> {
  const principal = await authenticate(event.headers?.authorization);
  refusePublicToken(principal);
  if (!principal.permissions.has(permission)) throw new Forbidden({ message: `This token lacks the ${permission} permission` });
  if (principal.kind !== 'installation') return { principal };
  return authorizeInstallation(principal, route.ownership, event.pathParameters ?? {});
}
