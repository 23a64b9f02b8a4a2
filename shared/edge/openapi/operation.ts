import { refusesBody } from '../http/middlewares/body';
import type { z } from 'zod';
import { MAX_BODY_BYTES } from '../http/define-handler';
import type { RouteDefinition } from '../http/route';
import { headerParameters, pathParameters, queryParameters } from './parameters';
import { redirectResponse, routeErrorResponses, successResponse } from './responses';
import type { SchemaComponents } from './schema-components';
import { authenticationNote, operationSecurity } from './security';
import { routeTag } from './tags';
import type { OperationObject, RequestBodyObject } from './types';

/** The OpenAPI operation of one manifest route. */
export function buildOperation(route: RouteDefinition, components: SchemaComponents): OperationObject {
  const parameters = [
    ...pathParameters(route, components),
    ...queryParameters(route, components),
    ...headerParameters(route),
  ];
  const requestBody = route.request?.body
    ? buildRequestBody(route, route.request.body, components)
    : route.request?.signedBody
      ? signedRequestBody(route.request.signedBody)
      : undefined;
  const rawNote = route.response.contentType
    ? `Returned as \`${route.response.contentType}\` as is: not wrapped in the \`status\`/\`meta\` envelope.`
    : undefined;
  const noBodyNote = refusesBody(route)
    ? 'Takes no request body: one that carries anything (an empty body or `{}` carries nothing) → **422** keyed `body`.'
    : undefined;
  const preconditionNote = route.precondition
    ? `Conditional write: a stale \`${route.precondition}\` answers **409**; reload and retry.`
    : undefined;
  return {
    operationId: route.id,
    summary: route.summary,
    description: [route.description, authenticationNote(route.auth), rawNote, noBodyNote, preconditionNote]
      .filter(Boolean)
      .join('\n\n'),
    ...(route.precondition ? { 'x-precondition': route.precondition } : {}),
    tags: [routeTag(route)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(route.response.status)]: successResponse(route, components),
      ...(route.response.repeatStatus
        ? { [String(route.response.repeatStatus)]: successResponse(route, components, route.response.repeatStatus) }
        : {}),
      ...(route.response.redirect ? { '302': redirectResponse(route.response.redirect) } : {}),
      ...routeErrorResponses(route),
    },
    ...operationSecurity(route.auth),
  };
}

function buildRequestBody(route: RouteDefinition, body: z.ZodType, components: SchemaComponents): RequestBodyObject {
  return {
    description: `A JSON object (\`null\`, an array or a scalar → 422), sent with \`Content-Type: application/json\`, at most ${MAX_BODY_BYTES / (1024 * 1024)} MB.`,
    required: !acceptsNoBody(body),
    content: { 'application/json': { schema: components.convert(body, 'input', `${route.id}.body`) } },
  };
}

/** A body the handler verifies as sent (a processor's signed event): any JSON object, described by the route. */
function signedRequestBody(description: string): RequestBodyObject {
  return {
    description,
    required: true,
    content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
  };
}

/** A body schema that accepts `undefined` makes the body optional. */
function acceptsNoBody(body: z.ZodType): boolean {
  try {
    return body.safeParse(undefined).success;
  } catch {
    return false; // async refinements cannot run synchronously; treat the body as required
  }
}
