import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { manifest } from '../functions/manifest';
import { buildFunctions } from '../lib/bundling/build-functions';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { LocalRuntime } from '../lib/local/runtime';
import { DEMO_SUBDOMAIN } from '../lib/local/seed';
import type { ThroughputResult } from './bench-results';
import { measureThroughput, type LoadOptions } from './http-throughput';
import { median } from './stats';

const run = promisify(execFile);

/** The demo shop's product (seeded by the runtime) and the two ways to read it. */
export const DEMO_PRODUCT_SLUG = 'aurora-face-serum';
const PAGE_PATH = `/products/${DEMO_PRODUCT_SLUG}`;
const API_PATH = `/api/v202604/products/${DEMO_PRODUCT_SLUG}`;

/** One handler's cold start in a fresh process: module import, first request, and a second (warm) one. */
export interface ColdRender {
  readonly handler: string;
  readonly importMs: number;
  readonly firstRequestMs: number;
  readonly secondRequestMs: number;
}

/** The rendered product page next to the JSON API read of the same product (reported, not enforced). */
export interface StorefrontRender {
  readonly product: string;
  readonly warm: {
    readonly connections: number;
    readonly durationSeconds: number;
    readonly page: ThroughputResult;
    readonly api: ThroughputResult;
  };
  /** Medians over `runs` fresh processes, per handler. */
  readonly cold: { readonly runs: number; readonly page: ColdRender; readonly api: ColdRender };
}

/** Runs inside a fresh node process: imports the bundle and invokes it twice with the same event. */
const childScript = `
const [file, eventJson] = process.argv.slice(1);
const context = { awsRequestId: 'bench', functionName: 'bench', getRemainingTimeInMillis: () => 29000, callbackWaitsForEmptyEventLoop: false };
let t = performance.now();
const { handler } = await import(file);
const importMs = performance.now() - t;
const invoke = async () => {
  const event = JSON.parse(eventJson);
  const started = performance.now();
  const response = await handler(event, context);
  if (response.statusCode !== 200) throw new Error('status ' + response.statusCode + ': ' + String(response.body).slice(0, 200));
  return performance.now() - started;
};
const firstRequestMs = await invoke();
const secondRequestMs = await invoke();
process.stdout.write(JSON.stringify({ importMs, firstRequestMs, secondRequestMs }));
process.exit(0);
`;

/**
 * Warm: the product page and the JSON API through the local gateway with autocannon (p50/p99).
 * Cold: each handler bundled as Lambda loads it, then imported and invoked in `coldRuns` fresh
 * node processes, so the first request pays what a new container pays (module load, theme Query
 * and Liquid parse for the page; shop lookup for both).
 */
export async function measureStorefrontRender(
  runtime: LocalRuntime,
  load: LoadOptions,
  coldRuns: number,
): Promise<StorefrontRender> {
  const shopHeaders = { 'x-service-shop': DEMO_SUBDOMAIN };
  const [page, api] = await measureThroughput(
    [
      { url: `${runtime.baseUrl}${PAGE_PATH}`, headers: { ...shopHeaders, accept: 'text/html' } },
      { url: `${runtime.baseUrl}${API_PATH}`, headers: shopHeaders },
    ],
    load,
  );
  const pageRoute = manifest.find((route) => route.method === 'GET' && route.path === '/{proxy+}')!;
  const apiRoute = manifest.find((route) => route.method === 'GET' && route.path === '/api/v202604/products/{slug}')!;
  const outDir = mkdtempSync(join(tmpdir(), 'bench-storefront-'));
  try {
    const bundles = await buildFunctions({ handlers: [pageRoute.handler, apiRoute.handler], outDir });
    const fileOf = (handler: string) => bundles.find((bundle) => bundle.handler === handler)!.file;
    const [pageFile, apiFile] = [fileOf(pageRoute.handler), fileOf(apiRoute.handler)];
    const pageEvent = event(
      'GET /{proxy+}',
      PAGE_PATH,
      { ...shopHeaders, accept: 'text/html' },
      { proxy: PAGE_PATH.slice(1) },
    );
    const apiEvent = event(`GET ${apiRoute.path}`, API_PATH, shopHeaders, { slug: DEMO_PRODUCT_SLUG });
    const pageSamples: Omit<ColdRender, 'handler'>[] = [];
    const apiSamples: Omit<ColdRender, 'handler'>[] = [];
    // Alternating, so background load hits both alike.
    for (let i = 0; i < coldRuns; i++) {
      pageSamples.push(await coldOnce(pageFile, pageEvent));
      apiSamples.push(await coldOnce(apiFile, apiEvent));
    }
    return {
      product: DEMO_PRODUCT_SLUG,
      warm: { connections: load.connections, durationSeconds: load.durationSeconds, page: page!, api: api! },
      cold: {
        runs: coldRuns,
        page: medians(pageRoute.handler, pageSamples),
        api: medians(apiRoute.handler, apiSamples),
      },
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function coldOnce(file: string, eventJson: string): Promise<Omit<ColdRender, 'handler'>> {
  // The parent's configuration (DynamoDB Local endpoint, table, keys) without its TypeScript loader.
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', childScript, pathToFileURL(file).href, eventJson],
    {
      env: {
        ...env,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_LOG_LEVEL: 'SILENT',
        POWERTOOLS_METRICS_DISABLED: 'true',
      },
      timeout: 30_000,
    },
  );
  // The timings are the last line; anything before it is the handler's own output.
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

function medians(handler: string, samples: Omit<ColdRender, 'handler'>[]): ColdRender {
  return {
    handler,
    importMs: median(samples.map((s) => s.importMs)),
    firstRequestMs: median(samples.map((s) => s.firstRequestMs)),
    secondRequestMs: median(samples.map((s) => s.secondRequestMs)),
  };
}

/** An HTTP API v2 event as the gateway sends it for a GET on the demo shop, as JSON for a child process. */
function event(
  routeKey: string,
  path: string,
  headers: Record<string, string>,
  pathParameters: Record<string, string>,
): string {
  return JSON.stringify(siteGetEvent(routeKey, path, headers, pathParameters));
}

/** An HTTP API v2 event as the gateway sends it for a GET on a shop. */
export function siteGetEvent(
  routeKey: string,
  path: string,
  headers: Record<string, string>,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { host: '127.0.0.1', 'user-agent': 'bench', ...headers },
    pathParameters,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: '127.0.0.1',
      domainPrefix: '127',
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: 'bench',
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
}
