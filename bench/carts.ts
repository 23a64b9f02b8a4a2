import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { call, createBenchCompany } from './bench-tenant';
import { BENCH_SHIPPING_OPTION, startCallbackServer, type CallbackServer } from './callback-server';
import { callsPerCall } from './dynamodb-calls';
import { summarizeCalls } from './dynamodb-calls-summary';
import { percentile, sampleSequential, type SequentialLoad } from './stats';

const CARTS = '/api/checkout/v2026-04/carts';
const DISCOUNT_CODE = 'BENCH10';
/** Products in the measured cart, one unit each. */
const CART_ITEMS = 3;
const CALLBACK_DEFINITIONS = ['tax_calculation', 'shipping_options'] as const;

/** How the carts section loads the API: sequential requests, split into rounds that alternate between the cases. */
export interface CartsLoad extends SequentialLoad {
  readonly rounds: number;
}

/** One measured cart request in one callback setting. */
export interface CartCaseResult {
  readonly endpoint: string;
  /** Whether the company had active `tax_calculation` and `shipping_options` registrations. */
  readonly callbacks: boolean;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** DynamoDB commands one request sends (recorded), sorted. */
  readonly dynamodbCalls: readonly string[];
  /** Callback requests the local callback server answered per measured request. */
  readonly callbackRequestsPerRequest: number;
}

export interface CartsBenchResult extends CartsLoad {
  readonly items: number;
  readonly cases: readonly CartCaseResult[];
}

interface CartCase {
  readonly endpoint: string;
  readonly callbacks: boolean;
  readonly send: () => Promise<void>;
  readonly reset?: () => Promise<void>;
}

/**
 * Cart read and discount apply in two shops: one without callback registrations, one whose
 * `tax_calculation` and `shipping_options` callbacks a local server answers at once. Each apply is
 * followed by an untimed removal (the same code twice is a 422). One request at a time, in rounds
 * alternating between the four cases so load weighs on all alike.
 */
export async function measureCarts(
  client: DynamoDBDocumentClient,
  baseUrl: string,
  load: CartsLoad,
  progress: (message: string) => void,
): Promise<CartsBenchResult> {
  const server = await startCallbackServer();
  try {
    const cases: CartCase[] = [];
    for (const callbacks of [false, true]) {
      const shop = await setUpShop(baseUrl, callbacks ? server.url : undefined);
      const discount = `${shop.path}/discount`;
      cases.push(
        { endpoint: `GET ${CARTS}/{cart_token}`, callbacks, send: () => shop.request('GET', shop.path) },
        {
          endpoint: `POST ${CARTS}/{cart_token}/discount (apply; removal untimed)`,
          callbacks,
          send: () => shop.request('POST', discount, { discount_code: DISCOUNT_CODE }),
          reset: () => shop.request('DELETE', `${discount}/${DISCOUNT_CODE}`),
        },
      );
    }
    const calls: string[][] = [];
    for (const entry of cases) calls.push(await callsPerCall(client, entry.send, entry.reset));
    const samples = cases.map(() => ({ durations: [] as number[], callbackRequests: 0 }));
    const perRound = { warmup: 0, requests: Math.ceil(load.requests / load.rounds) };
    for (let round = 0; round < load.rounds; round++) {
      for (const [index, entry] of cases.entries()) {
        const sample = samples[index]!;
        if (round === 0) await sampleSequential({ warmup: load.warmup, requests: 0 }, entry.send, entry.reset);
        const counted = async () => {
          const before = answered(server);
          await entry.send();
          sample.callbackRequests += answered(server) - before;
        };
        sample.durations.push(...(await sampleSequential(perRound, counted, entry.reset)));
      }
      progress(`carts: round ${round + 1} of ${load.rounds}`);
    }
    return {
      ...load,
      items: CART_ITEMS,
      cases: cases.map((entry, index) => {
        const { durations, callbackRequests } = samples[index]!;
        return {
          endpoint: entry.endpoint,
          callbacks: entry.callbacks,
          p50Ms: percentile(durations, 50),
          p99Ms: percentile(durations, 99),
          dynamodbCalls: calls[index]!,
          callbackRequestsPerRequest: callbackRequests / durations.length,
        };
      }),
    };
  } finally {
    await server.stop();
  }
}

/**
 * A shop with three products, a 10 % code and, when `callbackUrl` is given, both callbacks
 * registered there; and a cart of one unit of each product (items by variant alone), with an
 * address and a shipping method chosen, ready to measure.
 */
async function setUpShop(
  baseUrl: string,
  callbackUrl: string | undefined,
): Promise<{ path: string; request: (method: string, path: string, body?: unknown) => Promise<void> }> {
  const { token, subdomain } = await createBenchCompany();
  const admin = (method: string, path: string, body?: unknown) => call(baseUrl, method, path, token, body);
  const shopper = (method: string, path: string, body?: unknown) => cartRequest(baseUrl, subdomain, method, path, body);
  const items = [];
  for (let i = 1; i <= CART_ITEMS; i++) {
    const product = {
      title: `Bench item ${i}`,
      status: 'published',
      public: true,
      variants: [{ title: 'Default', countries: [{ country: 'US', price: 1000 + i, shipping: 250 }] }],
    };
    items.push({
      variant_id: (await admin('POST', '/api/v202604/company/products', { product })).product.variants[0].id as number,
      quantity: 1,
    });
  }
  await admin('POST', '/api/company/discount_codes', {
    discount_code: { code: DISCOUNT_CODE, kind: 'percentage', percentage: 10 },
  });
  if (callbackUrl)
    for (const definition of CALLBACK_DEFINITIONS)
      await admin('POST', '/api/callback/registrations', {
        callback_registration: { definition_name: definition, url: callbackUrl },
      });
  const path = `/${(await shopper('POST', '', { country_code: 'US', email: 'bench@example.com', items })).cart.cart_token}`;
  const ready = await shopper('PATCH', path, {
    shipping_address: { country_code: 'US', address1: '1 Bench St', postal_code: '10001' },
    shipping_method_id: callbackUrl ? BENCH_SHIPPING_OPTION.id : 'standard',
  });
  // A callback answer the platform refused would be replaced by the fallback: that is not what this case measures.
  if (ready.meta.totals_stale)
    throw new Error('the tax or shipping callback failed over to the fallback (totals_stale); see the callback server');
  return { path, request: async (method, requestPath, body) => void (await shopper(method, requestPath, body)) };
}

function answered(server: CallbackServer): number {
  return Object.values(server.answered).reduce((sum, count) => sum + count, 0);
}

/** One cart call naming the shop; anything but a 2xx fails the run with the answer in the message. */
async function cartRequest(baseUrl: string, shop: string, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${baseUrl}${CARTS}${path}`, {
    method,
    headers: { 'x-service-shop': shop, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${CARTS}${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** The section's table for the report. */
export function renderCarts(
  result: CartsBenchResult,
  table: (head: string[], rows: string[][], align: ('l' | 'r')[]) => string,
): string {
  const rows = result.cases.map((c) => [
    c.endpoint,
    c.callbacks ? 'tax + shipping' : 'none',
    `${c.p50Ms.toFixed(1)} / ${c.p99Ms.toFixed(1)} ms`,
    `${c.dynamodbCalls.length} (${summarizeCalls(c.dynamodbCalls)})`,
    c.callbackRequestsPerRequest.toFixed(1),
  ]);
  const title = `Carts (checkout v2026-04) · cart of ${result.items} items · ${result.requests} sequential requests per case in ${result.rounds} alternating rounds, after ${result.warmup} warm-up · callbacks answered at once by a local server`;
  return `${title}\n${table(['request', 'callbacks', 'p50 / p99', 'DynamoDB calls per request', 'callback calls'], rows, ['l', 'l', 'r', 'l', 'r'])}`;
}
