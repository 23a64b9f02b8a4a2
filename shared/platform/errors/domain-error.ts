import { errorCodes, type ErrorCode } from './error-codes';

/** Value of `errors` in an error envelope (SPEC "Shared objects → ErrorBag"). */
export type ErrorValue = string | string[] | Record<string, unknown>;
export type ErrorBag = string | ErrorValue[] | Record<string, ErrorValue> | null;

/**
 * Which of the spec's envelope shapes an error is rendered as.
 * - `bare`: `{message}` (401, 403)
 * - `status`: `{message, status}` (webhook inspect 404)
 * - `standard`: `{error_message, errors, meta}` (404, 422 and most others)
 * - `full`: `{message, error, error_message, errors, meta}` (agreement bulk clone); `error` is the stable code
 */
export type EnvelopeShape = 'bare' | 'status' | 'standard' | 'full';

export interface DomainErrorOptions {
  /** Human-readable message; defaults to the code's registry message. */
  message?: string;
  /** Structured detail for the standard envelope. @default null */
  errors?: ErrorBag;
  /** Envelope the error renders as. @default 'standard' */
  shape?: EnvelopeShape;
  /** Extra response headers (e.g. Retry-After, Allow). */
  headers?: Record<string, string>;
  /** Extra `meta` of the standard envelope (a cart error carries `shop_url` and the current `cart`). */
  meta?: Record<string, unknown>;
  /** Underlying error, kept for the log only. */
  cause?: unknown;
}

/** An error that maps to an HTTP status and one of the spec's envelopes. */
export class DomainError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: ErrorBag;
  readonly shape: EnvelopeShape;
  readonly headers: Record<string, string>;
  readonly meta: Record<string, unknown>;

  constructor(code: ErrorCode, options: DomainErrorOptions = {}) {
    super(options.message ?? errorCodes[code].message, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.status = errorCodes[code].status;
    this.errors = options.errors ?? null;
    this.shape = options.shape ?? 'standard';
    this.headers = options.headers ?? {};
    this.meta = options.meta ?? {};
  }
}

/** 401 with the bare `{message}` body; one body for every reason so tokens cannot be probed. */
export class Unauthorized extends DomainError {
  constructor(options: Omit<DomainErrorOptions, 'shape'> = {}) {
    super('unauthorized', { ...options, shape: 'bare' });
  }
}

/** 403 `{message}`: authenticated, but the credential lacks the permission or scope. */
export class Forbidden extends DomainError {
  constructor(options: Omit<DomainErrorOptions, 'shape'> = {}) {
    super('forbidden', { ...options, shape: 'bare' });
  }
}

/** 404 envelope for a resource that does not exist for the caller's company. */
export class NotFound extends DomainError {
  constructor(resource: string, options: DomainErrorOptions = {}) {
    super('not_found', { message: `${resource} not found`, ...options });
  }
}

/** 409 envelope for a uniqueness or state conflict. */
export class Conflict extends DomainError {
  constructor(message: string, options: DomainErrorOptions = {}) {
    super('conflict', { message, ...options });
  }
}

/** 422 envelope with per-field messages. */
export class ValidationFailed extends DomainError {
  constructor(errors: Record<string, string[]>, options: DomainErrorOptions = {}) {
    const fields = Object.keys(errors);
    const first = fields[0] ? errors[fields[0]]?.[0] : undefined;
    const message = first ? `Validation failed: ${fields[0] === '' ? '' : `${fields[0]} `}${first}`.replace(/ +$/, '') : 'Validation failed';
    super('validation_failed', { message, errors, ...options });
  }
}

/** 429 JSON body with Retry-After. */
export class RateLimited extends DomainError {
  constructor(retryAfterSeconds: number, options: DomainErrorOptions = {}) {
    super('rate_limited', {
      message: `Too many requests; retry after ${retryAfterSeconds} s`,
      ...options,
      headers: { 'Retry-After': String(retryAfterSeconds), ...options.headers },
    });
  }
}
