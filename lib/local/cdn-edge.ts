import { randomBytes } from 'node:crypto';
import { EdgeCache, type EdgeAnswer, edgeTtlSeconds } from './cdn-cache';
import type { CdnDistribution, NameSelection } from './cdn-distribution';
import {
  compileViewerFunction,
  isViewerResponse,
  type ViewerFunction,
  type ViewerRequest,
} from './cdn-viewer-function';

/** A request as a viewer sent it to the distribution. */
export interface ViewerHttpRequest {
  readonly method: string;
  /** Path and query string, as sent. */
  readonly url: string;
  readonly rawHeaders: readonly string[];
  readonly httpVersion: string;
  readonly body: Buffer;
  /** The viewer's address and source port (what CloudFront sees of the connection). */
  readonly viewer: { readonly ip: string; readonly port: number };
}

/** A request as the distribution sends it to its origin: the shape the gateway emulator reads. */
export interface OriginHttpRequest {
  readonly method: string;
  readonly url: string;
  readonly rawHeaders: string[];
  readonly httpVersion: string;
  readonly body: Buffer;
  /** CloudFront's own address: the origin sees the edge's connection, never the viewer's. */
  readonly socket: { readonly remoteAddress: string };
}

/** What the edge did so far (GET `/_local/cdn`). */
export interface EdgeStats {
  readonly requests: number;
  readonly hits: number;
  /** Requests the edge sent on to the origin: each one runs a function. */
  readonly originRequests: number;
  readonly stored: number;
}

/**
 * An address of CloudFront's origin-facing range (AWS ip-ranges, service CLOUDFRONT_ORIGIN_FACING):
 * what the HTTP API reports as `sourceIp` for every request the distribution forwards.
 */
export const EDGE_ADDRESS = '130.176.0.10';

/** Header the local geolocation stand-in reads: CloudFront derives the viewer's country from its address, which is always loopback here. */
export const LOCAL_GEO_HEADER = 'x-visitor-country';

/** The CloudFront-generated viewer headers the edge can add, by lowercased name. */
const VIEWER_COUNTRY = 'cloudfront-viewer-country';
const VIEWER_ADDRESS = 'cloudfront-viewer-address';

/**
 * Template mode's CloudFront: serves a distribution's alternate domain names with its default
 * cache behaviour as synthesized. Per request: the viewer-request function, the CloudFront headers
 * (viewer country and address), the cache key of the cache policy (a fresh stored answer is
 * served without reaching the origin), then only what the cache and origin request policies
 * forward, with the custom origin headers, to the origin from CloudFront's own address.
 */
export class CdnEdge {
  private readonly viewerFunction?: ViewerFunction;
  private readonly cache = new EdgeCache();
  private readonly originHeaders: Record<string, string>;
  private counts = { requests: 0, hits: 0, originRequests: 0 };

  constructor(
    private readonly distribution: CdnDistribution,
    private readonly origin: { readonly host: string; send(request: OriginHttpRequest): Promise<EdgeAnswer> },
    secretValue: (arn: string) => string | undefined,
  ) {
    this.viewerFunction = distribution.viewerRequestCode
      ? compileViewerFunction(distribution.viewerRequestCode, origin.host)
      : undefined;
    this.originHeaders = Object.fromEntries(
      Object.entries(distribution.originHeaders).map(([name, value]) => [
        name,
        resolveDynamicReferences(value, secretValue),
      ]),
    );
  }

  /** Whether `host` (a Host header, port ignored) is one of the distribution's alternate domain names. */
  serves(host: string | undefined): boolean {
    const name = host?.toLowerCase().replace(/:\d+$/, '') ?? '';
    return this.distribution.aliases.some((alias) =>
      alias.startsWith('*.') ? name.endsWith(alias.slice(1)) && name.length > alias.length - 1 : name === alias,
    );
  }

  stats(): EdgeStats {
    return { ...this.counts, stored: this.cache.size };
  }

  /** Forgets every stored answer and the counts (an invalidation of `/*`). */
  reset(): void {
    this.cache.clear();
    this.counts = { requests: 0, hits: 0, originRequests: 0 };
  }

  async handle(viewer: ViewerHttpRequest): Promise<EdgeAnswer> {
    this.counts.requests++;
    const { ip, port } = viewer.viewer;
    let request = viewerRequestOf(viewer);
    const country = request.headers[LOCAL_GEO_HEADER]?.value.trim().toUpperCase();
    // CloudFront listens on 80 and 443 only, so a viewer's Host never carries a port there; here
    // it carries the runtime's, which the viewer function must not see.
    if (request.headers.host) request.headers.host.value = request.headers.host.value.replace(/:\d+$/, '');
    // A viewer cannot send CloudFront's own headers: CloudFront sets them from the connection.
    for (const name of Object.keys(request.headers)) if (name.startsWith('cloudfront-')) delete request.headers[name];
    if (this.viewerFunction) {
      const result = await this.viewerFunction(request, ip);
      if (isViewerResponse(result)) return functionAnswer(result);
      request = result;
    }
    const generated: Record<string, string> = {
      [VIEWER_ADDRESS]: `${ip}:${port}`,
      ...(country && /^[A-Z]{2}$/.test(country) ? { [VIEWER_COUNTRY]: country } : {}),
    };
    const headers = {
      ...Object.fromEntries(Object.entries(request.headers).map(([name, { value }]) => [name, value])),
    };
    const { cachePolicy, originRequestPolicy } = this.distribution;
    const keyHeaders = pickHeaders(headers, generated, cachePolicy.headers);
    const keyCookies = pickNames(request.cookies, cachePolicy.cookies);
    const keyQuery = pickNames(request.querystring, cachePolicy.queryStrings);

    const cacheable = this.distribution.cachedMethods.includes(viewer.method) && cachePolicy.maxTtl > 0;
    const key = JSON.stringify([request.uri, sorted(keyHeaders), sorted(keyCookies), keyQuery]);
    if (cacheable) {
      const hit = this.cache.get(key);
      if (hit) {
        this.counts.hits++;
        const body = viewer.method === 'HEAD' ? Buffer.alloc(0) : hit.answer.body;
        return withEdgeHeaders(
          { ...hit.answer, body },
          { 'x-cache': 'Hit from cloudfront', age: String(hit.ageSeconds) },
        );
      }
    }

    const forwarded = {
      ...keyHeaders,
      ...(originRequestPolicy ? pickHeaders(headers, generated, originRequestPolicy.headers) : {}),
    };
    const cookies = {
      ...keyCookies,
      ...(originRequestPolicy ? pickNames(request.cookies, originRequestPolicy.cookies) : {}),
    };
    const query = {
      ...keyQuery,
      ...(originRequestPolicy ? pickNames(request.querystring, originRequestPolicy.queryStrings) : {}),
    };
    const rawHeaders = Object.entries({
      ...forwarded,
      host: this.origin.host,
      'user-agent': forwarded['user-agent'] ?? 'Amazon CloudFront',
      via: `${viewer.httpVersion} local.cloudfront.net (CloudFront)`,
      'x-amz-cf-id': randomBytes(21).toString('base64url'),
      // CloudFront passes on the viewer's X-Forwarded-For and appends the viewer's address.
      'x-forwarded-for': [headers['x-forwarded-for'], ip].filter(Boolean).join(', '),
      ...(Object.keys(cookies).length
        ? {
            cookie: Object.entries(cookies)
              .map(([name, { value }]) => `${name}=${value}`)
              .join('; '),
          }
        : {}),
      ...(viewer.body.length ? { 'content-length': String(viewer.body.length) } : {}),
      ...this.originHeaders,
    }).flat();
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([name, entry]) =>
        (entry.multiValue ?? [entry]).map(({ value }): [string, string] => [name, value]),
      ),
    ).toString();
    this.counts.originRequests++;
    const answer = await this.origin.send({
      method: viewer.method,
      url: `${request.uri}${search ? `?${search}` : ''}`,
      rawHeaders,
      httpVersion: viewer.httpVersion,
      body: viewer.body,
      socket: { remoteAddress: EDGE_ADDRESS },
    });
    if (cacheable && viewer.method === 'GET') this.cache.set(key, answer, edgeTtlSeconds(answer, cachePolicy));
    return withEdgeHeaders(answer, { 'x-cache': 'Miss from cloudfront' });
  }
}

type QueryEntry = { value: string; multiValue?: Array<{ value: string }> };

/** The viewer's request in CloudFront Functions' shape: cookies out of the headers, the query string parsed. */
function viewerRequestOf(viewer: ViewerHttpRequest): ViewerRequest {
  const url = new URL(viewer.url, 'http://viewer.invalid');
  const headers: Record<string, { value: string }> = {};
  for (let i = 0; i < viewer.rawHeaders.length; i += 2) {
    const name = viewer.rawHeaders[i]!.toLowerCase();
    const value = viewer.rawHeaders[i + 1]!;
    headers[name] = { value: headers[name] ? `${headers[name].value},${value}` : value };
  }
  const cookies: Record<string, { value: string }> = {};
  for (const pair of headers.cookie?.value.split(/;\s*/) ?? []) {
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at).trim()] = { value: pair.slice(at + 1) };
  }
  delete headers.cookie;
  const querystring: Record<string, QueryEntry> = {};
  for (const [name, value] of url.searchParams) {
    const entry = querystring[name];
    if (!entry) querystring[name] = { value };
    else entry.multiValue = [...(entry.multiValue ?? [{ value: entry.value }]), { value }];
  }
  return { method: viewer.method, uri: url.pathname, querystring, headers, cookies };
}

/** The viewer headers (and CloudFront's generated ones) a policy's header selection passes on. */
function pickHeaders(
  viewer: Record<string, string>,
  generated: Record<string, string>,
  selection: NameSelection,
): Record<string, string> {
  const listed = new Set(selection.names);
  const picked: Record<string, string> = {};
  const allViewer = ['allViewer', 'allViewerAndWhitelistCloudFront', 'allExcept'].includes(selection.behavior);
  for (const [name, value] of Object.entries(viewer)) {
    const take =
      selection.behavior === 'allExcept'
        ? !listed.has(name)
        : allViewer || (selection.behavior === 'whitelist' && listed.has(name));
    if (take) picked[name] = value;
  }
  if (['whitelist', 'allViewerAndWhitelistCloudFront'].includes(selection.behavior))
    for (const [name, value] of Object.entries(generated)) if (listed.has(name)) picked[name] = value;
  return picked;
}

/** The cookies or query strings a selection passes on. */
function pickNames<T>(values: Record<string, T>, selection: NameSelection): Record<string, T> {
  const listed = new Set(selection.names);
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => {
      switch (selection.behavior) {
        case 'all':
          return true;
        case 'whitelist':
          return listed.has(name);
        case 'allExcept':
          return !listed.has(name);
        default:
          return false;
      }
    }),
  );
}

function sorted<T>(values: Record<string, T>): Array<[string, T]> {
  return Object.entries(values).sort(([a], [b]) => a.localeCompare(b));
}

function withEdgeHeaders(answer: EdgeAnswer, headers: Record<string, string>): EdgeAnswer {
  return { ...answer, headers: { ...answer.headers, via: '1.1 local.cloudfront.net (CloudFront)', ...headers } };
}

function functionAnswer(result: { statusCode: number; headers?: Record<string, { value: string }>; body?: unknown }) {
  const body = typeof result.body === 'string' ? result.body : ((result.body as { data?: string })?.data ?? '');
  return withEdgeHeaders(
    {
      statusCode: result.statusCode,
      headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, { value }]) => [name, value])),
      body: Buffer.from(body),
    },
    { 'x-cache': 'FunctionGeneratedResponse from cloudfront' },
  );
}

/**
 * CloudFormation's `{{resolve:secretsmanager:<arn>:SecretString:::}}` references, as the deployment
 * resolves them into the distribution's configuration; `secretValue` plays Secrets Manager.
 */
export function resolveDynamicReferences(value: string, secretValue: (arn: string) => string | undefined): string {
  return value.replace(/\{\{resolve:secretsmanager:(arn:[^}]*?):SecretString:::\}\}/g, (_, arn: string) => {
    const secret = secretValue(arn);
    if (secret === undefined) throw new Error(`The storefront distribution names the secret ${arn}, unknown locally`);
    return secret;
  });
}
