import { refusesBody } from '../http/middlewares/body';
import { STATUS_CODES } from 'node:http';
import { errorCodes } from '../../platform/errors/error-codes';
import { errorStatuses } from '../http/error-statuses';
import { acceptsIdempotencyKey } from '../http/idempotency-key';
import type { RouteDefinition } from '../http/route';
import {
  cursorPageMetaSchema,
  errorEnvelopeSchema,
  fullErrorEnvelopeSchema,
  messageErrorSchema,
  metaSchema,
  offsetPageMetaSchema,
  statusErrorSchema,
} from './envelope-schemas';
import type { SchemaComponents } from './schema-components';
import type { HeaderObject, JsonSchema, Reference, ResponseObject } from './types';

const JSON_TYPE = 'application/json';
const EXAMPLE_META = { request_id: 'a1b2c3d4-e5f6-4a5b-8c9d-0e1f2a3b4c5d', timestamp: '2026-04-01T12:00:00.000Z' };
const requestIdHeader: Reference = { $ref: '#/components/headers/XRequestId' };
const errorCodeHeader: Reference = { $ref: '#/components/headers/XErrorCode' };
const exampleErrorMeta = (code: keyof typeof errorCodes) => ({ ...EXAMPLE_META, code });

/** `components.headers`. */
export function responseHeaders(): Record<string, HeaderObject> {
  return {
    XRequestId: {
      description: 'The request id, also in `meta.request_id`; quote it when reporting a problem.',
      schema: { type: 'string' },
    },
    XErrorCode: {
      description:
        'The stable error code (`not_found`, `validation_failed`, ...), on every error the service answers, whatever the body shape; envelopes with `meta` repeat it in `meta.code`.',
      schema: { type: 'string', enum: Object.keys(errorCodes) },
    },
    RetryAfter: { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } },
  };
}

/** `components.responses`: every error response an operation can refer to. */
export function errorResponses(components: SchemaComponents): Record<string, ResponseObject> {
  const envelope = components.convert(errorEnvelopeSchema, 'output', 'ErrorEnvelope');
  const message = components.convert(messageErrorSchema, 'output', 'MessageError');
  const standard = (code: keyof typeof errorCodes, description: string, errors: unknown = null): ResponseObject => ({
    description,
    headers: { 'X-Request-Id': requestIdHeader, 'X-Error-Code': errorCodeHeader },
    content: {
      [JSON_TYPE]: {
        schema: envelope,
        example: { error_message: errorCodes[code].message, errors, meta: exampleErrorMeta(code) },
      },
    },
  });
  const bare = (code: keyof typeof errorCodes, description: string): ResponseObject => ({
    description,
    headers: { 'X-Request-Id': requestIdHeader, 'X-Error-Code': errorCodeHeader },
    content: { [JSON_TYPE]: { schema: message, example: { message: errorCodes[code].message } } },
  });
  const standardResponses = {
    MalformedJson: standard('malformed_json', 'The body is not valid JSON.'),
    Unauthorized: bare(
      'unauthorized',
      'Missing, malformed, invalid, expired or revoked bearer token (bare `{message}` body).',
    ),
    Forbidden: bare(
      'forbidden',
      'The token is valid but lacks the permission named in `x-permission`, is a public token (client-side: public storefront reads only), or the request would grant or act on more authority than the token holds (bare `{message}` body).',
    ),
    NotFound: standard('not_found', 'The resource does not exist for the caller (standard envelope).'),
    NotFoundStatus: {
      description:
        'The resource does not exist for the caller (`{message, status}` body, as the spec shows for this operation).',
      headers: { 'X-Request-Id': requestIdHeader, 'X-Error-Code': errorCodeHeader },
      content: {
        [JSON_TYPE]: {
          schema: components.convert(statusErrorSchema, 'output', 'StatusError'),
          example: { message: 'Not found', status: 404 },
        },
      },
    },
    PayloadTooLarge: standard(
      'payload_too_large',
      'The body exceeds 1 MB (refused before parsing), or the resource it would produce exceeds the 400 KB storage limit (`item_too_large`).',
    ),
    Conflict: standard(
      'conflict',
      'The write conflicts with the stored state: a unique value already taken, a state that no longer allows it (already done), or a stale `x-precondition`; `errors` names the field or `errors.code` the reason. Concurrent changes to a write without a precondition are retried before this is answered.',
    ),
    UnsupportedMediaType: standard(
      'unsupported_media_type',
      'The body was not sent with `Content-Type: application/json`.',
    ),
    ValidationFailed: standard(
      'validation_failed',
      'A path, query or body value failed validation; `errors` is keyed by field (query fields in bracket form).',
      {
        'page[limit]': ['Too big: expected number to be <=100'],
      },
    ),
    RateLimited: {
      description:
        "Too many requests. The gateway's stage throttling answers a bare `{message}` without a code; the service's own limiters answer the standard envelope with code `rate_limited`. Wait `Retry-After` seconds when present.",
      headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
      content: { [JSON_TYPE]: { schema: { anyOf: [message, envelope] }, example: { message: 'Too Many Requests' } } },
    },
    PaymentDeclined: standard(
      'payment_declined',
      'The payment method declined the charge; the cart stays open (`meta.cart`) so the shopper can try another method.',
    ),
    Gone: standard(
      'exchange_token_expired',
      'The resource existed but is no longer usable (an expired single-use token); `errors.code` names the reason.',
    ),
    IdempotencyKeyInUse: standard(
      'idempotency_key_in_use',
      'A request with the same `Idempotency-Key` is still running; retry once it has finished.',
    ),
    InternalError: standard('internal_error', 'Unexpected failure; the body carries the request id and no internals.'),
  };
  return { ...standardResponses, ...shapedVariants(standardResponses, components) };
}

// Routes with their own error shape (RouteDefinition.errorShape) refer to `<Name>.<shape>` variants
// of the standard responses, whose bodies are rendered in that shape.
const STANDARD_CODES = {
  MalformedJson: 'malformed_json',
  NotFound: 'not_found',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  ValidationFailed: 'validation_failed',
  InternalError: 'internal_error',
} as const satisfies Record<string, keyof typeof errorCodes>;

function shapedVariants(
  standard: Record<string, ResponseObject>,
  components: SchemaComponents,
): Record<string, ResponseObject> {
  const full = components.convert(fullErrorEnvelopeSchema, 'output', 'FullErrorEnvelope');
  const message = components.convert(messageErrorSchema, 'output', 'MessageError');
  const variants: Record<string, ResponseObject> = {};
  for (const [name, code] of Object.entries(STANDARD_CODES)) {
    const base = standard[name]!;
    const example = (base.content![JSON_TYPE] as { example: { error_message: string; errors: unknown } }).example;
    variants[`${name}.full`] = {
      ...base,
      content: {
        [JSON_TYPE]: {
          schema: full,
          example: {
            message: example.error_message,
            error: code,
            error_message: example.error_message,
            errors: example.errors,
            meta: exampleErrorMeta(code),
          },
        },
      },
    };
    variants[`${name}.bare`] = {
      ...base,
      content: { [JSON_TYPE]: { schema: message, example: { message: example.error_message } } },
    };
  }
  return variants;
}

/** The `components.responses` entry each error status refers to. */
const RESPONSE_BY_STATUS: Record<number, string> = {
  400: 'MalformedJson',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  402: 'PaymentDeclined',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'ValidationFailed',
  429: 'RateLimited',
  500: 'InternalError',
};

/** The route's error responses, as refs to `components.responses`, keyed by status. */
export function routeErrorResponses(route: RouteDefinition): Record<string, Reference> {
  const shaped = new Set<string>(Object.keys(STANDARD_CODES));
  const ref = (name: string): Reference => ({
    $ref: `#/components/responses/${route.errorShape && shaped.has(name) ? `${name}.${route.errorShape}` : name}`,
  });
  const hasPathParams = route.path.includes('{');
  // A route without a body still validates one: a body sent that carries anything is refused (422).
  const validatesInput =
    Boolean(route.request?.params || route.request?.query || route.request?.body) || refusesBody(route);
  const responses: Record<string, Reference> = {};
  if (route.request?.body) responses['400'] = ref('MalformedJson');
  if (
    route.auth.kind === 'bearer' ||
    route.auth.kind === 'shop' ||
    route.auth.kind === 'customer' ||
    route.auth.kind === 'member'
  ) {
    responses['401'] = ref('Unauthorized');
    responses['403'] = ref('Forbidden');
  }
  if (
    hasPathParams ||
    route.auth.kind === 'bearer' ||
    route.auth.kind === 'shop' ||
    route.auth.kind === 'customer' ||
    route.auth.kind === 'member'
  )
    responses['404'] = ref('NotFound');
  if (route.request?.body) {
    responses['413'] = ref('PayloadTooLarge');
    responses['415'] = ref('UnsupportedMediaType');
  }
  if (route.method !== 'GET' || route.writes) responses['409'] = ref('Conflict');
  if (validatesInput || acceptsIdempotencyKey(route)) responses['422'] = ref('ValidationFailed');
  for (const code of route.errors ?? []) {
    const status = errorStatuses[code];
    const name = RESPONSE_BY_STATUS[status];
    if (!name) throw new Error(`Route ${route.id} declares ${code} (${status}), which has no response component`);
    responses[String(status)] = ref(name);
  }
  if (acceptsIdempotencyKey(route)) responses['409'] ??= ref('IdempotencyKeyInUse');
  responses['429'] = ref('RateLimited');
  responses['500'] = ref('InternalError');
  for (const [status, name] of Object.entries(route.errorResponses ?? {})) responses[status] = ref(name);
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}

/**
 * The success response: the payload keys plus top-level integer `status` and `meta` (with
 * `pagination` for lists), or, for routes with their own content type, the body as is.
 */
export function successResponse(
  route: RouteDefinition,
  components: SchemaComponents,
  status = route.response.status,
): ResponseObject {
  const reason = STATUS_CODES[status] ?? 'Success';
  const headers = { 'X-Request-Id': requestIdHeader };
  const contentType = route.response.contentType;
  if (contentType) {
    const schema: JsonSchema = contentType.startsWith(JSON_TYPE)
      ? { type: 'object' }
      : contentType.startsWith('text/')
        ? { type: 'string' }
        : {};
    return {
      description: `${reason}: returned as is, without the \`status\`/\`meta\` envelope.`,
      headers,
      content: { [contentType]: { schema } },
    };
  }
  return {
    description: `${reason}: the payload keys with top-level \`status\` and \`meta\`.`,
    headers,
    content: { [JSON_TYPE]: { schema: envelopeSchema(route, components, status) } },
  };
}

/** A bodiless redirect: `when` says when the route answers it; the target is in `Location`. */
export function redirectResponse(when: string): ResponseObject {
  return {
    description: `Found: ${when}. No body; the target is in \`Location\`.`,
    headers: { 'X-Request-Id': requestIdHeader, Location: { description: 'Where to go', schema: { type: 'string' } } },
  };
}

function envelopeSchema(route: RouteDefinition, components: SchemaComponents, status: number): JsonSchema {
  const meta =
    route.pagination === 'cursor'
      ? cursorPageMetaSchema
      : route.pagination === 'offset'
        ? offsetPageMetaSchema
        : metaSchema;
  const envelopeProperties = {
    status: {
      type: 'integer',
      description: 'The HTTP status code of this response.',
      examples: [status],
    },
    meta: components.convert(meta, 'output', 'Meta'),
  };
  const envelopeRequired = ['status', 'meta'];
  if (!route.response.body) return { type: 'object', properties: envelopeProperties, required: envelopeRequired };
  const payload = components.convert(route.response.body, 'output', `${route.id}.response`);
  const shape = components.resolve(payload);
  if (shape.type !== 'object' || typeof shape.properties !== 'object') {
    return { allOf: [payload, { type: 'object', properties: envelopeProperties, required: envelopeRequired }] };
  }
  // Merged rather than `allOf`: a closed payload object (`additionalProperties: false`) would reject `status`/`meta`.
  const required = Array.isArray(shape.required) ? (shape.required as string[]) : [];
  return {
    ...shape,
    properties: { ...(shape.properties as JsonSchema), ...envelopeProperties },
    required: [...required, ...envelopeRequired],
  };
}
