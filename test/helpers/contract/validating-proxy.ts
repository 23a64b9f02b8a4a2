import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { JsonSchema } from '../fuzz/schema-arbitrary';
import { ResponseChecker } from '../fuzz/openapi-responses';
import { checkExchange, type Disagreement } from './exchange-check';
import { OperationMatcher } from './operation-match';

/** A validating proxy in front of an API, and what it found so far. */
export interface ValidatingProxy {
  baseUrl: string;
  /** Exchanges seen, and those judged against a documented operation. */
  counts: { exchanges: number; checked: number };
  disagreements: Disagreement[];
  close(): Promise<void>;
}

/**
 * Starts an HTTP proxy on a free loopback port that forwards every request unchanged to `target`
 * and answers the target's answer unchanged, judging each exchange against `document` (the API's
 * served OpenAPI document) on the way (exchange-check.ts). It never alters an answer, so the tests
 * behind it pass or fail on the server alone; the disagreements are the caller's to report.
 */
export async function startValidatingProxy(target: string, document: JsonSchema): Promise<ValidatingProxy> {
  const checker = new ResponseChecker(document);
  const matcher = new OperationMatcher(checker);
  const upstream = new URL(target);
  const disagreements: Disagreement[] = [];
  const counts = { exchanges: 0, checked: 0 };

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const requestBody = Buffer.concat(chunks);
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          // From the client's own loopback address: per-IP limits count by source (helpers/source-address.ts).
          localAddress: incoming.socket.remoteAddress?.replace(/^::ffff:/, ''),
          headers: { ...withoutHopHeaders(incoming.headers), 'content-length': String(requestBody.length) },
        },
        (answer) => {
          const answerChunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
          answer.on('end', () => {
            const raw = Buffer.concat(answerChunks);
            outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, {
              ...withoutHopHeaders(answer.headers),
              'content-length': String(raw.length),
            });
            outgoing.end(raw);
            counts.exchanges += 1;
            try {
              const disagreement = checkExchange(checker, matcher, {
                method: incoming.method ?? 'GET',
                url: incoming.url ?? '/',
                requestContentType: incoming.headers['content-type'] ?? null,
                requestBody,
                status: answer.statusCode ?? 0,
                responseContentType: answer.headers['content-type'] ?? null,
                responseBody: decoded(raw, answer.headers['content-encoding']),
              });
              if (matcher.match(incoming.method ?? 'GET', new URL(incoming.url ?? '/', target).pathname))
                counts.checked += 1;
              if (disagreement) disagreements.push(disagreement);
            } catch (error) {
              disagreements.push({
                request: `${incoming.method} ${incoming.url}`,
                operation: '(unchecked)',
                status: answer.statusCode ?? 0,
                problems: [`the validator could not judge the exchange: ${(error as Error).message}`],
              });
            }
          });
          answer.on('error', (error) => outgoing.destroy(error));
        },
      );
      forward.on('error', (error) => {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(`validating proxy: upstream failed: ${error.message}`);
      });
      forward.end(requestBody);
    });
  });
  // Idle client connections outlive the client's own keep-alive (undici's 4 s), so the proxy never
  // closes a connection the client is about to reuse (a reset request).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    counts,
    disagreements,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Hop-by-hop headers belong to one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

function withoutHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name)));
}

function decoded(raw: Buffer, encoding: string | undefined): Buffer {
  if (!raw.length || !encoding || encoding === 'identity') return raw;
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  return raw;
}
