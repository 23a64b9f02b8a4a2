import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEMO_SUBDOMAIN } from '../lib/local/seed';
import { CART_COOKIE } from '../shared/edge/site/cart-cookie';
import { CARTS, readyCart, shopperCall } from './bench-checkout';
import { callsPerCall } from './dynamodb-calls';
import { summarizeCalls } from './dynamodb-calls-summary';
import { timePageRender } from './page-render-time';
import { DEMO_PRODUCT_SLUG, siteGetEvent } from './storefront-render';
import { percentile, sampleSequential, type SequentialLoad } from './stats';
import { PAGE_TARGET } from './targets';

/** How the shopper pages are loaded: sequential requests in rounds alternating between the pages and their API reads. */
export interface StorefrontPagesLoad extends SequentialLoad {
  readonly rounds: number;
}

/** Latency of one request, one at a time. */
export interface Percentiles {
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** One rendered shopper page next to the JSON API read it is built on and its render alone. */
export interface ShopperPageResult {
  readonly page: string;
  readonly apiRead: string;
  readonly pageLatency: Percentiles;
  readonly apiLatency: Percentiles;
  /** The theme render alone, in this process (bench/page-render-time.ts). */
  readonly render: Percentiles;
  /** page p50 / (API read p50 + render p50). */
  readonly ratio: number;
  /** DynamoDB commands one request sends (recorded), sorted. */
  readonly pageCalls: readonly string[];
  readonly apiCalls: readonly string[];
  /** Timed page requests that did not answer 200: a render past its 500 ms deadline answers the 503 page, which a loaded machine reaches. */
  readonly pageFailed: number;
}

export interface StorefrontPagesResult extends StorefrontPagesLoad {
  readonly pages: readonly ShopperPageResult[];
}

/**
 * The demo shop's product, cart and checkout pages, each beside the JSON API read it is built on
 * and its render alone: one request at a time through the local gateway, in rounds alternating
 * between the six so load weighs on all alike. A 503 page (render past its 500 ms deadline on a
 * loaded machine) is counted and reported; any other answer but 200 fails the run.
 */
export async function measureStorefrontPages(
  client: DynamoDBDocumentClient,
  baseUrl: string,
  load: StorefrontPagesLoad,
  progress: (message: string) => void,
): Promise<StorefrontPagesResult> {
  const shop = { 'x-service-shop': DEMO_SUBDOMAIN };
  const product = (
    await shopperCall(baseUrl, DEMO_SUBDOMAIN, 'GET', `/api/v202604/products/${DEMO_PRODUCT_SLUG}?country=US`)
  ).product;
  const cartToken = await readyCart(baseUrl, DEMO_SUBDOMAIN, 'shopper@example.com', [
    { variant_id: product.variants[0].id as number, quantity: 1 },
  ]);
  const pageHeaders = { ...shop, accept: 'text/html', 'x-visitor-country': 'US' };
  const cases = [
    {
      page: `GET /products/${DEMO_PRODUCT_SLUG}`,
      path: `/products/${DEMO_PRODUCT_SLUG}`,
      headers: pageHeaders,
      apiRead: `GET /api/v202604/products/{slug}?country=US`,
      apiPath: `/api/v202604/products/${DEMO_PRODUCT_SLUG}?country=US`,
    },
    {
      page: 'GET /cart (cart_token cookie)',
      path: '/cart',
      headers: { ...pageHeaders, cookie: `${CART_COOKIE}=${cartToken}` },
      apiRead: `GET ${CARTS}/{cart_token}`,
      apiPath: `${CARTS}/${cartToken}`,
    },
    {
      page: 'GET /checkout/{cart_token}',
      path: `/checkout/${cartToken}`,
      headers: pageHeaders,
      apiRead: `GET ${CARTS}/{cart_token}`,
      apiPath: `${CARTS}/${cartToken}`,
    },
  ].map((entry, index) => ({
    ...entry,
    getPage: async () => {
      const status = await get(`${baseUrl}${entry.path}`, entry.headers);
      if (status === 503) failed[index]!++;
      else if (status !== 200) throw new Error(`${entry.page} answered ${status}`);
    },
    getApi: async () => {
      const status = await get(`${baseUrl}${entry.apiPath}`, shop);
      if (status !== 200) throw new Error(`${entry.apiRead} answered ${status}`);
    },
  }));

  const failed = cases.map(() => 0);
  const samples = cases.map(() => ({ page: [] as number[], api: [] as number[] }));
  const perRound = { warmup: 0, requests: Math.ceil(load.requests / load.rounds) };
  for (let round = 0; round < load.rounds; round++) {
    for (const [index, entry] of cases.entries()) {
      if (round === 0) {
        await sampleSequential({ warmup: load.warmup, requests: 0 }, entry.getPage);
        await sampleSequential({ warmup: load.warmup, requests: 0 }, entry.getApi);
        failed[index] = 0;
      }
      samples[index]!.page.push(...(await sampleSequential(perRound, entry.getPage)));
      samples[index]!.api.push(...(await sampleSequential(perRound, entry.getApi)));
    }
    progress(`storefront pages: round ${round + 1} of ${load.rounds}`);
  }
  const pages: ShopperPageResult[] = [];
  for (const [index, entry] of cases.entries()) {
    const render = await timePageRender(
      siteGetEvent('GET /{proxy+}', entry.path, entry.headers, { proxy: entry.path.slice(1) }),
      load,
    );
    const pageLatency = percentiles(samples[index]!.page);
    const apiLatency = percentiles(samples[index]!.api);
    pages.push({
      page: entry.page,
      apiRead: entry.apiRead,
      pageLatency,
      apiLatency,
      render,
      ratio: pageLatency.p50Ms / (apiLatency.p50Ms + render.p50Ms),
      pageCalls: await callsPerCall(client, entry.getPage),
      apiCalls: await callsPerCall(client, entry.getApi),
      pageFailed: failed[index]!,
    });
  }
  return { ...load, pages };
}

/** One GET, read to the end; answers its status. */
async function get(url: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.status;
}

function percentiles(durations: readonly number[]): Percentiles {
  return { p50Ms: percentile(durations, 50), p99Ms: percentile(durations, 99) };
}

/** The section's table for the report. */
export function renderStorefrontPages(
  result: StorefrontPagesResult,
  table: (head: string[], rows: string[][], align: ('l' | 'r')[]) => string,
  mark: (target: string, subject: string) => string,
): string {
  const ms = ({ p50Ms, p99Ms }: Percentiles) => `${p50Ms.toFixed(1)} / ${p99Ms.toFixed(1)} ms`;
  const calls = (list: readonly string[]) => `${list.length} (${summarizeCalls(list)})`;
  const rows = result.pages.flatMap((p) => [
    [
      p.page,
      ms(p.pageLatency),
      calls(p.pageCalls),
      ms(p.render),
      `${p.ratio.toFixed(2)}×${mark(PAGE_TARGET, p.page)}`,
      String(p.pageFailed),
    ],
    [`  JSON API ${p.apiRead}`, ms(p.apiLatency), calls(p.apiCalls), '', '', ''],
  ]);
  const title = `Storefront shopper pages · demo shop, US visitor · ${result.requests} sequential requests each in ${result.rounds} alternating rounds after ${result.warmup} warm-up · render = the theme render alone, in process · ratio = page p50 ÷ (API read p50 + render p50)`;
  return `${title}\n${table(['request', 'p50 / p99', 'DynamoDB calls', 'render p50 / p99', 'ratio', '503 (render deadline)'], rows, ['l', 'r', 'l', 'r', 'r', 'r'])}`;
}
