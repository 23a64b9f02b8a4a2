import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authenticate } from '../../../domains/auth/authenticate';
import { authorizeInstallation } from '../../../use-cases/installation-authority';
import type { CustomerPrincipal, MemberPrincipal, Principal } from '../../../domains/auth/principal';
import { refusePublicToken } from '../../../domains/auth/public-token';
import { withWriteGuard, type WriteGuard } from '../../../platform/db/write-guard';
import { Forbidden } from '../../../platform/errors/domain-error';
import type { RouteAuth } from '../route';
import type { AnyRoute, KitMiddleware } from './kit-request';
import { requestState } from './kit-request';

/**
 * Authorizes a bearer route's request: the token (public tokens refused), the route's permission
 * and, for an installation's token, the route's ownership, whose writes then run conditioned on
 * the installation being active; a customer route's customer session; a member route's member session. The other auth kinds (none, cart token, shop) are the
 * implementation's to resolve.
 */
export function auth(route: AnyRoute): KitMiddleware {
  return {
    before: async (request) => {
      if (route.auth.kind === 'customer') {
        requestState(request.event).principal = await authorizeCustomer(request.event);
        return;
      }
      if (route.auth.kind === 'member') {
        requestState(request.event).principal = await authorizeMember(request.event);
        return;
      }
      if (route.auth.kind !== 'bearer') return;
      const { principal, writeGuard } = await authorize(request.event, route, route.auth.permission);
      const state = requestState(request.event);
      state.principal = principal;
      if (writeGuard) state.scopes.push((work) => withWriteGuard(writeGuard, work));
    },
  };
}

/** A customer route admits a customer session only: company, member and public tokens answer 403. */
async function authorizeCustomer(event: APIGatewayProxyEventV2): Promise<CustomerPrincipal> {
  const principal = await authenticate(event.headers?.authorization);
  if (principal.kind !== 'customer_session' || typeof principal.customerId !== 'number')
    throw new Forbidden({ message: 'This operation needs a customer session (css_)' });
  return { ...principal, kind: 'customer_session', customerId: principal.customerId };
}

/**
 * A member route admits a member session only: company, customer and public tokens answer 403
 * (a public token with the public-token refusal every company endpoint gives it).
 */
async function authorizeMember(event: APIGatewayProxyEventV2): Promise<MemberPrincipal> {
  const principal = await authenticate(event.headers?.authorization);
  refusePublicToken(principal);
  if (principal.kind !== 'member_session' || typeof principal.memberId !== 'number')
    throw new Forbidden({ message: 'This operation needs a member session (mss_)' });
  return { ...principal, kind: 'member_session', memberId: principal.memberId };
}

async function authorize(
  event: APIGatewayProxyEventV2,
  route: AnyRoute,
  permission: Extract<RouteAuth, { kind: 'bearer' }>['permission'],
): Promise<{ principal: Principal; writeGuard?: WriteGuard }> {
  const principal = await authenticate(event.headers?.authorization);
  refusePublicToken(principal);
  if (!principal.permissions.has(permission))
    throw new Forbidden({ message: `This token lacks the ${permission} permission` });
  if (principal.kind !== 'installation') return { principal };
  return authorizeInstallation(principal, route.ownership, event.pathParameters ?? {});
}
