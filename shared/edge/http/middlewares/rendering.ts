import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from '../../../platform/logger';
import { jsonDifferences } from '../../../platform/schema/json-differences';
import { errorBody, errorHeaders, errorShape, successBody } from '../envelopes';
import { errorStatus } from '../error-statuses';
import { toHttpError } from '../map-error';
import { readOnlyWarnings } from '../read-only-warnings';
import { isReply, type Reply } from '../reply';
import type { IgnoredKey } from '../validation';
import type { AnyRoute, KitMiddleware } from './kit-request';
import { requestState } from './kit-request';

/** Options of the error rendering beyond the route. */
export interface ErrorRenderingOptions {
  /**
   * Extra `meta` for the route's 4xx standard envelopes, built from the request (a cart route adds
   * `shop_url` and the current `cart` so a client can re-render). Failures here are ignored: the
   * original error is answered.
   */
  errorMeta?: (event: APIGatewayProxyEventV2) => Promise<Record<string, unknown>>;
}

/**
 * Renders what the implementation returned: a payload in the spec's success envelope (parsed by
 * the route's response schema, which strips undeclared keys), or a Reply's status, meta, headers,
 * cookies or raw body (HTML pages, assets).
 */
export function renderResults(route: AnyRoute): KitMiddleware {
  const validateResponses = process.env.VALIDATE_RESPONSES === '1';
  return {
    after: async (request) => {
      const { requestId, ignored } = requestState(request.event);
      request.response = render(request.response, route, requestId, validateResponses, ignored);
    },
  };
}

/**
 * Renders anything thrown as the spec's error envelope (map-error.ts says which status and code),
 * logging unexpected errors with their detail, which the answer never carries.
 */
export function renderErrors(route: AnyRoute, options: ErrorRenderingOptions = {}): KitMiddleware {
  return {
    onError: async (request) => {
      const { requestId } = requestState(request.event);
      const { httpError, unexpected, warning } = toHttpError(request.error);
      if (unexpected)
        logger.error('Unhandled error', { request_id: requestId, route: route.id, error: request.error as Error });
      else if (warning) logger.warn(warning, { request_id: requestId, route: route.id, error: request.error as Error });
      const wantsContext =
        options.errorMeta && !unexpected && errorShape(httpError) === 'standard' && errorStatus(httpError) < 500;
      const contextMeta = wantsContext ? await options.errorMeta!(request.event).catch(() => ({})) : {};
      request.response = {
        statusCode: errorStatus(httpError),
        headers: errorHeaders(httpError),
        body: JSON.stringify(errorBody(httpError, requestId, { routeShape: route.errorShape, contextMeta })),
      };
    },
  };
}

function render(
  result: unknown,
  route: AnyRoute,
  requestId: string,
  validateResponses: boolean,
  ignored: readonly IgnoredKey[],
): APIGatewayProxyStructuredResultV2 {
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
  // An exact route's payload is already the documented shape: it is parsed only where responses
  // are validated (tests, the local runtime), and there it must come out of the parse unchanged.
  if (route.response.body && (validateResponses || !route.response.exact)) {
    const parsed = route.response.body.safeParse(payload);
    if (!parsed.success && validateResponses)
      throw new Error(`Response of ${route.id} does not match its schema: ${parsed.error.message}`);
    const differences = parsed.success && route.response.exact ? jsonDifferences(parsed.data, payload) : [];
    if (differences.length > 0) {
      throw new Error(
        `Response of ${route.id} is declared exact but parsing changed it (an undeclared key, a default or a transform): deployed functions would send it unparsed. ${differences.join('; ')}`,
      );
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
