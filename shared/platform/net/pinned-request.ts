import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { assertPublicUrl } from './assert-public-url';
import { resolvePublicAddress, type LookupAll } from './resolve-public-address';

/** One outbound request to a merchant- or vendor-supplied URL. */
export interface PinnedRequestOptions {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body: string;
  /** Time allowed to open the connection, TLS handshake included. */
  connectTimeoutMs: number;
  /** Time allowed for the whole exchange, reading the response included. */
  timeoutMs: number;
  /** Response bytes kept; the rest is discarded and `truncated` set. @default 65536 */
  maxResponseBytes?: number;
  /** Allow http and private targets (local runtime only). */
  allowPrivate: boolean;
  /** DNS override (tests); the system resolver otherwise. */
  lookup?: LookupAll;
}

/** What came back. Redirects are never followed: a 3xx is returned like any other status. */
export interface PinnedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The same bytes undecoded, for binary answers (an extension package). */
  bytes: Buffer;
  truncated: boolean;
  latencyMs: number;
  /** The IP the request connected to. */
  address: string;
}

/** Why no response was obtained. */
export class OutboundRequestError extends Error {
  readonly kind: 'connect_timeout' | 'timeout' | 'network';

  constructor(kind: OutboundRequestError['kind'], message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'OutboundRequestError';
    this.kind = kind;
  }
}

/**
 * Sends one request to a URL after re-checking it and resolving its host once: the socket connects
 * to exactly the checked address (the TLS name and Host header stay the URL's), so a DNS answer
 * that changes between check and connect (rebinding) cannot redirect it. Throws UnsafeTargetError
 * before connecting, or OutboundRequestError when no response arrives in time.
 *
 * @example await pinnedRequest({ url, method: 'POST', headers, body, connectTimeoutMs: 2000, timeoutMs: 5000, allowPrivate: false })
 */
export async function pinnedRequest(options: PinnedRequestOptions): Promise<PinnedResponse> {
  const url = assertPublicUrl(options.url, { allowPrivate: options.allowPrivate });
  const started = performance.now();
  const { address, family } = await resolvePublicAddress(url.hostname, {
    allowPrivate: options.allowPrivate,
    lookup: options.lookup,
  });
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const maxBytes = options.maxResponseBytes ?? 65_536;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<PinnedResponse>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(totalTimer);
      outcome();
    };
    const request = send(url, {
      method: options.method,
      headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
      lookup: pinnedLookup,
      agent: false,
    });
    const fail = (kind: OutboundRequestError['kind'], message: string, cause?: unknown) =>
      finish(() => {
        request.destroy();
        reject(new OutboundRequestError(kind, message, { cause }));
      });
    const connectTimer = setTimeout(
      () => fail('connect_timeout', `no connection within ${options.connectTimeoutMs} ms`),
      options.connectTimeoutMs,
    );
    const totalTimer = setTimeout(
      () => fail('timeout', `no complete response within ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    request.once('socket', (socket) => {
      const connected = () => clearTimeout(connectTimer);
      if (!socket.connecting) connected();
      else socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
    });
    request.once('error', (error) => fail('network', error.message, error));
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      let truncated = false;
      const done = () =>
        finish(() => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes.toString('utf8'),
            bytes,
            truncated,
            latencyMs: performance.now() - started,
            address,
          });
        });
      response.on('data', (chunk: Buffer) => {
        if (kept + chunk.length > maxBytes) {
          chunks.push(chunk.subarray(0, maxBytes - kept));
          truncated = true;
          response.destroy();
          done();
          return;
        }
        chunks.push(chunk);
        kept += chunk.length;
      });
      response.once('end', done);
      response.once('error', (error) => fail('network', error.message, error));
    });
    request.end(options.body);
  });
}
