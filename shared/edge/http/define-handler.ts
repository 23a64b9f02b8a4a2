import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { Principal } from '../../domains/auth/principal';
import { withWriteGuard } from '../../platform/db/write-guard';
import { withInvocationDeadline } from '../../platform/invocation-deadline';
import { logger } from '../../platform/logger';
import { jsonDifferences } from '../../platform/schema/json-differences';
import { requestsReady } from '../../platform/request-readiness';
import { errorBody, errorHeaders, errorShape, successBody } from './envelopes';
import { errorStatus } from './error-statuses';
import { DomainError } from '../../platform/errors/domain-error';
// A function built for routes without a bearer token bundles none of it (lib/bundling/route-shape.ts).
import { authorize } from './bearer-authorization';
import { acceptsIdempotencyKey, idempotencyScope } from './idempotency-key';
// Static on purpose: in a function's unsplit bundle an import() of project code wraps its whole
// import graph (the SDK clients included) so esbuild cannot tree-shake it. Powertools' idempotency
// stays a lazy module (lib/bundling/lazy-modules.ts), loaded by the first request with the header.
import { withIdempotencyKey } from './idempotent-request';
import { toHttpError } from './map-error';
import { parseQuery } from './query';
import { observeRequests } from './observe-requests';
import { isReply, type Reply } from './reply';
import { resolveRequestId } from './request-id';
import type { RouteAuth, RouteDefinition } from './route';
import { readOnlyWarnings } from './read-only-warnings';
import { requireJsonObject, validate, validateBody, type IgnoredKey } from './validation';

/** Bodies above this size are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 1024 * 1024;

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type AnyRoute = RouteDefinition<any, any, any, any, RouteAuth>;

/** What a handler receives: validated input and the authenticated principal. */
export interface HandlerRequest<R extends AnyRoute> {
  params: Infer<NonNullable<NonNullable<R['request']>['params']>, Record<string, never>>;
  query: Infer<NonNullable<NonNullable<R['request']>['query']>, Record<string, never>>;
  body: Infer<NonNullable<NonNullable<R['request']>['body']>, undefined>;
  principal: R['auth'] extends { kind: 'bearer' } ? Principal : undefined;
  requestId: string;
  event: APIGatewayProxyEventV2;
  context: Context;
}

type Payload<R extends AnyRoute> = R['response']['body'] extends z.ZodType ? z.input<R['response']['body']> : Record<string, unknown>;

/** The implementation of one route: validated input in, payload (or a Reply) out. */
export type RouteImplementation<R extends AnyRoute> = (request: HandlerRequest<R>) => Promise<Payload<R> | Reply>;

/** Options of the handler kit beyond the route. */
export interface HandlerOptions {
  /**
   * Extra `meta` for the route's 4xx standard envelopes, built from the request (a cart route adds
   * `shop_url` and the current `cart` so a client can re-render). Failures here are ignored: the
   * original error is answered.
   */
  errorMeta?: (event: APIGatewayProxyEventV2) => Promise<Record<string, unknown>>;
}

interface KitState {
  requestId: string;
  startedAt: number;
  companyId?: number;
  /** The request carried a body that was parsed as JSON (a JSON `null` included). */
  bodySent?: boolean;
}

/**
 * Wraps a route implementation in the handler kit: request id, body limit and JSON parsing,
 * validation of path/query/body, authentication and permission check (public tokens refused; for an
 * installation token, the route's ownership, with its writes conditioned on the installation being
 * active), `Idempotency-Key` on the
 * routes that accept it, the spec's success and error envelopes, one structured log line per
 * request, and tracing and metrics (observe-requests.ts).
 *
 * @example export const handler = defineHandler(getCompanyRoute, async ({ principal }) => ({ company: await getCompany(principal.companyId) }));
 */
export function defineHandler<R extends AnyRoute>(route: R, implementation: RouteImplementation<R>, options: HandlerOptions = {}) {
  const validateResponses = process.env.VALIDATE_RESPONSES === '1';
  const idempotent = acceptsIdempotencyKey(route);
  // `globalThis.FUNCTION_ROUTE_BODY !== false` is a constant in a deployed bundle (shared/platform/deployed-bundle.ts),
  // spelled out where it is read so that the build folds it: a function built for routes without a
  // body bundles neither the parser nor the body checks.
  const parseJson = globalThis.FUNCTION_ROUTE_BODY !== false ? httpJsonBodyParser().before! : undefined;
  const states = new WeakMap<object, KitState>();
  // A handler module calls this at its top level, once its imports registered what requests need
  // (the service keys, in a function whose code signs or seals): start that work while the function
  // initializes; the first request waits for the same promise, and a failure is retried by a request.
  requestsReady().catch(() => undefined);

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(observeRequests(route))
    .use({
      before: async (request) => {
        // What the function's modules need before serving (the service keys, when it uses them).
        await requestsReady();
        const headers = request.event.headers ?? {};
        states.set(request.event, {
          requestId: resolveRequestId(headers['x-request-id'], request.event.requestContext?.requestId),
          startedAt: performance.now(),
        });
        const raw = request.event.body;
        if (!parseJson || !route.request?.body || raw === undefined || raw === null || raw === '') return;
        const bytes = request.event.isBase64Encoded ? Math.floor((raw.length * 3) / 4) : Buffer.byteLength(raw);
        if (bytes > MAX_BODY_BYTES) throw new DomainError('payload_too_large');
        await parseJson(request as never);
        states.get(request.event)!.bodySent = true;
      },
      after: async (request) => finish(request, states.get(request.event)!, route),
      onError: async (request) => {
        const state = states.get(request.event) ?? { requestId: resolveRequestId(undefined, undefined), startedAt: performance.now() };
        const { httpError, unexpected, warning } = toHttpError(request.error);
        if (unexpected) logger.error('Unhandled error', { request_id: state.requestId, route: route.id, error: request.error as Error });
        else if (warning) logger.warn(warning, { request_id: state.requestId, route: route.id, error: request.error as Error });
        const wantsContext = options.errorMeta && !unexpected && errorShape(httpError) === 'standard' && errorStatus(httpError) < 500;
        const contextMeta = wantsContext ? await options.errorMeta!(request.event).catch(() => ({})) : {};
        request.response = {
          statusCode: errorStatus(httpError),
          headers: errorHeaders(httpError),
          body: JSON.stringify(errorBody(httpError, state.requestId, { routeShape: route.errorShape, contextMeta })),
        };
        finish(request, state, route);
      },
    })
    .handler(async (event, context) => {
      const state = states.get(event)!;
      // The inner condition is a constant in a deployed bundle (shared/platform/deployed-bundle.ts): a function
      // built for routes without a bearer token keeps only the refusal, so it bundles no token authorization.
      const { principal, writeGuard } =
        route.auth.kind === 'bearer'
          ? globalThis.FUNCTION_ROUTE_AUTH === undefined || globalThis.FUNCTION_ROUTE_AUTH === 'bearer'
            ? await authorize(event, route, route.auth.permission)
            : refuseBuiltRoute(route, 'takes a bearer token', `${globalThis.FUNCTION_ROUTE_AUTH} routes`)
          : {};
      if (principal) state.companyId = principal.companyId;
      const respond = async () => {
        // Every declared body is an object: a JSON null, array or scalar is refused, never read as "no body".
        if (state.bodySent) requireJsonObject(event.body);
        // On an update, read-only keys the route's answer carries (a resource written back as read) are
        // ignored, not refused. A create has nothing to write back: a key it cannot set is refused, so
        // a client never believes it set a generated field (SPEC: media slugs cannot be set).
        const answered = route.method === 'POST' ? undefined : (route.response.answered ?? route.response.body);
        // Path, then query, then body: the first refused part is the one answered.
        const params = route.request?.params ? validate(route.request.params, event.pathParameters ?? {}, 'path') : {};
        const query = route.request?.query ? validate(route.request.query, parseQuery(event.rawQueryString), 'query') : {};
        const body = route.request?.body
          ? globalThis.FUNCTION_ROUTE_BODY !== false
            ? validateBody(route.request.body, state.bodySent ? event.body : undefined, answered)
            : refuseBuiltRoute(route, 'takes a request body', `routes without one`)
          : { value: undefined, ignored: [] };
        const input = { params, query, body: body.value };
        const run = () => implementation({ ...input, principal, requestId: state.requestId, event, context } as HandlerRequest<R>);
        const result = writeGuard ? await withWriteGuard(writeGuard, run) : await run();
        return render(result, route, state.requestId, validateResponses, body.ignored);
      };
      const key = idempotent ? event.headers?.['idempotency-key'] : undefined;
      const inTime = () => withInvocationDeadline(context.getRemainingTimeInMillis?.(), respond);
      if (key === undefined) return inTime();
      return withIdempotencyKey({ scope: idempotencyScope(route.id, event, principal?.companyId), key, event, context }, inTime);
    });
}

/** A route in a function built for routes of another shape (a bearer route without token authorization, a body without its checks): a build fault, refused rather than served unchecked. */
function refuseBuiltRoute(route: AnyRoute, takes: string, builtFor: string): never {
  throw new Error(`${route.id} ${takes}, but its function was built for ${builtFor} (lib/bundling/route-shape.ts)`);
}

function render(result: unknown, route: AnyRoute, requestId: string, validateResponses: boolean, ignored: readonly IgnoredKey[]): APIGatewayProxyStructuredResultV2 {
  const asReply: Partial<Reply> = isReply(result) ? result : { payload: result as Record<string, unknown> };
  const statusCode = asReply.status ?? route.response.status;
  if (asReply.raw) {
    return {
      statusCode,
      headers: { 'content-type': asReply.raw.contentType, ...asReply.headers },
      body: asReply.raw.body,
      isBase64Encoded: asReply.raw.isBase64Encoded ?? false,
      ...(asReply.cookies?.length ? { cookies: [...asReply.cookies] } : {}),
    };
  }
  let payload = asReply.payload ?? {};
  // An exact route's payload is already the documented shape (checked below wherever responses are validated).
  if (route.response.body && (validateResponses || !route.response.exact)) {
    // Parsing strips fields the schema does not declare, so the documented shape is the served shape.
    const parsed = route.response.body.safeParse(payload);
    if (!parsed.success && validateResponses) throw new Error(`Response of ${route.id} does not match its schema: ${parsed.error.message}`);
    // Deployed bundles parse only non-exact answers (the check is the sources' job): they leave the differ out.
    const differences = globalThis.DEPLOYED_BUNDLE ? [] : parsed.success && route.response.exact ? jsonDifferences(parsed.data, payload) : [];
    if (differences.length > 0) {
      throw new Error(`Response of ${route.id} is declared exact but parsing changed it (an undeclared key, a default or a transform): deployed functions would send it unparsed. ${differences.join('; ')}`);
    }
    if (parsed.success) payload = parsed.data as Record<string, unknown>;
  }
  const warnings = [...((asReply.meta?.warnings as string[] | undefined) ?? []), ...readOnlyWarnings(ignored, payload)];
  const meta = warnings.length > 0 ? { ...asReply.meta, warnings } : asReply.meta;
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...asReply.headers },
    body: JSON.stringify(successBody(payload, statusCode, requestId, meta)),
  };
}

function finish(request: middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>, state: KitState, route: AnyRoute): void {
  const response = request.response;
  if (!response) return;
  response.headers = { ...response.headers, 'x-request-id': state.requestId, 'cache-control': response.headers?.['cache-control'] ?? 'no-store' };
  logger.info('request', {
    request_id: state.requestId,
    method: route.method,
    route: route.path,
    status: response.statusCode,
    duration_ms: Math.round((performance.now() - state.startedAt) * 100) / 100,
    company_id: state.companyId ?? null,
  });
}
