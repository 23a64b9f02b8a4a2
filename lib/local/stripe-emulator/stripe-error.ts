/** The `type` of a Stripe error, which also fixes its HTTP status unless the error says otherwise. */
export type StripeErrorType =
  | 'api_error'
  | 'card_error'
  | 'idempotency_error'
  | 'invalid_request_error'
  | 'authentication_error';

/** The body Stripe answers a failed request with: `{ error: { type, code, decline_code, message, param, ... } }`. */
export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
}

const STATUS_BY_TYPE: Record<StripeErrorType, number> = {
  api_error: 500,
  card_error: 402,
  idempotency_error: 400,
  invalid_request_error: 400,
  authentication_error: 401,
};

/** A request the emulator refuses, answered with Stripe's error shape and status code. */
export class StripeError extends Error {
  readonly status: number;
  constructor(
    readonly body: StripeErrorBody,
    status?: number,
  ) {
    super(body.message);
    this.status = status ?? STATUS_BY_TYPE[body.type];
  }
}

/** A 400 `invalid_request_error` about one parameter. */
export function invalidRequest(message: string, param?: string, code?: string): StripeError {
  return new StripeError({
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
}

/** A 404 `resource_missing`, worded as Stripe words it. */
export function resourceMissing(objectName: string, id: string, param = 'id'): StripeError {
  return new StripeError(
    { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${objectName}: '${id}'` },
    404,
  );
}

/** A required parameter that is absent. */
export function missingParam(param: string): StripeError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

/** An intent in a state that does not allow the operation (Stripe's `*_unexpected_state`). */
export function unexpectedState(
  kind: 'payment_intent' | 'setup_intent',
  message: string,
  intent: unknown,
): StripeError {
  return new StripeError({
    type: 'invalid_request_error',
    code: `${kind}_unexpected_state`,
    message,
    [kind]: intent,
  });
}
