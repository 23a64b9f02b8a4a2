import { DomainError, type DomainErrorOptions } from '../../platform/errors/domain-error';

/**
 * Which of the spec's envelope shapes an error is rendered as.
 * - `bare`: `{message}` (401, 403)
 * - `status`: `{message, status}` (webhook inspect 404)
 * - `standard`: `{error_message, errors, meta}` (404, 422 and most others)
 * - `full`: `{message, error, error_message, errors, meta}` (agreement bulk clone); `error` is the stable code
 */
export type EnvelopeShape = 'bare' | 'status' | 'standard' | 'full';

export interface HttpErrorOptions extends DomainErrorOptions {
  /** Envelope the error renders as, instead of its code's usual one. */
  shape?: EnvelopeShape;
  /** Extra response headers (e.g. Allow). */
  headers?: Record<string, string>;
}

/**
 * A refusal only the edge makes, carrying HTTP details a domain cannot know: a route's own
 * envelope shape or a response header. Domains raise plain DomainErrors.
 */
export class HttpError extends DomainError {
  readonly shape: EnvelopeShape | undefined;
  readonly headers: Record<string, string>;

  constructor(code: DomainError['code'], options: HttpErrorOptions = {}) {
    const { shape, headers, ...rest } = options;
    super(code, rest);
    this.shape = shape;
    this.headers = headers ?? {};
  }
}
