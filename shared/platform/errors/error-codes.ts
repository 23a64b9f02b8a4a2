/**
 * Stable, machine-readable error codes and their default messages, kept as data so clients and
 * docs can rely on them. Any layer raises them (as a DomainError); the HTTP edge decides the status
 * each one answers with (shared/edge/http/error-statuses.ts). The `code` travels in the log line,
 * the `X-Error-Code` header and `meta.code` where the envelope has room for it.
 */
export const errorCodes = {
  unauthorized: { message: 'Unauthorized' },
  forbidden: { message: 'Forbidden' },
  not_found: { message: 'Not found' },
  route_not_found: { message: 'No route matches this path' },
  method_not_allowed: { message: 'Method not allowed on this path' },
  conflict: { message: 'Conflict' },
  idempotency_key_in_use: { message: 'A request with this Idempotency-Key is still being processed; retry later' },
  idempotency_key_reused: { message: 'This Idempotency-Key was already used with a different request' },
  idempotency_key_invalid: { message: 'Idempotency-Key must be 1 to 255 printable ASCII characters' },
  payload_too_large: { message: 'Request body exceeds the 1 MB limit' },
  unsupported_media_type: { message: 'Request body must be sent with Content-Type: application/json' },
  malformed_json: { message: 'Request body is not valid JSON' },
  malformed_request: { message: 'The request is not valid HTTP' },
  request_timeout: { message: 'The request was not received in time' },
  gateway_payload_too_large: { message: "Request body exceeds the gateway's 10 MB limit" },
  uri_too_long: { message: "Request path and query exceed the gateway's 10 KB limit" },
  header_fields_too_large: { message: "Request line and headers exceed the gateway's 10 KB limit" },
  validation_failed: { message: 'Validation failed' },
  value_not_storable: { message: 'A value cannot be stored' },
  item_too_large: { message: 'The resource would exceed the storage limit' },
  exchange_token_unknown: { message: 'Exchange token not found' },
  exchange_token_redeemed: { message: 'Exchange token has already been redeemed' },
  exchange_token_expired: { message: 'Exchange token has expired' },
  installation_inactive: { message: 'The droplet installation has been uninstalled' },
  payment_declined: { message: 'The payment was declined' },
  signature_invalid: { message: 'The request’s signature does not verify' },
  rate_limited: { message: 'Too many requests' },
  internal_error: { message: 'Internal server error' },
} as const satisfies Record<string, { message: string }>;

export type ErrorCode = keyof typeof errorCodes;
