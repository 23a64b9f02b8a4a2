/**
 * Stable, machine-readable error codes, kept as data so clients and docs can rely on them.
 * The `code` travels in the log line and in `errors.code` where the envelope has room for it.
 */
export const errorCodes = {
  unauthorized: { status: 401, message: 'Unauthorized' },
  forbidden: { status: 403, message: 'Forbidden' },
  not_found: { status: 404, message: 'Not found' },
  route_not_found: { status: 404, message: 'No route matches this path' },
  method_not_allowed: { status: 405, message: 'Method not allowed on this path' },
  conflict: { status: 409, message: 'Conflict' },
  idempotency_key_in_use: { status: 409, message: 'A request with this Idempotency-Key is still being processed; retry later' },
  idempotency_key_reused: { status: 422, message: 'This Idempotency-Key was already used with a different request' },
  idempotency_key_invalid: { status: 400, message: 'Idempotency-Key must be 1 to 255 printable ASCII characters' },
  payload_too_large: { status: 413, message: 'Request body exceeds the 1 MB limit' },
  unsupported_media_type: { status: 415, message: 'Request body must be sent with Content-Type: application/json' },
  malformed_json: { status: 400, message: 'Request body is not valid JSON' },
  malformed_request: { status: 400, message: 'The request is not valid HTTP' },
  request_timeout: { status: 408, message: 'The request was not received in time' },
  gateway_payload_too_large: { status: 413, message: 'Request body exceeds the gateway\'s 10 MB limit' },
  uri_too_long: { status: 414, message: 'Request path and query exceed the gateway\'s 10 KB limit' },
  header_fields_too_large: { status: 431, message: 'Request line and headers exceed the gateway\'s 10 KB limit' },
  validation_failed: { status: 422, message: 'Validation failed' },
  value_not_storable: { status: 422, message: 'A value cannot be stored' },
  item_too_large: { status: 413, message: 'The resource would exceed the storage limit' },
  exchange_token_unknown: { status: 404, message: 'Exchange token not found' },
  exchange_token_redeemed: { status: 409, message: 'Exchange token has already been redeemed' },
  exchange_token_expired: { status: 410, message: 'Exchange token has expired' },
  installation_inactive: { status: 409, message: 'The droplet installation has been uninstalled' },
  payment_declined: { status: 402, message: 'The payment was declined' },
  rate_limited: { status: 429, message: 'Too many requests' },
  internal_error: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;
