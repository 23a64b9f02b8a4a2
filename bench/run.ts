/**
 * `npm run bench`: bundle size and cold load of every manifest handler, then the HTTP comparison
 * against the local runtime, printed as tables and written to bench/results/latest.json. Targets
 * are reported, never enforced. A new section (e.g. webhook deliveries/s) gets its own module,
 * runs here with the shared runtime inside `attempt`, adds a field to BenchResults, a renderer
 * to report.ts and its goals to targets.ts.
 */
import './bench-env';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifest } from '../functions/manifest';
import { startLocalRuntime, type LocalRuntime } from '../lib/local/runtime';
import { config } from '../shared/config';
import { db } from '../shared/db/client';
import type { BenchResults, FunctionResult, HttpComparison } from './bench-results';
import { bundleHandlers } from './bundles';
import { callsPerRequest } from './dynamodb-calls';
import { measureColdLoads, type ColdLoadOptions } from './cold-load';
import { startFloorServer } from './floor-server';
import { measureThroughput, type LoadOptions } from './http-throughput';
import { renderReport, writeResults } from './report';
import { checkTargets } from './targets';

/** Load of the HTTP comparison: bounded, loopback only. */
const HTTP_LOAD: LoadOptions = { connections: 10, durationSeconds: 10, rounds: 5, warmupSeconds: 2 };
const RESULTS_FILE = join(import.meta.dirname, 'results', 'latest.json');

/**
 * Ten fresh processes per bundle, as many at once as there are cores: with ~50 handlers and
 * counting, one at a time would blow the bench's ~3 minute budget on a 2-core machine. The
 * environment is what a deployed function has at import time (lib/function-environment.ts), with
 * local values; source maps on, as NODE_OPTIONS sets them in Lambda.
 */
const COLD_LOAD: ColdLoadOptions = {
  runs: 10,
  concurrency: cpus().length,
  timeoutMs: 20_000,
  env: {
    TABLE_NAME: 'commerce-platform',
    CURSOR_SIGNING_KEY: 'bench-cursor-key',
    AWS_REGION: 'us-east-1',
    PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
    SERVICE_NAME: 'commerce-platform',
    POWERTOOLS_SERVICE_NAME: 'commerce-platform',
    NODE_OPTIONS: '--enable-source-maps',
  },
};

/** Bundles every handler of the manifest, then times a cold import of each bundle. */
async function benchFunctions(errors: string[]): Promise<FunctionResult[]> {
  const routesByHandler = new Map<string, string[]>();
  for (const route of manifest) routesByHandler.set(route.handler, [...(routesByHandler.get(route.handler) ?? []), route.id]);

  const outDir = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
  try {
    const bundles = await bundleHandlers([...routesByHandler.keys()], outDir);
    progress(`bundled ${bundles.length} handlers`);
    // After every build has finished, so esbuild does not compete with the imports for the CPU.
    const files = bundles.flatMap((bundle) => (bundle.file ? [bundle.file] : []));
    const coldLoads = await measureColdLoads(files, COLD_LOAD);
    progress(`cold-loaded ${files.length} bundles × ${COLD_LOAD.runs}`);
    return bundles.map((bundle): FunctionResult => {
      const coldLoad = bundle.file ? coldLoads.get(bundle.file) : undefined;
      const error = bundle.error ?? (coldLoad?.error ? `cold load failed: ${coldLoad.error}` : undefined);
      if (error) errors.push(`${bundle.handler}: ${error}`);
      return {
        handler: bundle.handler,
        routes: routesByHandler.get(bundle.handler)!,
        bundleBytes: bundle.bytes ?? null,
        contributors: bundle.contributors,
        coldLoadMs: coldLoad?.medianMs ?? null,
        coldLoadSamplesMs: coldLoad?.samplesMs ?? [],
        ...(error ? { error } : {}),
      };
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** GET /api/company through the local API server next to the bare floor server, same DynamoDB Local. */
async function benchHttp(runtime: LocalRuntime): Promise<HttpComparison> {
  const { dynamodbEndpoint, region, tableName } = config();
  const floor = await startFloorServer({ dynamodbEndpoint, region, tableName });
  try {
    const headers = { authorization: `Bearer ${runtime.credentials.company_token}` };
    const gatewayUrl = `${runtime.baseUrl}/api/company`;
    // The handler runs in this process, so the shared DocumentClient is the one it sends through.
    const dynamodbCalls = { gateway: await callsPerRequest(db(), gatewayUrl, headers), floor: await callsPerRequest(floor.client, floor.url, headers) };
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
  const loadBefore = loadavg()[0]!;
  const errors: string[] = [];
  progress('bundling every handler…');
  const functions = await benchFunctions(errors);

  progress('starting the local runtime…');
  // One runtime for every section that needs the API; a later section (webhook deliveries/s) joins here.
  let http: HttpComparison | undefined;
  const runtime = await attempt('local runtime', errors, () =>
    startLocalRuntime({ port: 0, dataDir: null, rateLimitPerSecond: 1e9, rateLimitBurst: 1e9 }),
  );
  if (runtime) {
    try {
      progress(`measuring ${HTTP_LOAD.connections} connections × ${HTTP_LOAD.durationSeconds} s per server…`);
      http = await attempt('http', errors, () => benchHttp(runtime));
    } finally {
      await runtime.stop();
    }
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
    ...(http ? { http } : {}),
    errors,
  };
  const results: BenchResults = { ...measured, targets: checkTargets(measured) };
  writeResults(results, RESULTS_FILE);
  console.log(renderReport(results));
  console.log(`Results written to ${RESULTS_FILE}`);
  return errors.length ? 1 : 0;
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
