import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { companyPartition } from '../../domains/company/company-entity';
import type { Principal } from '../../domains/auth/principal';
import type { RouteDefinition } from './route';

// The contract of Idempotency-Key (which routes, what scope, what limits), kept apart from the
// Powertools-backed implementation (idempotent-request.ts) so the OpenAPI document needs no SDK.

/** Request header carrying the client's idempotency key (Stripe's contract). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Response header set on a replayed response. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's first response is kept and replayed. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** Longest key accepted (Stripe's limit). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * Whether a route accepts `Idempotency-Key`: as declared, else every POST of the admin and
 * checkout surfaces, so a new route on those surfaces gets it without a line of code.
 */
export function acceptsIdempotencyKey(route: Pick<RouteDefinition, 'idempotent' | 'method' | 'surface'>): boolean {
  return route.idempotent ?? (route.method === 'POST' && (route.surface === 'admin' || route.surface === 'checkout'));
}

/**
 * The partition a key is unique in: the calling credential (one token of one company), so another
 * token of the same company never receives an answer stored for this one (Stripe scopes keys to the
 * account and mode alike); for unauthenticated routes (checkout by cart token) the route and its
 * concrete path, which carries the cart token.
 */
export function idempotencyScope(
  routeId: string,
  event: APIGatewayProxyEventV2,
  credential: Pick<Principal, 'companyId' | 'tokenId'> | undefined,
): string {
  return credential !== undefined
    ? `IDEMPOTENCY#${companyPartition(credential.companyId)}#TOKEN#${credential.tokenId}`
    : `IDEMPOTENCY#ROUTE#${routeId}#${event.rawPath}`;
}
