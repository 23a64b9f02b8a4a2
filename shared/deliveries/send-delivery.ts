import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolvePublicAddress } from '../net/resolve-public-address';

/** Whole-request timeout of one attempt. */
const TIMEOUT_MS = 10_000;
const RESPONSE_SNIPPET_BYTES = 1024;

/** What one HTTP attempt produced. */
export interface SendResult {
  statusCode: number | null;
  latencyMs: number;
  responseBody: string | null;
  /** Seconds the receiver asked us to wait (Retry-After on 429/503). */
  retryAfterSeconds?: number;
  error: string | null;
}

/**
 * Sends one webhook request. DNS is resolved and checked at connect time and the socket connects to
 * exactly the checked address (no rebinding to a private IP after validation); redirects are not
 * followed; the whole exchange is bounded by a 10 s timeout.
 */
export async function sendDelivery(input: { url: string; method: string; headers: Record<string, string>; body: string }): Promise<SendResult> {
  const started = performance.now();
  const url = new URL(input.url);
  const lookup: LookupFunction = (hostname, _options, callback) => {
    resolvePublicAddress(hostname, { allowPrivate: process.env.ALLOW_PRIVATE_TARGETS === '1' }).then(
      (resolved) => callback(null, resolved.address, resolved.family),
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
  const options: RequestOptions = {
    method: input.method.toUpperCase(),
    headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
    lookup,
    timeout: TIMEOUT_MS,
    // A fresh connection per attempt: no pooled socket bypasses the address check.
    agent: false,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    const finish = (result: Omit<SendResult, 'latencyMs'>) => resolve({ ...result, latencyMs: Math.round(performance.now() - started) });
    const req = send(url, options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < RESPONSE_SNIPPET_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () =>
        finish({
          statusCode: res.statusCode ?? null,
          responseBody: Buffer.concat(chunks).subarray(0, RESPONSE_SNIPPET_BYTES).toString('utf8'),
          retryAfterSeconds: parseRetryAfter(res.headers['retry-after']),
          error: null,
        }),
      );
      res.on('error', (error) => finish({ statusCode: res.statusCode ?? null, responseBody: null, error: error.message }));
    });
    const deadline = setTimeout(() => req.destroy(new Error(`timed out after ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    req.on('timeout', () => req.destroy(new Error(`timed out after ${TIMEOUT_MS} ms`)));
    req.on('error', (error) => finish({ statusCode: null, responseBody: null, error: error.message }));
    req.on('close', () => clearTimeout(deadline));
    req.end(input.body);
  });
}

function parseRetryAfter(header: string | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
