import type { HttpError } from './errors';
import { buildMeta } from './meta';

/** Renders an HttpError in the envelope shape it declares. */
export function errorBody(error: HttpError, requestId: string | null, contextMeta: Record<string, unknown> = {}): Record<string, unknown> {
  switch (error.shape) {
    case 'bare':
      return { message: error.message };
    case 'status':
      return { message: error.message, status: error.status };
    case 'standard':
      return { error_message: error.message, errors: error.errors, meta: buildMeta(requestId, { ...contextMeta, ...error.meta }) };
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
