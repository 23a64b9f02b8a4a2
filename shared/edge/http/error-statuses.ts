import type { DomainError } from '../../platform/errors/domain-error';
import type { ErrorCode } from '../../platform/errors/error-codes';

/**
 * The HTTP status each error code answers with: the edge's half of the code registry
 * (shared/platform/errors/error-codes.ts), so no domain knows about statuses. `satisfies` makes a
 * new code without a status a compile error.
 */
export const errorStatuses = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_key_in_use: 409,
  idempotency_key_reused: 422,
  idempotency_key_invalid: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  malformed_json: 400,
  malformed_request: 400,
  signature_invalid: 400,
  request_timeout: 408,
  gateway_payload_too_large: 413,
  uri_too_long: 414,
  header_fields_too_large: 431,
  validation_failed: 422,
  value_not_storable: 422,
  item_too_large: 413,
  exchange_token_unknown: 404,
  exchange_token_redeemed: 409,
  exchange_token_expired: 410,
  installation_inactive: 409,
  payment_declined: 402,
  rate_limited: 429,
  internal_error: 500,
} as const satisfies Record<ErrorCode, number>;

/** The status an error answers with. */
export function errorStatus(error: DomainError): number {
  return errorStatuses[error.code];
}
