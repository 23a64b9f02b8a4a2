import { config } from '../../platform/config';
import { OutboundRequestError, pinnedRequest } from '../../platform/net/pinned-request';
import { UnsafeTargetError } from '../../platform/net/unsafe-target-error';

/** Whole-request timeout of one attempt; connecting (TLS included) gets part of it. */
const TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;
const RESPONSE_SNIPPET_BYTES = 1024;

/** What one HTTP attempt produced. */
export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  /** First 1 KB of the response body. */
  responseBody: string | null;
  /** Seconds the receiver asked us to wait (Retry-After on 429/503). */
  retryAfterSeconds?: number;
  error: string | null;
}

/**
 * Sends one webhook request through the pinned outbound client: the URL and every DNS answer are
 * re-checked at send time and the socket connects to exactly the checked address (no rebinding to
 * a private IP after validation); redirects are not followed; 10 s bound on the whole exchange.
 */
export async function sendDelivery(input: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}): Promise<SendResult> {
  const started = performance.now();
  try {
    const response = await pinnedRequest({
      url: input.url,
      method: input.method.toUpperCase() === 'PUT' ? 'PUT' : 'POST',
      headers: input.headers,
      body: input.body,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      timeoutMs: TIMEOUT_MS,
      maxResponseBytes: RESPONSE_SNIPPET_BYTES,
      allowPrivate: config().allowPrivateTargets,
    });
    return {
      statusCode: response.status,
      latencyMs: Math.round(response.latencyMs),
      responseBody: response.body,
      retryAfterSeconds: parseRetryAfter(response.headers['retry-after']),
      error: null,
    };
  } catch (error) {
    if (!(error instanceof OutboundRequestError || error instanceof UnsafeTargetError)) throw error;
    return {
      statusCode: null,
      latencyMs: Math.round(performance.now() - started),
      responseBody: null,
      error: error.message,
    };
  }
}

function parseRetryAfter(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
