import { randomBytes, randomUUID } from 'node:crypto';
import { issueToken } from '../shared/auth/issue-token';
import { permissions, type Permission } from '../shared/auth/permissions';
import { createCompany } from '../shared/company/create-company';
import { db, tableName } from '../shared/db/client';
import { pipelineDefinition } from '../shared/events/pipeline-definition';
import type { DeliveryFloor, DeliveryRun, WebhookDeliveries } from './bench-results';
import { distinctDeliveries, endToEnd, latencyPercentiles, medianBytes, stageSplit, type ReceivedDelivery } from './delivery-analysis';
import { runDeliveryFloor } from './delivery-floor';
import { probeRoundTrip, recordDynamoCalls, type DynamoCalls } from './dynamodb-recorder';
import { median } from './stats';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { driveWrites, type DriveOptions } from './write-driver';

/**
 * One run: `events` writes one at a time, each after the previous one's deliveries arrived (the
 * pipeline's own latency, unloaded); a burst of `events` writes; or `deliveriesPerSecond` for
 * `seconds` on a fixed schedule.
 */
export type DeliveryRunPlan =
  | { readonly mode: 'sequential' | 'burst'; readonly subscriptions: number; readonly events: number }
  | { readonly mode: 'paced'; readonly subscriptions: number; readonly deliveriesPerSecond: number; readonly seconds: number };

/** Load of the webhook deliveries section: every count and wait is bounded. */
export interface DeliveryLoadOptions {
  readonly runs: readonly DeliveryRunPlan[];
  /** Events sent through the pipeline first and discarded: loads every consumer and warms the JIT. */
  readonly warmupEvents: number;
  /** Creates in flight during a burst (and while subscribing). */
  readonly burstConcurrency: number;
  /** A burst stops starting writes after this many seconds. */
  readonly burstMaxSeconds: number;
  /** Creates in flight at most during a paced run. */
  readonly pacedMaxInFlight: number;
  /** A paced run stops starting writes after its planned seconds × this factor. */
  readonly pacedSlackFactor: number;
  /** Seconds to wait after the last write for the deliveries still on their way. */
  readonly drainTimeoutSeconds: number;
  /** Requests in flight in the floor loop. */
  readonly floorConcurrency: number;
}

/** Where the section reports: progress lines, and problems that do not stop it. */
export interface SectionLog {
  progress(message: string): void;
  warn(message: string): void;
}

const EVENT = 'member_created';

/**
 * Webhook deliveries through the running local runtime: per run a fresh company with 1 or 50
 * subscriptions on their own receiver paths, member creates through the API, and every delivery's
 * arrival at a loopback receiver matched to its write. Each burst has a floor, measured before any
 * run while the pipeline is idle: as many requests, carrying the envelopes the warm-up delivered
 * (same event, same size), to the same receiver. Everything runs in this process, the runtime
 * included, so the writes, the pipeline and the receiver share one event loop.
 */
export async function measureWebhookDeliveries(baseUrl: string, options: DeliveryLoadOptions, log: SectionLog): Promise<WebhookDeliveries> {
  const receiver = await startWebhookReceiver();
  try {
    const warmup = await setUp(baseUrl, `${receiver.url}/warmup`, 1, options.burstConcurrency);
    await driveWrites({ count: options.warmupEvents, perSecond: null, maxInFlight: options.burstConcurrency, maxSeconds: options.burstMaxSeconds }, (i) =>
      createMember(baseUrl, warmup.token, `warmup-${i}`).then(() => undefined),
    );
    const warmed = await waitForDeliveries(receiver, 'warmup', options.warmupEvents, options.drainTimeoutSeconds);
    if (warmed.distinct.length === 0) throw new Error('no warm-up delivery arrived');
    const dynamodbRoundTrip = await probeRoundTrip(db(), tableName());

    log.progress('webhook deliveries: floors (sign + POST loop)…');
    const floors = new Map<number, DeliveryFloor>();
    for (const [index, plan] of options.runs.entries()) {
      if (plan.mode !== 'burst') continue;
      const count = plan.events * plan.subscriptions;
      const floor = await runDeliveryFloor({
        url: `${receiver.url}/floor-${index}/0`,
        bodies: Array.from({ length: count }, (_, i) => warmed.distinct[i % warmed.distinct.length]!.arrival.body),
        secret: warmup.subscriptions[0]!.authToken,
        shop: warmup.subdomain,
        authToken: warmup.subscriptions[0]!.authToken,
        concurrency: options.floorConcurrency,
      });
      if (floor.failed) log.warn(`webhook deliveries floor: ${floor.failed} of ${count} requests failed`);
      floors.set(index, floor);
    }

    const runs: DeliveryRun[] = [];
    for (const [index, plan] of options.runs.entries()) {
      log.progress(`webhook deliveries: ${describePlan(plan)}…`);
      const run = await measureRun(baseUrl, receiver, `run-${index}`, plan, options, log);
      const floor = floors.get(index);
      runs.push(floor ? { ...run, floor, throughputRatio: floor.deliveriesPerSecond / run.deliveriesPerSecond } : run);
    }
    const { maxConcurrency, batchSize } = pipelineDefinition.queues.deliveries;
    return { event: EVENT, consumer: { maxConcurrency, batchSize }, dynamodbRoundTrip, runs };
  } finally {
    await receiver.stop();
  }
}

/** A run in words, for progress lines and warnings. */
function describePlan(plan: DeliveryRunPlan): string {
  const subscriptions = `${plan.subscriptions} subscription${plan.subscriptions === 1 ? '' : 's'}`;
  if (plan.mode === 'paced') return `${plan.deliveriesPerSecond} deliveries/s for ${plan.seconds} s, ${subscriptions}`;
  return `${plan.mode === 'burst' ? 'burst of' : 'one at a time,'} ${plan.events} events × ${subscriptions}`;
}

async function measureRun(baseUrl: string, receiver: WebhookReceiver, segment: string, plan: DeliveryRunPlan, options: DeliveryLoadOptions, log: SectionLog): Promise<DeliveryRun> {
  const tenant = await setUp(baseUrl, `${receiver.url}/${segment}`, plan.subscriptions, options.burstConcurrency);
  const recorder = recordDynamoCalls(db());
  const cpuBefore = process.cpuUsage();
  let observed: Observed;
  let dynamo: DynamoCalls;
  try {
    observed = await writeAndReceive(baseUrl, receiver, segment, plan, tenant.token, options);
  } finally {
    dynamo = recorder.stop();
  }
  const cpu = process.cpuUsage(cpuBefore);
  const { committedAt, writeMs, started, expected, distinct, duplicates } = observed;
  const elapsedSeconds = (performance.now() - started) / 1000;
  const commits = [...committedAt.values()].sort((a, b) => a - b);
  if (distinct.length === 0) throw new Error(`no delivery arrived for ${describePlan(plan)}`);

  const latencies = endToEnd(distinct, committedAt);
  const window = (Math.max(...distinct.map((d) => d.arrival.at)) - commits[0]!) / 1000;
  const createdAt = await deliveryCreationTimes(baseUrl, tenant).catch((error: unknown) => {
    log.warn(`webhook deliveries: could not list deliveries for the stage split: ${error instanceof Error ? error.message : String(error)}`);
    return new Map<number, number>();
  });
  return {
    mode: plan.mode,
    subscriptions: plan.subscriptions,
    events: committedAt.size,
    targetDeliveriesPerSecond: plan.mode === 'paced' ? plan.deliveriesPerSecond : null,
    // Commits are n − 1 intervals apart: a schedule met exactly reads as its own rate.
    offeredDeliveriesPerSecond: commits.length > 1 ? ((commits.length - 1) * plan.subscriptions) / ((commits.at(-1)! - commits[0]!) / 1000) : null,
    writeP50Ms: median(writeMs),
    delivered: distinct.length,
    duplicates,
    missing: expected - distinct.length,
    drainTimeoutSeconds: options.drainTimeoutSeconds,
    deliveriesPerSecond: distinct.length / window,
    latency: latencyPercentiles(latencies),
    stages: stageSplit(distinct, committedAt, createdAt),
    bodyBytes: medianBytes(distinct),
    dynamodb: {
      callsPerDelivery: dynamo.calls / distinct.length,
      perDeliveryByCommand: Object.fromEntries(Object.entries(dynamo.byCommand).map(([command, count]) => [command, count / distinct.length])),
      callP50Ms: dynamo.p50Ms,
      callP99Ms: dynamo.p99Ms,
    },
    processCpu: (cpu.user + cpu.system) / 1e6 / elapsedSeconds,
  };
}

/** What one run's writes and arrivals were. */
interface Observed {
  /** Member id → when its create answered 201 (`performance.now()`). */
  readonly committedAt: ReadonlyMap<number, number>;
  /** Create request times. */
  readonly writeMs: readonly number[];
  /** When the first write started. */
  readonly started: number;
  /** Events written × subscriptions. */
  readonly expected: number;
  readonly distinct: readonly ReceivedDelivery[];
  readonly duplicates: number;
}

/** How a plan's writes are issued. */
function scheduleOf(plan: DeliveryRunPlan, options: DeliveryLoadOptions): DriveOptions {
  if (plan.mode === 'paced') {
    const perSecond = plan.deliveriesPerSecond / plan.subscriptions;
    return { count: Math.round(perSecond * plan.seconds), perSecond, maxInFlight: options.pacedMaxInFlight, maxSeconds: plan.seconds * options.pacedSlackFactor };
  }
  return { count: plan.events, perSecond: null, maxInFlight: plan.mode === 'burst' ? options.burstConcurrency : 1, maxSeconds: options.burstMaxSeconds };
}

/** Issues the run's writes on its schedule, then waits for their deliveries. */
async function writeAndReceive(baseUrl: string, receiver: WebhookReceiver, segment: string, plan: DeliveryRunPlan, token: string, options: DeliveryLoadOptions): Promise<Observed> {
  const committedAt = new Map<number, number>();
  const writeMs: number[] = [];
  const started = performance.now();
  await driveWrites(scheduleOf(plan, options), async (i) => {
    const sent = performance.now();
    const id = await createMember(baseUrl, token, `${segment}-${i}`);
    const at = performance.now();
    committedAt.set(id, at);
    writeMs.push(at - sent);
    if (plan.mode === 'sequential') await waitForDeliveries(receiver, segment, committedAt.size * plan.subscriptions, options.drainTimeoutSeconds);
  });
  const expected = committedAt.size * plan.subscriptions;
  const { distinct, duplicates } = await waitForDeliveries(receiver, segment, expected, options.drainTimeoutSeconds);
  return { committedAt, writeMs, started, expected, distinct, duplicates };
}

/** A fresh company and token (as test/helpers/tenant.ts makes them), subscribed `count` times under `url`. */
interface BenchTenant {
  readonly token: string;
  readonly subdomain: string;
  readonly subscriptions: ReadonlyArray<{ readonly id: number; readonly authToken: string }>;
}

async function setUp(baseUrl: string, url: string, count: number, concurrency: number): Promise<BenchTenant> {
  const suffix = randomUUID().slice(0, 8);
  const company = await createCompany({
    name: `Bench Co ${suffix}`,
    subdomain: `bench-${suffix}`,
    email: `owner-${suffix}@example.com`,
    country_code: 'US',
    currency_code: 'USD',
    time_zone: 'UTC',
  });
  const { secret: token } = await issueToken({ companyId: company.id, kind: 'company', name: 'bench', permissions: [...permissions] as Permission[] });
  const subscriptions: Array<{ id: number; authToken: string }> = [];
  await driveWrites({ count, perSecond: null, maxInFlight: concurrency, maxSeconds: 60 }, async (i) => {
    const authToken = randomBytes(24).toString('hex');
    const body = await call(baseUrl, 'POST', '/api/company/webhooks', token, { webhook: { resource: 'member', event: 'created', url: `${url}/${i}`, auth_token: authToken } });
    subscriptions.push({ id: body.webhook.id, authToken });
  });
  return { token, subdomain: company.subdomain, subscriptions };
}

/** Creates a rep (the body test/helpers/webhooks.ts createRep sends); returns its id. */
async function createMember(baseUrl: string, token: string, suffix: string): Promise<number> {
  const unique = `${suffix}-${randomBytes(3).toString('hex')}`;
  const body = await call(baseUrl, 'POST', '/api/company/members', token, {
    member: { type: 'rep', email: `rep-${unique}@example.com`, first_name: 'Rita', last_name: 'Rep', username: `rep-${unique}`, country_code: 'US' },
  });
  return body.member.id;
}

/** Polls the receiver until `expected` distinct deliveries are in or `timeoutSeconds` have passed. */
async function waitForDeliveries(receiver: WebhookReceiver, segment: string, expected: number, timeoutSeconds: number): Promise<{ distinct: readonly ReceivedDelivery[]; duplicates: number }> {
  const deadline = performance.now() + timeoutSeconds * 1000;
  for (;;) {
    const arrivals = receiver.arrivals(segment);
    // Parse only once enough requests are in; duplicates can make the raw count run ahead.
    if (arrivals.length >= expected) {
      const deliveries = distinctDeliveries(arrivals);
      if (deliveries.distinct.length >= expected || performance.now() > deadline) return deliveries;
    } else if (performance.now() > deadline) return distinctDeliveries(arrivals);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Delivery id → `created_at` (epoch ms) of every delivery of the tenant's subscriptions, through the replay endpoint. */
async function deliveryCreationTimes(baseUrl: string, tenant: BenchTenant): Promise<Map<number, number>> {
  const createdAt = new Map<number, number>();
  for (const subscription of tenant.subscriptions) {
    let cursor: string | null = null;
    do {
      const query: string = `page[limit]=100${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`;
      const body = await call(baseUrl, 'GET', `/api/company/webhooks/${subscription.id}/deliveries?${query}`, tenant.token);
      for (const delivery of body.deliveries as Array<{ id: number; created_at: string }>) createdAt.set(delivery.id, Date.parse(delivery.created_at));
      cursor = body.meta.pagination.next_cursor;
    } while (cursor);
  }
  return createdAt;
}

/** One API call; anything but a 2xx fails the run with the answer in the message. */
async function call(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}
