import { db, tableName } from '../shared/platform/db/client';
import { pipelineDefinition } from '../shared/domains/events/pipeline-definition';
import type { DeliveryFloor, DeliveryRun, FanOutRun, WebhookDeliveries } from './bench-results';
import { call, createMember, setUp, waitForDeliveries, type BenchTenant } from './bench-tenant';
import { endToEnd, latencyPercentiles, medianBytes, stageSplit, type ReceivedDelivery } from './delivery-analysis';
import { runDeliveryFloor } from './delivery-floor';
import { tableCeilingShare } from './table-ceiling-share';
import { probeRoundTrip, probeWriteCeiling, recordDynamoCalls, type DynamoCalls } from './dynamodb-recorder';
import { measureFanOut, type FanOutOptions } from './fan-out-run';
import { partitionHeat, writesBetween } from './partition-heat';
import { recordPartitionWrites, type PartitionWrites } from '../lib/local/partition-writes';
import {
  callsBetween,
  itemWritesBetween,
  pipelineStats,
  settledPipelineStats,
  totalOf,
  waitForIdlePipeline,
  type PipelineStats,
} from './pipeline-stats';
import { median } from './stats';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';
import { driveWrites, type DriveOptions } from './write-driver';

/**
 * One run: `events` writes one at a time, each after the previous one's deliveries arrived (the
 * pipeline's own latency, unloaded); a burst of `events` writes, committed while the local relay
 * is paused and released to the pipeline at once (so the burst measures the pipeline, not how fast
 * the API in this process can commit them); or `deliveriesPerSecond` for `seconds` on a fixed
 * schedule.
 */
export type DeliveryRunPlan =
  | { readonly mode: 'sequential' | 'burst'; readonly subscriptions: number; readonly events: number }
  | {
      readonly mode: 'paced';
      readonly subscriptions: number;
      readonly deliveriesPerSecond: number;
      readonly seconds: number;
    };

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
  /** Before each run, wait this long at most for the previous run's deliveries to drain. */
  readonly idleTimeoutSeconds: number;
  /** The one-event-to-many-subscriptions run, after the others. */
  readonly fanOut: FanOutOptions;
}

/** Where the section reports: progress lines, and problems that do not stop it. */
export interface SectionLog {
  progress(message: string): void;
  warn(message: string): void;
}

const EVENT = 'member_created';

/**
 * Webhook deliveries through the local runtime: per run a fresh company with 1 or 50 subscriptions,
 * member creates through the API, and each delivery's arrival at a loopback receiver matched to its
 * write. Each burst has a floor measured while the pipeline is idle: as many requests with the
 * same envelopes, sent straight to the same receiver.
 */
export async function measureWebhookDeliveries(
  baseUrl: string,
  options: DeliveryLoadOptions,
  log: SectionLog,
): Promise<WebhookDeliveries> {
  const receiver = await startWebhookReceiver();
  try {
    const warmup = await setUp(baseUrl, `${receiver.url}/warmup`, 1, options.burstConcurrency);
    await driveWrites(
      {
        count: options.warmupEvents,
        perSecond: null,
        maxInFlight: options.burstConcurrency,
        maxSeconds: options.burstMaxSeconds,
      },
      (i) => createMember(baseUrl, warmup.token, `warmup-${i}`).then(() => undefined),
    );
    const warmed = await waitForDeliveries(receiver, 'warmup', options.warmupEvents, options.drainTimeoutSeconds);
    if (warmed.distinct.length === 0) throw new Error('no warm-up delivery arrived');
    const dynamodbRoundTrip = await probeRoundTrip(db(), tableName());
    const writeCeiling = await probeWriteCeiling(db(), tableName(), options.burstConcurrency);

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
    const ceilings = new Map<number, number>();
    for (const [index, plan] of options.runs.entries()) {
      log.progress(`webhook deliveries: ${describePlan(plan)}…`);
      // A burst's table ceiling is probed on the idle pipeline right before it: one probe per section
      // drifted by half between runs, and the share is only as good as its denominator.
      if (plan.mode === 'burst')
        ceilings.set(index, await probeWriteCeiling(db(), tableName(), options.burstConcurrency));
      // One run that fails (on a loaded machine: nothing arrived within the drain) leaves the others' figures.
      const run = await measureRun(baseUrl, receiver, `run-${index}`, plan, options, log).catch((error: unknown) => {
        log.warn(
          `webhook deliveries: ${describePlan(plan)} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      });
      if (!run) continue;
      const floor = floors.get(index);
      const ceiling = ceilings.get(index) ?? writeCeiling;
      runs.push(
        floor
          ? {
              ...run,
              floor,
              throughputRatio: floor.deliveriesPerSecond / run.deliveriesPerSecond,
              tableCeiling: tableCeilingShare(
                {
                  ...run,
                  dynamodb: { ...run.dynamodb, itemWritesPerDelivery: run.dynamodb.itemWritesInWindowPerDelivery },
                },
                ceiling,
              ),
            }
          : run,
      );
    }
    log.progress(`webhook deliveries: one event × ${options.fanOut.subscriptions} subscriptions…`);
    const fanOut: FanOutRun | null = await measureFanOut(baseUrl, receiver, 'fan-out', options.fanOut).catch(
      (error: unknown) => {
        log.warn(`webhook deliveries: fan-out run failed: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      },
    );
    const { maxConcurrency, batchSize } = pipelineDefinition.queues.deliveries;
    return { event: EVENT, consumer: { maxConcurrency, batchSize }, dynamodbRoundTrip, writeCeiling, runs, fanOut };
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

async function measureRun(
  baseUrl: string,
  receiver: WebhookReceiver,
  segment: string,
  plan: DeliveryRunPlan,
  options: DeliveryLoadOptions,
  log: SectionLog,
): Promise<DeliveryRun> {
  const tenant = await setUp(baseUrl, `${receiver.url}/${segment}`, plan.subscriptions, options.burstConcurrency);
  const stillQueued = await waitForIdlePipeline(baseUrl, options.idleTimeoutSeconds);
  if (stillQueued)
    log.warn(
      `webhook deliveries: ${describePlan(plan)} started with ${stillQueued} messages of earlier runs still queued`,
    );
  const pipelineBefore = await pipelineStats(baseUrl);
  const recorder = recordDynamoCalls(db());
  const apiWrites: PartitionWrites = {};
  const stopWrites = recordPartitionWrites(db(), apiWrites, 'bench-partition-writes');
  let observed: Observed;
  let dynamo: DynamoCalls;
  try {
    observed = await writeAndReceive(baseUrl, receiver, segment, plan, tenant.token, options);
  } finally {
    dynamo = recorder.stop();
    stopWrites();
  }
  const cpu = process.cpuUsage(observed.cpuAtStart);
  const elapsedSeconds = (performance.now() - observed.started) / 1000;
  // Twice: what the pipeline wrote within the run's window (its last arrival), which is what the
  // table ceiling share compares with the ceiling, and everything the run caused once settled (the
  // relay's trailing outbox deletes too), which is what each delivery costs.
  const pipelineAtLastArrival = await pipelineStats(baseUrl);
  const pipelineAfter = await settledPipelineStats(baseUrl, options.idleTimeoutSeconds);
  const pipelineCalls = callsBetween(pipelineBefore, pipelineAfter);
  const pipelineWrites = writesBetween(pipelineBefore.consumerWrites, pipelineAfter.consumerWrites);
  const pipelineTotal = totalOf(pipelineCalls);
  const pipelineItemWrites = totalOf(itemWritesBetween(pipelineBefore, pipelineAfter));
  const { committedAt, writeMs, expected, distinct, duplicates } = observed;
  const commits = [...committedAt.values()].sort((a, b) => a - b);
  if (distinct.length === 0) throw new Error(`no delivery arrived for ${describePlan(plan)}`);

  const latencies = endToEnd(distinct, committedAt);
  const window = (Math.max(...distinct.map((d) => d.arrival.at)) - commits[0]!) / 1000;
  const createdAt = await deliveryCreationTimes(baseUrl, tenant).catch((error: unknown) => {
    log.warn(
      `webhook deliveries: could not list deliveries for the stage split: ${error instanceof Error ? error.message : String(error)}`,
    );
    return new Map<number, number>();
  });
  return {
    mode: plan.mode,
    subscriptions: plan.subscriptions,
    events: committedAt.size,
    targetDeliveriesPerSecond: plan.mode === 'paced' ? plan.deliveriesPerSecond : null,
    // Commits are n − 1 intervals apart: a schedule met exactly reads as its own rate. A burst is offered all at once (null).
    offeredDeliveriesPerSecond:
      plan.mode !== 'burst' && commits.length > 1
        ? ((commits.length - 1) * plan.subscriptions) / ((commits.at(-1)! - commits[0]!) / 1000)
        : null,
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
      callsPerDelivery: pipelineTotal / distinct.length,
      callsPerDeliveryAfterFirstEvent:
        observed.afterFirstEvent && distinct.length > plan.subscriptions
          ? totalOf(callsBetween(observed.afterFirstEvent, pipelineAfter)) / (distinct.length - plan.subscriptions)
          : null,
      perDeliveryByCommand: Object.fromEntries(
        Object.entries(pipelineCalls).map(([command, count]) => [command, count / distinct.length]),
      ),
      itemWritesPerDelivery: pipelineItemWrites / distinct.length,
      itemWritesInWindowPerDelivery:
        totalOf(itemWritesBetween(pipelineBefore, pipelineAtLastArrival)) / distinct.length,
      apiCallsPerEvent: dynamo.calls / committedAt.size,
      callP50Ms: dynamo.p50Ms,
      callP99Ms: dynamo.p99Ms,
    },
    processCpu: (cpu.user + cpu.system) / 1e6 / elapsedSeconds,
    partitions: {
      pipeline: partitionHeat(pipelineWrites, committedAt.size),
      all: partitionHeat(sumWrites(pipelineWrites, apiWrites), committedAt.size),
    },
  };
}

/** What one run's writes and arrivals were. */
interface Observed {
  /** Member id → when its create answered 201 (`performance.now()`). */
  readonly committedAt: ReadonlyMap<number, number>;
  /** Create request times. */
  readonly writeMs: readonly number[];
  /** When the first write started (a burst: when its events were released). */
  readonly started: number;
  /** This process's CPU use at `started`. */
  readonly cpuAtStart: NodeJS.CpuUsage;
  /** Events written × subscriptions. */
  readonly expected: number;
  readonly distinct: readonly ReceivedDelivery[];
  readonly duplicates: number;
  /** Sequential runs: the pipeline's counters once the first event was fully processed. */
  readonly afterFirstEvent: PipelineStats | undefined;
}

/** How a plan's writes are issued. */
function scheduleOf(plan: DeliveryRunPlan, options: DeliveryLoadOptions): DriveOptions {
  if (plan.mode === 'paced') {
    const perSecond = plan.deliveriesPerSecond / plan.subscriptions;
    return {
      count: Math.round(perSecond * plan.seconds),
      perSecond,
      maxInFlight: options.pacedMaxInFlight,
      maxSeconds: plan.seconds * options.pacedSlackFactor,
    };
  }
  return {
    count: plan.events,
    perSecond: null,
    maxInFlight: plan.mode === 'burst' ? options.burstConcurrency : 1,
    maxSeconds: options.burstMaxSeconds,
  };
}

/** Issues the run's writes on its schedule, then waits for their deliveries. */
async function writeAndReceive(
  baseUrl: string,
  receiver: WebhookReceiver,
  segment: string,
  plan: DeliveryRunPlan,
  token: string,
  options: DeliveryLoadOptions,
): Promise<Observed> {
  const committedAt = new Map<number, number>();
  const writeMs: number[] = [];
  let afterFirstEvent: PipelineStats | undefined;
  let started = performance.now();
  let cpuAtStart = process.cpuUsage();
  const write = async (i: number) => {
    const sent = performance.now();
    const id = await createMember(baseUrl, token, `${segment}-${i}`);
    const at = performance.now();
    committedAt.set(id, at);
    writeMs.push(at - sent);
    if (plan.mode !== 'sequential') return;
    await waitForDeliveries(receiver, segment, committedAt.size * plan.subscriptions, options.drainTimeoutSeconds);
    // The first event's calls include the company's once-per-container lookups: read the counters once it is fully done.
    if (i === 0)
      afterFirstEvent = await waitForIdlePipeline(baseUrl, options.idleTimeoutSeconds).then(() =>
        pipelineStats(baseUrl),
      );
  };
  if (plan.mode === 'burst') {
    await pauseRelay(baseUrl, true);
    try {
      await driveWrites(scheduleOf(plan, options), write);
    } finally {
      // Every event reaches the pipeline now: its latency and the run's window start here.
      started = performance.now();
      cpuAtStart = process.cpuUsage();
      for (const id of committedAt.keys()) committedAt.set(id, started);
      await pauseRelay(baseUrl, false);
    }
  } else {
    await driveWrites(scheduleOf(plan, options), write);
  }
  const expected = committedAt.size * plan.subscriptions;
  const { distinct, duplicates } = await waitForDeliveries(receiver, segment, expected, options.drainTimeoutSeconds);
  return { committedAt, writeMs, started, cpuAtStart, expected, distinct, duplicates, afterFirstEvent };
}

/** Holds (or releases) committed events in the outbox: the local relay stops reading the table's stream. */
async function pauseRelay(baseUrl: string, paused: boolean): Promise<void> {
  const response = await fetch(`${baseUrl}/_local/pipeline/faults`, {
    method: 'POST',
    body: JSON.stringify({ relay_paused: paused }),
  });
  if (!response.ok) throw new Error(`POST /_local/pipeline/faults answered ${response.status}`);
}

/** Delivery id → `created_at` (epoch ms) of every delivery of the tenant's subscriptions, through the replay endpoint. */
async function deliveryCreationTimes(baseUrl: string, tenant: BenchTenant): Promise<Map<number, number>> {
  const createdAt = new Map<number, number>();
  for (const subscription of tenant.subscriptions) {
    // Offset pagination, like the rest of the unversioned admin surface.
    for (let page = 1, pages = 1; page <= pages; page++) {
      const body = await call(
        baseUrl,
        'GET',
        `/api/company/webhooks/${subscription.id}/deliveries?page=${page}&per_page=100`,
        tenant.token,
      );
      for (const delivery of body.deliveries as Array<{ id: number; created_at: string }>)
        createdAt.set(delivery.id, Date.parse(delivery.created_at));
      pages = body.meta.pagination.total_pages;
    }
  }
  return createdAt;
}

function sumWrites(a: PartitionWrites, b: PartitionWrites): PartitionWrites {
  const sum = { ...a };
  for (const [key, units] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + units;
  return sum;
}
