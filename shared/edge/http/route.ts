import type { z } from 'zod';
import type { Permission } from '../../domains/auth/permissions';
import type { RouteOwnership } from '../../domains/auth/route-ownership';
import type { EnvelopeShape } from './http-error';
import type { ErrorCode } from '../../platform/errors/error-codes';
import type { AnsweredKeys } from '../../platform/schema/unknown-keys';
import type { RouteResource } from '../../platform/route-resources';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * API surface a route belongs to (SPEC "Versioning"); CDK groups route stacks by it and
 * the OpenAPI document tags by it.
 */
export type Surface = 'platform' | 'admin' | 'storefront' | 'checkout' | 'public' | 'site';

/** How a route authenticates its caller. */
export type RouteAuth =
  | { kind: 'none' }
  | { kind: 'bearer'; permission: Permission }
  | { kind: 'cart_token' }
  /** A signed-in shop customer's own data: a customer session (`css_`) only; every other credential answers 403. */
  | { kind: 'customer' }
  /** A signed-in rep's own field data: a member session (`mss_`) only; every other credential answers 403. */
  | { kind: 'member' }
  /** Public storefront reads: no company token; the shop is named by header, host or a public token (shared/domains/storefront/resolve-shop.ts). */
  | { kind: 'shop' };

type ObjectSchema = z.ZodType<Record<string, unknown>>;

/** Function timeout of a route that declares none. */
export const DEFAULT_ROUTE_TIMEOUT_SECONDS = 10;
/** API Gateway (HTTP API) answers 503 when an integration takes longer than this; a route's timeout must stay under it. */
export const API_GATEWAY_INTEGRATION_LIMIT_SECONDS = 30;

/** One endpoint: everything CDK, the local server, OpenAPI and the tests need to know about it. */
export interface RouteDefinition<
  P extends ObjectSchema = ObjectSchema,
  Q extends ObjectSchema = ObjectSchema,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends RouteAuth = RouteAuth,
> {
  /** Unique operation id (OpenAPI operationId, CDK construct id). */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path in API Gateway syntax, e.g. `/api/droplets/{uuid}`. */
  readonly path: string;
  /** Handler module under functions/, without extension, e.g. `company/get-company`. */
  readonly handler: string;
  readonly surface: Surface;
  readonly auth: A;
  /**
   * The handler names its shop the storefront way (shared/domains/storefront/resolve-shop.ts) although its
   * auth is not `shop` (carts, storefront pages), so OpenAPI declares the `X-Service-Shop` header.
   * @default false
   */
  readonly namesShop?: boolean;
  readonly summary: string;
  readonly description?: string;
  readonly request?: {
    readonly params?: P;
    readonly query?: Q;
    readonly body?: B;
    /**
     * The body as sent, read by the handler and verified there (a processor's signed event, whose
     * signature covers the exact bytes): never parsed nor refused by the kit; documented with this text.
     */
    readonly signedBody?: string;
  };
  readonly response: {
    /** Success status code. */
    readonly status: number;
    /** Another success status the route answers with the same body (a repeated complete answering the order it placed). */
    readonly repeatStatus?: number;
    /** When the route also answers a bodiless 302 with a `Location` (a share link's redirect); documented as such. */
    readonly redirect?: string;
    /** Schema of the payload keys (without `status`/`meta`); absent for non-JSON responses. */
    readonly body?: R;
    /** Content type of a non-envelope response (docs page, assets). @default 'application/json' */
    readonly contentType?: string;
    /**
     * The implementation builds exactly the body's shape (no undeclared key, nothing the schema would
     * default or transform), so deployed functions send it without a zod parse on every request;
     * with `VALIDATE_RESPONSES=1` (tests, local runtime) a payload the parse would change fails the
     * request. Such a route may leave its schema out of deployed bundles (shared/platform/deployed-bundle.ts).
     * @default false: parsed everywhere, undeclared keys stripped.
     */
    readonly exact?: boolean;
    /**
     * The payload's keys, for an update route whose deployed bundle leaves `body` out (an exact
     * route's schema, see shared/platform/deployed-bundle.ts): the read-only keys of a resource
     * read and written back are ignored there as everywhere (docs/api.md "Round trips").
     * @default - derived from `body`
     */
    readonly answered?: AnsweredKeys;
  };
  /**
   * Error codes the handler's domain code can answer beyond what the route's shape implies (401/403
   * for bearer routes, 404 with path params or a bearer, 400/413/415/422 with input, 429, 500):
   * each one's status is declared in OpenAPI. test/openapi/declared-errors.unit.test.ts finds the codes
   * each handler can throw and fails on any status left undeclared or any code declared in vain.
   * @default []
   */
  readonly errors?: readonly ErrorCode[];
  /**
   * The request field or header the caller conditions the write on (e.g. a cart's
   * `state_revision`): a stale value answers 409 as the spec asks. Writes without one retry
   * concurrent changes instead (retryStaleWrites). Documented in OpenAPI as `x-precondition`.
   */
  readonly precondition?: string;
  /**
   * Error responses beyond those OpenAPI derives from auth, params and body, or replacing one,
   * by status: the name of a `components.responses` entry (e.g. `{ 401: 'Unauthorized' }` for a
   * credential carried in the path). @default {}
   */
  readonly errorResponses?: Readonly<Record<number, 'Unauthorized' | 'NotFoundStatus'>>;
  /**
   * Who owns what the route reaches, for an installation token (`dit_`): company-wide (refused),
   * owned by the acting installation (another's answers 404), or nothing an installation owns.
   * Required on every route an installation scope's permission reaches (shared/domains/auth/route-ownership.ts).
   */
  readonly ownership?: RouteOwnership;
  /**
   * Examples for OpenAPI where the ones derived from the schemas (shared/edge/openapi/examples.ts) would
   * be invalid (a refinement JSON Schema cannot state) or meaningless: the request body, and the
   * success payload keys (without `status`/`meta`). Both must parse with the route's schemas
   * (test/openapi/examples.unit.test.ts). @default derived from the schemas
   */
  readonly examples?: { readonly request?: unknown; readonly response?: unknown };
  /** Pagination style of a list, documented in OpenAPI. */
  readonly pagination?: 'cursor' | 'offset';
  /** Kept out of the OpenAPI document (the gateway's catch-all). @default false */
  readonly internal?: boolean;
  /**
   * The handler writes to the table although the method is GET (redeeming a one-time link), so
   * it needs write access. @default method !== 'GET'
   */
  readonly writes?: boolean;
  /** AWS resources beyond the table the function uses (see RouteResource). @default [] */
  readonly uses?: readonly RouteResource[];
  /**
   * Envelope of the route's errors where the spec gives it its own (legacy media and leads: `bare`
   * `{message}`; agreement bulk clone: `full`). 401/403 stay bare. @default 'standard'
   */
  readonly errorShape?: Exclude<EnvelopeShape, 'standard'>;
  /**
   * Function timeout in seconds: CDK deploys it and the local runtime enforces it (a route that
   * calls out, like cart pricing, sizes it from its outbound calls' budgets). Under
   * API_GATEWAY_INTEGRATION_LIMIT_SECONDS (test/manifest.unit.test.ts).
   * @default DEFAULT_ROUTE_TIMEOUT_SECONDS
   */
  readonly timeoutSeconds?: number;
  /**
   * Accepts an `Idempotency-Key` header (shared/edge/http/middlewares/idempotency.ts).
   * @default true for a POST of the admin or checkout surface, else false
   */
  readonly idempotent?: boolean;
}

/** Declares a route; keeps schema types precise for the handler that implements it. */
export function defineRoute<
  P extends ObjectSchema = ObjectSchema,
  Q extends ObjectSchema = ObjectSchema,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  const A extends RouteAuth = RouteAuth,
>(route: RouteDefinition<P, Q, B, R, A>): RouteDefinition<P, Q, B, R, A> {
  return route;
}
