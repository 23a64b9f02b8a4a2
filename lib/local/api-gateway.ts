import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fallbackRoute, pathRoutes } from '../../functions/manifest';
import { matchPath } from '../../shared/edge/http/match-path';
import { DEFAULT_ROUTE_TIMEOUT_SECONDS, type RouteDefinition } from '../../shared/edge/http/route';
import { buildApiGatewayEvent, type GatewayRequest } from './api-gateway-event';
import type { EdgeAnswer } from './cdn-cache';
import type { ViewerHttpRequest } from './cdn-edge';
import { answerClientError, NODE_MAX_HEADER_SIZE, requestLimitRefusal, writeRefusal } from './gateway-refusals';
import { loadHandler } from './handler-loader';
import { lambdaContext } from './lambda-context';
import type { RateLimiter } from './rate-limiter';

/** API Gateway's own payload limit for HTTP APIs. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

/** A local-only endpoint (health, mailbox): never part of the manifest, never deployed. */
export type LocalRoute = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/** Which function answers a request: the route key API Gateway reports and how to invoke it. */
export type GatewayRouter = (
  method: string,
  path: string,
) => {
  readonly routeKey: string;
  readonly pathParameters?: Record<string, string>;
  /** The function's timeout: past it the gateway answers 500. */
  readonly timeoutMs: number;
  invoke(event: unknown): Promise<unknown>;
};

/** A CDN in front of the gateway for some hosts (template mode's storefront distribution, cdn-edge.ts). */
export interface GatewayEdge {
  serves(host: string | undefined): boolean;
  handle(viewer: ViewerHttpRequest): Promise<EdgeAnswer>;
}

export interface ApiGatewayProps {
  readonly rateLimiter: RateLimiter;
  /** Routes requests to functions. @default the manifest's routes, handlers run in this process */
  readonly router?: GatewayRouter;
  /**
   * The CDN serving the storefront hosts, once known: their requests reach the gateway only as
   * the edge forwards them. @default none: every host reaches the gateway directly
   */
  readonly edge?: () => GatewayEdge | undefined;
  /** Local-only endpoints by exact path. */
  readonly localRoutes: ReadonlyMap<string, LocalRoute>;
  /** False while the runtime is still starting; API requests then get 503. */
  readonly isReady: () => boolean;
  /** Called once per request with its outcome (the runtime's access log). */
  readonly onRequest?: (line: { method: string; path: string; status: number; ms: number }) => void;
}

/**
 * An HTTP server that behaves like the deployed HTTP API: routes by the manifest, builds the same
 * payload v2.0 event, invokes the route's handler in-process and writes its result back unchanged.
 */
export function createApiGateway(props: ApiGatewayProps): Server {
  const server = createServer({ maxHeaderSize: NODE_MAX_HEADER_SIZE }, (request, response) => {
    const started = performance.now();
    response.on('finish', () =>
      props.onRequest?.({
        method: request.method ?? '',
        path: request.url ?? '',
        status: response.statusCode,
        ms: performance.now() - started,
      }),
    );
    serve(request, response, props).catch((error) => {
      console.error('[api] gateway failure', error);
      if (!response.headersSent) writeJson(response, 500, { message: 'Internal Server Error' });
    });
  });
  server.on('clientError', answerClientError);
  return server;
}

async function serve(request: IncomingMessage, response: ServerResponse, props: ApiGatewayProps): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const path = url.pathname;
  const local = props.localRoutes.get(path);
  if (local) return local(request, response);
  if (!props.isReady()) return writeJson(response, 503, { message: 'Service is starting' }, { 'retry-after': '1' });

  const verdict = props.rateLimiter.take(request.socket.remoteAddress ?? 'unknown');
  if (!verdict.allowed) {
    return writeJson(
      response,
      429,
      { message: 'Too Many Requests' },
      { 'retry-after': String(verdict.retryAfterSeconds) },
    );
  }
  const tooLong = requestLimitRefusal(request);
  if (tooLong) return writeRefusal(response, tooLong);
  const body = await readBody(request);
  if (body === 'too_large') return writeRefusal(response, 'gateway_payload_too_large');

  const edge = props.edge?.();
  if (edge?.serves(request.headers.host)) {
    const viewer = {
      ip: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
      port: request.socket.remotePort ?? 0,
    };
    return writeAnswer(
      response,
      await edge.handle({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        rawHeaders: request.rawHeaders,
        httpVersion: request.httpVersion,
        body,
        viewer,
      }),
    );
  }
  writeAnswer(response, await answer(request, body, url, props));
}

/**
 * What the gateway answers a request (its own client's, or one the edge forwards): the route's
 * function invoked with the payload v2.0 event, or a 500 past the function's timeout.
 */
export async function answer(
  request: GatewayRequest,
  body: Buffer,
  url: URL,
  props: Pick<ApiGatewayProps, 'router'>,
): Promise<EdgeAnswer> {
  const target = (props.router ?? manifestRouter)(request.method ?? 'GET', url.pathname);
  const event = buildApiGatewayEvent(
    request,
    body,
    { routeKey: target.routeKey, pathParameters: target.pathParameters },
    url,
  );
  const result = await withinTimeout(
    target.invoke(event) as Promise<APIGatewayProxyStructuredResultV2>,
    target.timeoutMs,
  );
  if (result === 'timed_out') {
    console.error(`[api] ${target.routeKey} timed out after ${target.timeoutMs} ms`);
    return jsonAnswer(500, { message: 'Internal Server Error' });
  }
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    body:
      result.body === undefined
        ? Buffer.alloc(0)
        : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'),
  };
}

function jsonAnswer(statusCode: number, body: unknown): EdgeAnswer {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) };
}

/** The default mode's router: the manifest's routes, each handler imported into this process with its declared timeout. */
const manifestRouter: GatewayRouter = (method, path) => {
  const { route, pathParameters } = findRoute(method, path);
  const timeoutMs = (route.timeoutSeconds ?? DEFAULT_ROUTE_TIMEOUT_SECONDS) * 1000;
  return {
    routeKey: route === fallbackRoute ? '$default' : `${route.method} ${route.path}`,
    pathParameters,
    timeoutMs,
    invoke: async (event) => (await loadHandler(route.handler))(event, lambdaContext(route.id, timeoutMs)),
  };
};

/**
 * The function's timeout as Lambda enforces it: past it the gateway gets an error and answers 500
 * (the HTTP API's answer to a timed-out function). The in-process handler cannot be frozen as
 * Lambda freezes it; it finishes in the background and its answer is dropped.
 */
async function withinTimeout<T>(invocation: Promise<T>, timeoutMs: number): Promise<T | 'timed_out'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed_out'>((resolve) => (timer = setTimeout(() => resolve('timed_out'), timeoutMs)));
  try {
    return await Promise.race([invocation, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The manifest route API Gateway would pick for a request (the `$default` fallback when none matches). */
export function findRoute(
  method: string,
  path: string,
): { route: RouteDefinition; pathParameters?: Record<string, string> } {
  for (const route of candidateRoutes(method, path)) {
    const pathParameters = matchPath(route.path, path);
    if (pathParameters) return { route, pathParameters };
  }
  return { route: fallbackRoute };
}

// API Gateway prefers a literal segment over a parameter; sorting by literal length mimics that.
const routesBySpecificity = [...pathRoutes].sort((a, b) => literalLength(b.path) - literalLength(a.path));
function literalLength(template: string): number {
  return template.replace(/\{[^}]+\}/g, '').length;
}

const segmentCount = (path: string) => path.split('/').length;
const isGreedy = (template: string) => template.includes('+}');
const candidatesByShape = new Map<string, readonly RouteDefinition[]>();

/**
 * The routes that can match a request, in specificity order: those of its method whose template
 * has as many segments as its path (a `{name}` matches exactly one), and the greedy `{proxy+}`
 * ones no longer than it. Matching a path against every route of its method cost more CPU than
 * the gateway's whole event (docs/benchmarks.md, orders); the list per method and segment count
 * is built once.
 */
function candidateRoutes(method: string, path: string): readonly RouteDefinition[] {
  const segments = Math.min(segmentCount(path), longestTemplate + 1);
  const shape = `${method} ${segments}`;
  let candidates = candidatesByShape.get(shape);
  if (!candidates) {
    candidates = routesBySpecificity.filter(
      (route) =>
        route.method === method &&
        (isGreedy(route.path) ? segmentCount(route.path) <= segments : segmentCount(route.path) === segments),
    );
    candidatesByShape.set(shape, candidates);
  }
  return candidates;
}
/** Paths with more segments than this only greedy routes can match: they share one list per method. */
const longestTemplate = Math.max(...pathRoutes.map((route) => segmentCount(route.path)));

function readBody(request: IncomingMessage): Promise<Buffer | 'too_large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GATEWAY_MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > GATEWAY_MAX_BODY ? 'too_large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function writeAnswer(response: ServerResponse, answer: EdgeAnswer): void {
  response.writeHead(answer.statusCode, answer.headers);
  response.end(answer.body.length ? answer.body : undefined);
}

/** Writes a JSON response (for gateway-level answers and local-only routes). */
export function writeJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
