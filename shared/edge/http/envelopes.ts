import { boundErrorBag } from '../../platform/errors/bounded-error-bag';
import { RateLimited, type DomainError } from '../../platform/errors/domain-error';
import { errorStatus } from './error-statuses';
import { HttpError, type EnvelopeShape } from './http-error';
import { buildMeta } from './meta';

/**
 * Headers of every error response: the JSON content type, the stable code in `X-Error-Code` (the
 * one place every envelope shape has room for it, `{message}` included), `Retry-After` of a rate
 * limit, and an edge error's own.
 */
export function errorHeaders(error: DomainError): Record<string, string> {
  const retryAfter: Record<string, string> =
    error instanceof RateLimited ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
  const own = error instanceof HttpError ? error.headers : {};
  return { 'content-type': 'application/json', 'x-error-code': error.code, ...retryAfter, ...own };
}

/** The envelope an error renders as: an edge error's own, else `{message}` for 401/403, else the standard one. */
export function errorShape(error: DomainError): EnvelopeShape {
  if (error instanceof HttpError && error.shape) return error.shape;
  return error.code === 'unauthorized' || error.code === 'forbidden' ? 'bare' : 'standard';
}

/**
 * Renders a DomainError in the envelope shape it declares. Shapes with `meta` carry the stable code
 * in `meta.code`; `{message}` and `{message, status}` carry it only in `X-Error-Code`, so every shape
 * stays the spec's. A route's own `errorShape` applies to its standard errors; 401/403 stay bare
 * everywhere (SPEC "Authentication" 1). `contextMeta` adds request-scoped meta. `errors` lists at most
 * MAX_LISTED_ERRORS problems; `meta.errors_omitted` counts the rest (with any a domain left out itself).
 */
export function errorBody(
  error: DomainError,
  requestId: string | null,
  options: { routeShape?: EnvelopeShape; contextMeta?: Record<string, unknown> } = {},
): Record<string, unknown> {
  const own = errorShape(error);
  const shape = options.routeShape && own === 'standard' ? options.routeShape : own;
  const { errors, omitted } = boundErrorBag(error.errors);
  const counted = omitted + (Number(error.meta.errors_omitted) || 0);
  const errorsOmitted = counted > 0 ? { errors_omitted: counted } : {};
  switch (shape) {
    case 'bare':
      return { message: error.message };
    case 'status':
      return { message: error.message, status: errorStatus(error) };
    case 'standard':
      return {
        error_message: error.message,
        errors,
        meta: buildMeta(requestId, { ...options.contextMeta, ...error.meta, code: error.code, ...errorsOmitted }),
      };
    case 'full':
      return {
        message: error.message,
        error: error.code,
        error_message: error.message,
        errors,
        meta: buildMeta(requestId, { code: error.code, ...errorsOmitted }),
      };
  }
}

/** Success body: payload keys, top-level integer `status`, and `meta`. */
export function successBody(
  payload: Record<string, unknown>,
  status: number,
  requestId: string,
  extraMeta: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...payload, status, meta: buildMeta(requestId, extraMeta) };
}
