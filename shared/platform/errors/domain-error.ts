import { errorCodes, type ErrorCode } from './error-codes';

/** Value of `errors` in an error envelope (SPEC "Shared objects → ErrorBag"). */
export type ErrorValue = string | string[] | Record<string, unknown>;
export type ErrorBag = string | ErrorValue[] | Record<string, ErrorValue> | null;

export interface DomainErrorOptions {
  /** Human-readable message; defaults to the code's registry message. */
  message?: string;
  /** Structured detail (per-field messages, the offending keys). @default null */
  errors?: ErrorBag;
  /** Extra context for the caller (a cart error carries `shop_url` and the current `cart`). */
  meta?: Record<string, unknown>;
  /** Underlying error, kept for the log only. */
  cause?: unknown;
}

/**
 * A refusal any layer can raise: a stable code from the registry, a message and details. It knows
 * no transport; the HTTP edge (shared/edge/http/) turns it into a status, envelope and headers.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly errors: ErrorBag;
  readonly meta: Record<string, unknown>;

  constructor(code: ErrorCode, options: DomainErrorOptions = {}) {
    super(options.message ?? errorCodes[code].message, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.errors = options.errors ?? null;
    this.meta = options.meta ?? {};
  }
}

/** No valid credential; one message for every reason so tokens cannot be probed. */
export class Unauthorized extends DomainError {
  constructor(options: DomainErrorOptions = {}) {
    super('unauthorized', options);
  }
}

/** Authenticated, but the credential lacks the permission or scope. */
export class Forbidden extends DomainError {
  constructor(options: DomainErrorOptions = {}) {
    super('forbidden', options);
  }
}

/** A resource that does not exist for the caller's company. */
export class NotFound extends DomainError {
  constructor(resource: string, options: DomainErrorOptions = {}) {
    super('not_found', { message: `${resource} not found`, ...options });
  }
}

/** A uniqueness or state conflict. */
export class Conflict extends DomainError {
  constructor(message: string, options: DomainErrorOptions = {}) {
    super('conflict', { message, ...options });
  }
}

/** Per-field validation messages. */
export class ValidationFailed extends DomainError {
  constructor(errors: Record<string, string[]>, options: DomainErrorOptions = {}) {
    const fields = Object.keys(errors);
    const first = fields[0] ? errors[fields[0]]?.[0] : undefined;
    const message = first
      ? `Validation failed: ${fields[0] === '' ? '' : `${fields[0]} `}${first}`.replace(/ +$/, '')
      : 'Validation failed';
    super('validation_failed', { message, errors, ...options });
  }
}

/** Too many requests; the caller may retry after `retryAfterSeconds`. */
export class RateLimited extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    options: DomainErrorOptions = {},
  ) {
    super('rate_limited', { message: `Too many requests; retry after ${retryAfterSeconds} s`, ...options });
  }
}
