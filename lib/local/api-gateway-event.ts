import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

/** What the gateway reads of a request: a client's own, or one the storefront CDN forwards (cdn-edge.ts). */
export type GatewayRequest = Pick<IncomingMessage, 'method' | 'rawHeaders' | 'httpVersion' | 'url'> & {
  readonly socket: { readonly remoteAddress?: string };
};

const TEXT_TYPES = /^(application\/([a-z.+-]*json|x-www-form-urlencoded|xml)|text\/)/i;

/**
 * Builds the HTTP API payload v2.0 event that API Gateway would send for this request: lowercased
 * headers with repeated values comma-joined, cookies split out, raw path and query string, and a
 * body that is base64-encoded unless its content type is textual. `url` is the request's, parsed
 * (the gateway has parsed it to route the request).
 */
export function buildApiGatewayEvent(
  request: GatewayRequest,
  body: Buffer,
  match: { routeKey: string; pathParameters?: Record<string, string> },
  url: URL = new URL(request.url ?? '/', 'http://localhost'),
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!.toLowerCase();
    const value = request.rawHeaders[i + 1]!;
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  const cookies = headers.cookie?.split(/;\s*/).filter(Boolean);
  delete headers.cookie;
  const queryStringParameters: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    queryStringParameters[key] =
      queryStringParameters[key] === undefined ? value : `${queryStringParameters[key]},${value}`;
  }
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  const method = request.method ?? 'GET';
  return {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
    pathParameters: match.pathParameters && Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !isText,
  };
}
