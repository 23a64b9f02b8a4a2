import type { EnvelopeShape, HttpError } from './errors';
import { buildMeta } from './meta';

/**
 * Renders an HttpError in the envelope shape it declares. A route with its own error shape
 * (`RouteDefinition.errorShape`) renders its standard-shaped errors in that shape instead; 401/403
 * stay bare everywhere (SPEC "Authentication" 1).
 */
export function errorBody(error: HttpError, requestId: string | null, routeShape?: EnvelopeShape): Record<string, unknown> {
  const shape = routeShape && error.shape === 'standard' ? routeShape : error.shape;
  switch (shape) {
    case 'bare':
      return { message: error.message };
    case 'status':
      return { message: error.message, status: error.status };
    case 'standard':
      return { error_message: error.message, errors: error.errors, meta: buildMeta(requestId) };
    case 'full':
      return { message: error.message, error: error.code, error_message: error.message, errors: error.errors, meta: buildMeta(requestId) };
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
