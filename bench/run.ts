/**
 * `npm run bench`: bundle size and cold load of every handler, the HTTP comparison and webhook
 * deliveries/s, written to bench/results/latest.json; the cold-start budget fails the run.
 * `--only <sections>` and `--functions <names>` narrow it. A new section: a module named in
 * sections.ts, its load in loads.ts, a BenchResults field, a renderer and its targets.
 */
import './bench-env';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { consumers, manifest } from '../functions/manifest';
import { buildFunctions, buildStandalone } from '../lib/bundling/build-functions';
import { functionsBuildDir } from '../lib/bundling/bundle-paths';
import { manifestHandlers } from '../lib/bundling/manifest-handlers';
import { startLocalRuntime, type LocalRuntime } from '../lib/local/runtime';
import { config } from '../shared/platform/config';
import { db } from '../shared/platform/db/client';
import type { BenchResults, FunctionResult, HttpComparison, WebhookDeliveries } from './bench-results';
import type { QueueJournalCost } from './queue-journal';
import type { StorefrontRender } from './storefront-render';
import { callsPerRequest } from './dynamodb-calls';
import { measureColdLoads, withFloorInterleaved } from './cold-load';
import { profileColdLoad, type ColdTimeShare } from './cold-profile';
import { startFloorServer } from './floor-server';
import { measureThroughput } from './http-throughput';
import { measureStorefrontRender } from './storefront-render';
import {
  CARTS_LOAD,
  COLD_LOAD,
  DELIVERY_LOAD,
  HTTP_LOAD,
  ORDERS_LOAD,
  EDGE_CACHE_LOAD,
  PAGES_LOAD,
  RENEWALS_LOAD,
  FIELD_LOAD,
  STOREFRONT_COLD_RUNS,
  STOREFRONT_LOAD,
  STOREFRONT_RENDER_LOAD,
} from './loads';
import { renderReport, writeResults } from './report';
import { benchSections, benchSelection, includesHandler, type BenchSection, type BenchSelection } from './sections';
import { checkTargets } from './targets';
import { checkColdStartBudget, overBudgetLines } from './cold-start-budget';
import { measureWebhookDeliveries } from './webhook-deliveries';
import { measureStorefrontCatalog, type StorefrontCatalogResult } from './storefront-catalog';
import { measureQueueJournal } from './queue-journal';
import { measureStorefrontContent, type StorefrontContentResult } from './storefront-content';
import { measureCarts, type CartsBenchResult } from './carts';
import { measureStorefrontPages, type StorefrontPagesResult } from './storefront-pages';
import { measureEdgeCache, type EdgeCacheResult } from './edge-cache';
import { measureOrders, type OrdersBenchResult } from './orders';
import { measureRenewals, type RenewalsBenchResult } from './renewals';
import { measureField, type FieldBenchResult } from './field';

const RESULTS_DIR = join(import.meta.dirname, 'results');
/** Name of the reference row: what the fixed stack costs before any code of ours. */
const STACK_FLOOR = '(stack floor: DocumentClient + zod)';
const RESULTS_FILE = join(RESULTS_DIR, 'latest.json');
/** How many shares of each function's cold CPU the results keep. */
const COLD_TIME_SHARES = 6;

/**
 * Builds every handler of the manifest with the build step CDK deploys from (into the same
 * .build/functions), then times a cold import of each bundle.
 */
async function benchFunctions(
  errors: string[],
  selection: BenchSelection,
): Promise<{ functions: FunctionResult[]; stackFloor: FunctionResult }> {
  const entriesByHandler = new Map<string, string[]>();
  for (const entry of [...manifest, ...consumers])
    entriesByHandler.set(entry.handler, [...(entriesByHandler.get(entry.handler) ?? []), entry.id]);

  // Every handler is built (the build is what CDK deploys); only the selected ones are cold-loaded.
  const bundles = (await buildFunctions({ handlers: manifestHandlers() })).filter((bundle) =>
    includesHandler(selection, bundle.handler),
  );
  progress(`built every handler into ${functionsBuildDir}; cold-loading ${bundles.length}`);
  const floor = await buildStackFloor();
  // After the build has finished, so esbuild does not compete with the imports for the CPU.
  const coldLoads = await measureColdLoads(
    withFloorInterleaved(
      bundles.map((bundle) => bundle.file),
      floor.file,
    ),
    COLD_LOAD,
  );
  progress(`cold-loaded ${bundles.length + 1} bundles × ${COLD_LOAD.runs}`);
  const coldTimes = new Map<string, ColdTimeShare[]>();
  for (const bundle of [...bundles, floor]) {
    const shares = await profileColdLoad(bundle.file, COLD_LOAD.env, COLD_LOAD.timeoutMs).catch((error: unknown) => {
      errors.push(`${bundle.handler}: cold profile failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (shares) coldTimes.set(bundle.file, shares.slice(0, COLD_TIME_SHARES));
  }
  progress(`profiled where each cold import spends its CPU`);
  const results = [...bundles, floor].map((bundle): FunctionResult => {
    const coldLoad = coldLoads.get(bundle.file);
    const error = coldLoad?.error ? `cold load failed: ${coldLoad.error}` : undefined;
    if (error) errors.push(`${bundle.handler}: ${error}`);
    return {
      handler: bundle.handler,
      routes: entriesByHandler.get(bundle.handler) ?? [],
      bundleBytes: bundle.bytes,
      lazyBytes: bundle.lazyBytes,
      contributors: bundle.contributors,
      coldLoadMs: coldLoad?.medianMs ?? null,
      coldLoadCpuMs: coldLoad?.medianCpuMs ?? null,
      coldLoadSamplesMs: coldLoad?.samplesMs ?? [],
      ...(coldTimes.has(bundle.file) ? { coldTime: coldTimes.get(bundle.file) } : {}),
      ...(error ? { error } : {}),
    };
  });
  return { functions: results.slice(0, -1), stackFloor: results.at(-1)! };
}

/** bench/stack-floor-handler.ts built like a function (lib/bundling's options and plugins), as a reference row. */
function buildStackFloor() {
  return buildStandalone({
    name: STACK_FLOOR,
    entry: join(import.meta.dirname, 'stack-floor-handler.ts'),
    outDir: join(functionsBuildDir, '..', 'bench-stack-floor'),
  });
}

/** GET /api/company through the local API server next to the bare floor server, same DynamoDB Local. */
async function benchHttp(runtime: LocalRuntime): Promise<HttpComparison> {
  const { dynamodbEndpoint, region, tableName } = config();
  const floor = await startFloorServer({ dynamodbEndpoint, region, tableName });
  try {
    const headers = { authorization: `Bearer ${runtime.credentials.company_token}` };
    const gatewayUrl = `${runtime.baseUrl}/api/company`;
    // The handler runs in this process, so the shared DocumentClient is the one it sends through.
    const dynamodbCalls = {
      gateway: await callsPerRequest(db(), gatewayUrl, headers),
      floor: await callsPerRequest(floor.client, floor.url, headers),
    };
    const [gateway, floorResult] = await measureThroughput(
      [
        { url: gatewayUrl, headers },
        { url: floor.url, headers },
      ],
      HTTP_LOAD,
    );
    return {
      endpoint: 'GET /api/company',
      ...HTTP_LOAD,
      dynamodbCalls,
      gateway: gateway!,
      floor: floorResult!,
      latencyRatio: gateway!.latencyP50Ms / floorResult!.latencyP50Ms,
      throughputRatio: floorResult!.requestsPerSecond / gateway!.requestsPerSecond,
    };
  } finally {
    await floor.stop();
  }
}

const started = Date.now();

/** One line of progress on stderr, so stdout holds only the report. */
function progress(message: string): void {
  console.error(`[bench] ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  ${message}`);
}

async function main(): Promise<number> {
  const selection = benchSelection(process.argv.slice(2));
  const { sections } = selection;
  const loadBefore = loadavg()[0]!;
  const errors: string[] = [];
  let functions: FunctionResult[] = [];
  let stackFloor: FunctionResult | undefined;
  if (sections.has('functions')) {
    progress('building every handler…');
    ({ functions = [], stackFloor } =
      (await attempt('functions', errors, () => benchFunctions(errors, selection))) ?? {});
  }

  // One runtime for every section that needs the API.
  let http: HttpComparison | undefined;
  let storefront: StorefrontRender | undefined;
  let webhookDeliveries: WebhookDeliveries | undefined;
  let storefrontCatalog: StorefrontCatalogResult | undefined;
  let storefrontContent: StorefrontContentResult | undefined;
  let carts: CartsBenchResult | undefined;
  let storefrontPages: StorefrontPagesResult | undefined;
  let edgeCache: EdgeCacheResult | undefined;
  let orders: OrdersBenchResult | undefined;
  let renewals: RenewalsBenchResult | undefined;
  let field: FieldBenchResult | undefined;
  if (
    ['http', 'webhooks', 'storefront', 'carts', 'pages', 'cdn', 'orders', 'renewals', 'field'].some((section) =>
      sections.has(section as BenchSection),
    )
  ) {
    progress('starting the local runtime…');
    const runtime = await attempt('local runtime', errors, () =>
      startLocalRuntime({ port: 0, dataDir: null, rateLimitPerSecond: 1e9, rateLimitBurst: 1e9 }),
    );
    if (runtime) {
      try {
        if (sections.has('http')) {
          progress(`measuring ${HTTP_LOAD.connections} connections × ${HTTP_LOAD.durationSeconds} s per server…`);
          http = await attempt('http', errors, () => benchHttp(runtime));
        }
        if (sections.has('storefront')) {
          progress('measuring the rendered product page next to the JSON API (warm, then cold in fresh processes)…');
          storefront = await attempt('storefront', errors, () =>
            measureStorefrontRender(runtime, STOREFRONT_RENDER_LOAD, STOREFRONT_COLD_RUNS),
          );
        }
        if (sections.has('webhooks')) {
          webhookDeliveries = await attempt('webhook deliveries', errors, () =>
            measureWebhookDeliveries(runtime.baseUrl, DELIVERY_LOAD, {
              progress,
              warn: (message) => errors.push(message),
            }),
          );
        }
        if (sections.has('storefront')) {
          progress(`seeding ${STOREFRONT_LOAD.products} products…`);
          storefrontCatalog = await attempt('storefront catalog', errors, () =>
            measureStorefrontCatalog(db(), config().tableName, runtime.baseUrl, STOREFRONT_LOAD, progress),
          );
          progress(`seeding ${STOREFRONT_LOAD.products} media…`);
          storefrontContent = await attempt('storefront content', errors, () =>
            measureStorefrontContent(db(), config().tableName, runtime.baseUrl, STOREFRONT_LOAD, progress),
          );
        }
        if (sections.has('carts')) {
          progress(
            `measuring cart read and discount apply, ${CARTS_LOAD.requests} requests each, without and with callbacks…`,
          );
          carts = await attempt('carts', errors, () => measureCarts(db(), runtime.baseUrl, CARTS_LOAD, progress));
        }
        if (sections.has('pages')) {
          progress(
            `measuring the product, cart and checkout pages next to their API reads, ${PAGES_LOAD.requests} requests each…`,
          );
          storefrontPages = await attempt('storefront pages', errors, () =>
            measureStorefrontPages(db(), runtime.baseUrl, PAGES_LOAD, progress),
          );
        }
        if (sections.has('cdn')) {
          edgeCache = await attempt('cdn', errors, () => measureEdgeCache(runtime.baseUrl, EDGE_CACHE_LOAD, progress));
        }
        if (sections.has('orders')) {
          progress(
            `seeding ${ORDERS_LOAD.pageLimit * ORDERS_LOAD.deepPage} orders, then measuring order reads, refunds and fulfilments…`,
          );
          orders = await attempt('orders', errors, () =>
            measureOrders(db(), config().tableName, runtime.baseUrl, ORDERS_LOAD, progress),
          );
        }
        if (sections.has('renewals')) {
          progress(
            `making ${RENEWALS_LOAD.subscriptions} subscriptions through checkout, then firing their renewals at once…`,
          );
          renewals = await attempt('renewals', errors, () =>
            measureRenewals(db(), runtime.baseUrl, RENEWALS_LOAD, progress),
          );
        }
        if (sections.has('field')) {
          progress(`importing ${FIELD_LOAD.members} members with their sponsors, then reading level 5 of the tree…`);
          field = await attempt('field', errors, () =>
            measureField(db(), config().tableName, runtime.baseUrl, FIELD_LOAD, progress),
          );
        }
      } finally {
        await runtime.stop();
      }
    }
  }

  let queueJournal: QueueJournalCost | undefined;
  if (sections.has('queue')) {
    progress('timing acknowledged sends of the durable local queue…');
    queueJournal = await attempt('durable local queue', errors, measureQueueJournal);
  }

  const measured = {
    startedAt: new Date(started).toISOString(),
    durationSeconds: (Date.now() - started) / 1000,
    environment: {
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      loadAverage1m: { before: loadBefore, after: loadavg()[0]! },
    },
    coldLoad: { runs: COLD_LOAD.runs, concurrency: COLD_LOAD.concurrency },
    functions,
    ...(stackFloor ? { stackFloor } : {}),
    ...(http ? { http } : {}),
    ...(storefront ? { storefront } : {}),
    ...(webhookDeliveries ? { webhookDeliveries } : {}),
    ...(storefrontCatalog ? { storefrontCatalog } : {}),
    ...(queueJournal ? { queueJournal } : {}),
    ...(storefrontContent ? { storefrontContent } : {}),
    ...(carts ? { carts } : {}),
    ...(storefrontPages ? { storefrontPages } : {}),
    ...(edgeCache ? { edgeCache } : {}),
    ...(orders ? { orders } : {}),
    ...(renewals ? { renewals } : {}),
    ...(field ? { field } : {}),
    errors,
  };
  const results: BenchResults = { ...measured, targets: checkTargets(measured) };
  // A partial run gets its own file, so it never replaces the last full run's results.
  const partial = sections.size !== benchSections.length || selection.functions.length > 0;
  const file = partial
    ? join(RESULTS_DIR, `only-${[...sections].join('-')}${selection.functions.length ? '-filtered' : ''}.json`)
    : RESULTS_FILE;
  writeResults(results, file);
  console.log(renderReport(results));
  console.log(`Results written to ${file}`);
  const overBudget = overBudgetLines(checkColdStartBudget(results.functions, results.stackFloor));
  if (overBudget.length)
    console.error(
      `Over the cold-start budget (bench/cold-start-budget.ts):\n${overBudget.map((line) => `  ${line}`).join('\n')}`,
    );
  return errors.length || overBudget.length ? 1 : 0;
}

/** Runs one section; a failure is recorded and the other sections still report. */
async function attempt<T>(section: string, errors: string[], run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    errors.push(`${section}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

// Exit explicitly: SDK clients of the in-process runtime keep sockets that would hold the loop open.
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
