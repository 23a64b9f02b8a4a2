import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { EdgeAnswer } from '../lib/local/cdn-cache';
import { readCdnDistribution } from '../lib/local/cdn-distribution';
import { CdnEdge, type OriginHttpRequest } from '../lib/local/cdn-edge';
import { loadCloudAssembly, TEMPLATE_ACCOUNT, TEMPLATE_CONTEXT, TEMPLATE_REGION } from '../lib/local/cloud-assembly';
import { DEMO_SUBDOMAIN } from '../lib/local/seed';
import { TemplateResolver } from '../lib/local/template-resolver';
import { CART_COOKIE } from '../shared/edge/site/cart-cookie';
import { readyCart, shopperCall } from './bench-checkout';
import { percentile } from './stats';
import { DEMO_PRODUCT_SLUG } from './storefront-render';

/** Who browses the demo shop through the storefront distribution, and how. */
export interface EdgeCacheLoad {
  /** Page views, one at a time (all within the pages' 60 s max-age). */
  readonly views: number;
  /** Share of views that are a shopper's cart page (with the cart cookie). */
  readonly cartShare: number;
  /** Viewer countries and Accept-Language headers, drawn uniformly per view. */
  readonly countries: readonly string[];
  readonly languages: readonly string[];
}

/** One kind of view: how many, how many reached the origin (each one runs a function). */
export interface EdgeCacheKind {
  readonly kind: string;
  readonly views: number;
  readonly originRequests: number;
}

export interface EdgeCacheResult extends EdgeCacheLoad {
  /** Distinct cache keys the public views spread over: pages × countries × languages. */
  readonly publicKeys: number;
  readonly kinds: readonly EdgeCacheKind[];
  /** Views served from the edge over all views. */
  readonly hitRatio: number;
  /** Requests the origin got per view (1 without the cache). */
  readonly originLoad: number;
  /** Time of a view, through the edge, one at a time. */
  readonly hitP50Ms: number;
  readonly missP50Ms: number;
}

/**
 * The demo shop browsed through the storefront distribution as synthesized (template mode's edge,
 * lib/local/cdn-edge.ts, reading cdk.out.local; synthesized first when stale) in front of the
 * local API: public pages by viewers of several countries and languages, and a share of cart
 * views by a shopper with a cart. Counts what the edge answered itself and what reached the origin.
 */
export async function measureEdgeCache(
  baseUrl: string,
  load: EdgeCacheLoad,
  progress: (message: string) => void,
): Promise<EdgeCacheResult> {
  progress('reading the storefront distribution from the synthesized template…');
  const resolver = new TemplateResolver(await loadCloudAssembly(), {
    account: TEMPLATE_ACCOUNT,
    region: TEMPLATE_REGION,
    apiEndpoint: baseUrl,
    awsEndpoint: 'http://127.0.0.1:9',
    cdnDomain: new URL(baseUrl).host,
  });
  const distribution = readCdnDistribution(resolver, TEMPLATE_CONTEXT.storefrontDomain!);
  if (!distribution) throw new Error('The synthesized template has no storefront distribution');
  const secret = randomBytes(24).toString('base64url');
  const agent = new Agent({ keepAlive: true });
  const edge = new CdnEdge(
    distribution,
    { host: new URL(baseUrl).host, send: (r) => forward(baseUrl, r, agent) },
    () => secret,
  );

  const product = (
    await shopperCall(baseUrl, DEMO_SUBDOMAIN, 'GET', `/api/v202604/products/${DEMO_PRODUCT_SLUG}?country=US`)
  ).product;
  const cartToken = await readyCart(baseUrl, DEMO_SUBDOMAIN, 'edge@example.com', [
    { variant_id: product.variants[0].id as number, quantity: 1 },
  ]);
  const pages = ['/', '/pages/about', `/products/${DEMO_PRODUCT_SLUG}`];
  const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
  const counts = new Map<string, { views: number; originRequests: number }>();
  const times = { hit: [] as number[], miss: [] as number[] };
  progress(`browsing the demo shop through the edge: ${load.views} views…`);
  for (let view = 0; view < load.views; view++) {
    const cart = Math.random() < load.cartShare;
    const path = cart ? '/cart' : pick(pages);
    const headers = [
      'host',
      `${DEMO_SUBDOMAIN}.${TEMPLATE_CONTEXT.storefrontDomain}`,
      'accept',
      'text/html',
      'x-visitor-country',
      pick(load.countries),
      'accept-language',
      pick(load.languages),
      ...(cart ? ['cookie', `${CART_COOKIE}=${cartToken}`] : []),
    ];
    const before = edge.stats().originRequests;
    const started = performance.now();
    const answer = await edge.handle({
      method: 'GET',
      url: path,
      rawHeaders: headers,
      httpVersion: '1.1',
      body: Buffer.alloc(0),
      viewer: { ip: '198.51.100.7', port: 40_000 + (view % 20_000) },
    });
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`GET ${path} through the edge answered ${answer.statusCode}`);
    const reached = edge.stats().originRequests - before;
    (reached ? times.miss : times.hit).push(ms);
    const kind = cart ? 'cart page (cart cookie)' : 'public pages';
    const count = counts.get(kind) ?? { views: 0, originRequests: 0 };
    counts.set(kind, { views: count.views + 1, originRequests: count.originRequests + reached });
  }
  agent.destroy();
  const stats = edge.stats();
  return {
    ...load,
    publicKeys: pages.length * load.countries.length * load.languages.length,
    kinds: [...counts].map(([kind, count]) => ({ kind, ...count })),
    hitRatio: stats.hits / stats.requests,
    originLoad: stats.originRequests / stats.requests,
    hitP50Ms: times.hit.length ? percentile(times.hit, 50) : 0,
    missP50Ms: times.miss.length ? percentile(times.miss, 50) : 0,
  };
}

/** The edge's origin request, sent to the local API over HTTP. */
function forward(baseUrl: string, origin: OriginHttpRequest, agent: Agent): Promise<EdgeAnswer> {
  const base = new URL(baseUrl);
  const headers: Record<string, string> = {};
  for (let i = 0; i < origin.rawHeaders.length; i += 2) headers[origin.rawHeaders[i]!] = origin.rawHeaders[i + 1]!;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, path: origin.url, method: origin.method, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).filter(
                (entry): entry is [string, string | string[]] => entry[1] !== undefined,
              ),
            ),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(origin.body.length ? origin.body : undefined);
  });
}

/** The report's CDN section. */
export function renderEdgeCache(
  result: EdgeCacheResult,
  table: (head: string[], rows: string[][], align: ('l' | 'r')[]) => string,
): string {
  const rows = result.kinds.map((kind) => [
    kind.kind,
    String(kind.views),
    String(kind.originRequests),
    `${((1 - kind.originRequests / kind.views) * 100).toFixed(1)} %`,
  ]);
  const title =
    `Storefront edge cache (the distribution as synthesized, in front of the local API) · ${result.views} sequential views of the demo shop, ` +
    `${result.publicKeys} public cache keys (pages × ${result.countries.length} countries × ${result.languages.length} languages), ${(result.cartShare * 100).toFixed(0)} % cart views · ` +
    `hit ratio ${(result.hitRatio * 100).toFixed(1)} %, origin load ${result.originLoad.toFixed(3)} requests per view · view p50 ${result.hitP50Ms.toFixed(2)} ms from the edge, ${result.missP50Ms.toFixed(1)} ms through to the origin`;
  return `${title}\n${table(['views', 'count', 'reached the origin (ran a function)', 'served by the edge'], rows, ['l', 'r', 'r', 'r'])}`;
}
