import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Principal } from '../../../domains/auth/principal';
import { resolveRequestId } from '../request-id';
import type { RouteAuth, RouteDefinition } from '../route';
import type { IgnoredKey } from '../validation';

export type AnyRoute = RouteDefinition<any, any, any, any, RouteAuth>;
export type KitRequest = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;
export type KitMiddleware = middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

/**
 * A scope the implementation runs in (an AsyncLocalStorage store such as the write guard or the
 * deadline). Middy has no hook around the handler, so a middleware adds its scope in `before` and
 * the kit's handler enters them all.
 */
export type RunScope = <T>(work: () => Promise<T>) => Promise<T>;

/** What the kit's middlewares learn of one request and hand to the next ones and the handler. */
export interface RequestState {
  readonly requestId: string;
  readonly startedAt: number;
  /** Set by the auth middleware on a bearer route. */
  principal?: Principal;
  /** The request carried a body that was parsed as JSON (a JSON `null` included). */
  bodySent?: boolean;
  /** Validated path, query and body, set by the validation middleware. */
  input?: { params: unknown; query: unknown; body: unknown };
  /** Read-only keys of the body that were ignored rather than refused; the answer warns of them. */
  ignored: readonly IgnoredKey[];
  scopes: RunScope[];
}

// Keyed by the event: the kit's outer and inner middy chains (define-handler.ts) see the same one.
const states = new WeakMap<object, RequestState>();

/** Starts a request's state: its id (the caller's `X-Request-Id` when well-formed) and start time. */
export function startRequest(event: APIGatewayProxyEventV2): RequestState {
  const state: RequestState = {
    requestId: resolveRequestId(event.headers?.['x-request-id'], event.requestContext?.requestId),
    startedAt: performance.now(),
    ignored: [],
    scopes: [],
  };
  states.set(event, state);
  return state;
}

/** The request's state; one with a fresh id when the request failed before it started. */
export function requestState(event: APIGatewayProxyEventV2): RequestState {
  let state = states.get(event);
  if (!state) {
    state = {
      requestId: resolveRequestId(undefined, undefined),
      startedAt: performance.now(),
      ignored: [],
      scopes: [],
    };
    states.set(event, state);
  }
  return state;
}
