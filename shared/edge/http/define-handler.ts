import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { CustomerPrincipal, MemberPrincipal, Principal } from '../../domains/auth/principal';
import type { Reply } from './reply';
import type { RouteAuth, RouteDefinition } from './route';
import { auth } from './middlewares/auth';
import { body, noBody } from './middlewares/body';
import { cardNumbers } from './middlewares/card-numbers';
import { deadline } from './middlewares/deadline';
import { idempotency } from './middlewares/idempotency';
import { requestState, type AnyRoute } from './middlewares/kit-request';
import { observation } from './middlewares/observation';
import { readiness } from './middlewares/readiness';
import { renderErrors, renderResults, type ErrorRenderingOptions } from './middlewares/rendering';
import { requestId } from './middlewares/request-id';
import { validation } from './middlewares/validation';

export { MAX_BODY_BYTES } from './middlewares/body';

type Infer<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;

/** What a handler receives: validated input and the authenticated principal. */
export interface HandlerRequest<R extends AnyRoute> {
  params: Infer<NonNullable<NonNullable<R['request']>['params']>, Record<string, never>>;
  query: Infer<NonNullable<NonNullable<R['request']>['query']>, Record<string, never>>;
  body: Infer<NonNullable<NonNullable<R['request']>['body']>, undefined>;
  principal: R['auth'] extends { kind: 'bearer' }
    ? Principal
    : R['auth'] extends { kind: 'customer' }
      ? CustomerPrincipal
      : R['auth'] extends { kind: 'member' }
        ? MemberPrincipal
        : undefined;
  requestId: string;
  event: APIGatewayProxyEventV2;
  context: Context;
}

type Payload<R extends AnyRoute> = R['response']['body'] extends z.ZodType
  ? z.input<R['response']['body']>
  : Record<string, unknown>;

/** The implementation of one route: validated input in, payload (or a Reply) out. */
export type RouteImplementation<R extends AnyRoute> = (request: HandlerRequest<R>) => Promise<Payload<R> | Reply>;

/** Options of the handler kit beyond the route. */
export type HandlerOptions = ErrorRenderingOptions;

/**
 * Wraps a route implementation in the handler kit, one named middleware per concern
 * (./middlewares). Idempotency, deadline, validation and success rendering form an inner middy
 * chain, the unit an `Idempotency-Key` runs once: a replay answers early, skipping that chain's
 * `after`s, while the outer chain still stamps, logs and measures it.
 *
 * @example export const handler = defineHandler(getCompanyRoute, async ({ principal }) => ({ company: await getCompany(principal.companyId) }));
 */
export function defineHandler<R extends RouteDefinition<any, any, any, any, RouteAuth>>(
  route: R,
  implementation: RouteImplementation<R>,
  options: HandlerOptions = {},
) {
  const once = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(idempotency(route))
    .use(deadline())
    .use(validation(route))
    .use(renderResults(route))
    .handler(async (event, context) => {
      const state = requestState(event);
      const run = () =>
        implementation({
          ...state.input,
          principal: state.principal,
          requestId: state.requestId,
          event,
          context,
        } as HandlerRequest<R>);
      // Each scope a middleware added (write guard, deadline) wraps the run; `render` turns its result into the response.
      return state.scopes.reduce<() => Promise<unknown>>((inner, scope) => () => scope(inner), run)() as never;
    });

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(observation(route))
    .use(requestId(route.surface === 'site' ? 'private, no-store' : 'no-store'))
    .use(readiness())
    .use(renderErrors(route, options))
    .use(body(route))
    .use(cardNumbers())
    .use(auth(route))
    .use(noBody(route))
    .handler((event, context) => once(event, context));
}
