/**
 * Experiment, not part of `npm run bench`: where the order lookup's time over its DynamoDB floor
 * goes, one variable at a time (`npx tsx bench/read-gap-probe.ts`; VARIANTS=floor,gateway,… picks).
 * Variants run one request each per cycle in a shuffled order, so load drift weighs on all alike:
 * - `floor`: the token and order GetItems through the shared DocumentClient;
 * - `direct`: the `orders/get-order` handler in-process with the gateway's event, no HTTP;
 * - `gateway`: the lookup through the local gateway (what the bench times);
 * - `hop` / `hop+floor`: a bare `node:http` server answering the bytes at once / after the floor's calls;
 * - `gateway-constant` / `gateway+floor`: the gateway with a router doing the same, without the handler;
 * - `gateway-timed`: the lookup with `phase` timestamps at arrival, invocation and return.
 * Readings: docs/benchmarks.md. The probe's client shares the gateway's event loop; the bench
 * times its reads from a worker thread (read-client.ts).
 */
import './bench-env';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { startLocalRuntime } from '../lib/local/runtime';
import { createApiGateway } from '../lib/local/api-gateway';
import { buildApiGatewayEvent } from '../lib/local/api-gateway-event';
import { loadHandler } from '../lib/local/handler-loader';
import { lambdaContext } from '../lib/local/lambda-context';
import { RateLimiter } from '../lib/local/rate-limiter';
import { apiTokenEntity } from '../shared/domains/auth/api-token-entity';
import { orderEntity } from '../shared/domains/orders/order-entity';
import { config } from '../shared/platform/config';
import { db } from '../shared/platform/db/client';
import { completeCart, createBenchProduct, readyCart } from './bench-checkout';
import { createBenchCompany } from './bench-tenant';
import { createKeepAliveGet } from './keep-alive-get';
import { percentile } from './stats';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PER_ROUND = Number(process.env.PER_ROUND ?? 100);
const only = process.env.VARIANTS?.split(',');

const cpu = () => ((process as any).threadCpuUsage ?? process.cpuUsage)();
function listen(server: ReturnType<typeof createServer>): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
  );
}

async function main() {
  const runtime = await startLocalRuntime({ port: 0, dataDir: null, rateLimitPerSecond: 1e9, rateLimitBurst: 1e9 });
  const { baseUrl } = runtime;
  const { token, subdomain, companyId } = await createBenchCompany();
  const variantIds = [
    await createBenchProduct(baseUrl, token, 'Probe serum'),
    await createBenchProduct(baseUrl, token, 'Probe cream', { price: 2400 }),
  ];
  const placed = await completeCart(
    baseUrl,
    subdomain,
    await readyCart(
      baseUrl,
      subdomain,
      'buyer@example.com',
      variantIds.map((variant_id) => ({ variant_id, quantity: 2 })),
    ),
  );
  const headers = { authorization: `Bearer ${token}` };
  const path = `/api/v202604/orders/${placed.id}`;
  const table = config().tableName;
  const client = db();
  const floor = async () => {
    await client.send(
      new GetCommand({
        TableName: table,
        Key: apiTokenEntity.key({ hash: createHash('sha256').update(token, 'utf8').digest('hex') }),
        ConsistentRead: true,
      }),
    );
    return client.send(
      new GetCommand({
        TableName: table,
        Key: orderEntity.key({ company_id: companyId, id: placed.id }),
        ConsistentRead: true,
      }),
    );
  };
  const http = createKeepAliveGet();
  // The lookup's answer, to send the same bytes from the bare servers.
  const answer = await (await fetch(`${baseUrl}${path}`, { headers })).text();
  const routeKey = 'GET /api/v202604/orders/{id}';
  const fakeRequest = {
    url: path,
    method: 'GET',
    httpVersion: '1.1',
    rawHeaders: ['Host', '127.0.0.1', 'authorization', headers.authorization, 'Connection', 'keep-alive'],
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const handler = await loadHandler('orders/get-order');
  const direct = async () => {
    const event = buildApiGatewayEvent(fakeRequest, Buffer.alloc(0), {
      routeKey,
      pathParameters: { id: String(placed.id) },
    });
    const result = (await handler(event, lambdaContext('orders-get', 30_000))) as { statusCode: number };
    if (result.statusCode !== 200) throw new Error(`direct ${result.statusCode}`);
  };
  const constant = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: answer };
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(answer);
  });
  const bareFloor = createServer((_req, res) => {
    void floor().then(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    });
  });
  const gatewayOf = (invoke: (event: unknown) => Promise<unknown>) =>
    createApiGateway({
      rateLimiter: new RateLimiter({ ratePerSecond: 1e9, burst: 1e9 }),
      localRoutes: new Map(),
      isReady: () => true,
      router: () => ({ routeKey, pathParameters: { id: String(placed.id) }, timeoutMs: 30_000, invoke }),
    });
  const gatewayConstant = gatewayOf(async () => constant);
  const marks = { arrive: 0, invoke: 0, done: 0, sdk: 0, sdkCalls: 0 };
  const phases: Record<string, number[]> = {
    toServer: [],
    toInvoke: [],
    handler: [],
    sdkInHandler: [],
    afterHandler: [],
  };
  const gatewayTimed = gatewayOf(async (event) => {
    marks.invoke = performance.now();
    marks.sdk = 0;
    const result = await handler(event, lambdaContext('orders-get', 30_000));
    marks.done = performance.now();
    return result;
  });
  gatewayTimed.prependListener('request', () => (marks.arrive = performance.now()));
  let sdkTotal = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        sdkTotal += performance.now() - started;
        marks.sdk += performance.now() - started;
      }
    },
    { step: 'initialize', name: 'probeSdkTimer' },
  );
  const gatewayFloor = gatewayOf(async () => {
    await floor();
    return constant;
  });
  const urls = {
    bare: await listen(bare),
    bareFloor: await listen(bareFloor),
    gatewayConstant: await listen(gatewayConstant),
    gatewayFloor: await listen(gatewayFloor),
    gatewayTimed: await listen(gatewayTimed),
  };
  const get = (base: string) => () => http.expectOk(base, `${base}${path}`, headers);
  const variants: Record<string, () => Promise<unknown>> = {
    floor,
    direct,
    gateway: get(baseUrl),
    hop: get(urls.bare),
    'hop+floor': get(urls.bareFloor),
    'gateway-constant': get(urls.gatewayConstant),
    'gateway+floor': get(urls.gatewayFloor),
    'gateway-timed': async () => {
      const sent = performance.now();
      await get(urls.gatewayTimed)();
      const ended = performance.now();
      phases.toServer!.push(marks.arrive - sent);
      phases.toInvoke!.push(marks.invoke - marks.arrive);
      phases.handler!.push(marks.done - marks.invoke);
      phases.sdkInHandler!.push(marks.sdk);
      phases.afterHandler!.push(ended - marks.done);
    },
  };
  const chosen = Object.entries(variants).filter(([name]) => !only || only.includes(name));
  const samples = new Map<string, { wall: number[]; cpu: number[]; sdk: number[] }>(
    chosen.map(([name]) => [name, { wall: [], cpu: [], sdk: [] }]),
  );
  for (const [, run] of chosen) for (let i = 0; i < 30; i++) await run();
  // One request of each variant per cycle, in a shuffled order: load drift weighs on all alike.
  for (let cycle = 0; cycle < ROUNDS * PER_ROUND; cycle++) {
    const order = [...chosen].sort(() => Math.random() - 0.5);
    for (const [name, run] of order) {
      const entry = samples.get(name)!;
      sdkTotal = 0;
      const before = cpu();
      const started = performance.now();
      await run();
      entry.wall.push(performance.now() - started);
      entry.sdk.push(sdkTotal);
      const after = cpu();
      entry.cpu.push((after.user - before.user + (after.system - before.system)) / 1000);
    }
  }
  const floorP50 = percentile(samples.get('floor')?.wall ?? [1], 50);
  for (const [name, values] of Object.entries(phases))
    if (values.length)
      console.log(
        `  phase ${name.padEnd(14)} p50 ${percentile(values, 50).toFixed(3)} p25 ${percentile(values, 25).toFixed(3)} p75 ${percentile(values, 75).toFixed(3)}`,
      );
  for (const [name, { wall, cpu: cpus, sdk }] of samples) {
    const p50 = percentile(wall, 50);
    console.log(
      `  ${name} sdk wall p50 ${percentile(sdk, 50).toFixed(2)} ms; non-sdk p50 ${percentile(
        wall.map((w, i) => w - sdk[i]!),
        50,
      ).toFixed(2)} ms`,
    );
    console.log(
      `${name.padEnd(18)} p50 ${p50.toFixed(2).padStart(6)} ms  p25 ${percentile(wall, 25).toFixed(2).padStart(6)}  p90 ${percentile(wall, 90).toFixed(2).padStart(6)}  ×floor ${(p50 / floorP50).toFixed(2)}  -floor ${(p50 - floorP50).toFixed(2)}  CPU p50 ${percentile(cpus, 50).toFixed(3)} mean ${(cpus.reduce((a, b) => a + b, 0) / cpus.length).toFixed(3)} ms/req`,
    );
  }
  http.close();
  for (const server of [bare, bareFloor, gatewayConstant, gatewayFloor]) server.close();
  await runtime.stop();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
