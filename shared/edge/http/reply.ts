const REPLY = Symbol('reply');

/** A handler result that carries more than the payload: extra `meta`, headers or a raw body. */
export interface Reply {
  readonly [REPLY]: true;
  readonly payload?: Record<string, unknown>;
  readonly meta?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  /** A non-envelope body (HTML, assets); `payload` is ignored when set. */
  readonly raw?: { body: string; contentType: string; isBase64Encoded?: boolean };
  /** Overrides the route's success status. */
  readonly status?: number;
  /** `Set-Cookie` values (the gateway's `cookies`: one header each, which a headers map cannot carry). */
  readonly cookies?: readonly string[];
}

/**
 * Wraps a payload with extra meta or headers.
 *
 * @example return reply({ webhooks }, { meta: { pagination } });
 */
export function reply(
  payload: Record<string, unknown>,
  options: Omit<Reply, typeof REPLY | 'payload' | 'raw'> = {},
): Reply {
  return { [REPLY]: true, payload, ...options };
}

/** A non-JSON response body, for the docs page and its assets. */
export function rawReply(
  body: string,
  contentType: string,
  options: { isBase64Encoded?: boolean; headers?: Record<string, string>; cookies?: readonly string[] } = {},
): Reply {
  return {
    [REPLY]: true,
    raw: { body, contentType, isBase64Encoded: options.isBase64Encoded },
    headers: options.headers,
    cookies: options.cookies,
  };
}

/** Tells a Reply from a bare payload. */
export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}
