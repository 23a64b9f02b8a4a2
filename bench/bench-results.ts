import type { CartsBenchResult } from './carts';
import type { OrdersBenchResult } from './orders';
import type { RenewalsBenchResult } from './renewals';
import type { FieldBenchResult } from './field';
import type { StorefrontPagesResult } from './storefront-pages';
import type { EdgeCacheResult } from './edge-cache';
import type { StorefrontContentResult } from './storefront-content';
import type { StorefrontCatalogResult } from './storefront-catalog';
import type { QueueJournalCost } from './queue-journal';
import type { StorefrontRender } from './storefront-render';
import type { TableCeilingShare } from './table-ceiling-share';
import type { PartitionHeat } from './partition-heat';
import type { ColdTimeShare } from './cold-profile';
/**
 * The bench's results as data: what `npm run bench` prints and writes to bench/results/latest.json.
 * A new section adds one optional field here, one measuring module, one
 * renderer in report.ts and its targets in targets.ts.
 */

import type { BundleContributor } from '../lib/bundling/build-functions';

export type { BundleContributor };

/** Size and cold module-load time of one handler's production bundle (the directory CDK deploys). */
export interface FunctionResult {
  /** Handler module under functions/ (manifest `handler`). */
  readonly handler: string;
  /** Manifest route and consumer ids served by this handler. */
  readonly routes: readonly string[];
  /** Bytes of the bundled `index.mjs`; null when bundling failed. */
  readonly bundleBytes: number | null;
  /** Bytes loaded on first use only (lazy modules, lib/bundling/lazy-modules.ts). */
  readonly lazyBytes?: number;
  /** Largest contributors to the bundle, biggest first. */
  readonly contributors: readonly BundleContributor[];
  /** Median `import()` time of the bundle in a fresh node process; null when it could not be measured. */
  readonly coldLoadMs: number | null;
  /**
   * Median CPU time (user + system, all threads) of the same imports: what the load costs
   * regardless of how many other processes share the cores, so comparable across loaded runs.
   */
  readonly coldLoadCpuMs: number | null;
  /** Every cold-load sample, in run order. */
  readonly coldLoadSamplesMs: readonly number[];
  /**
   * Where a cold import's CPU time goes, largest first (bench/cold-profile.ts: one more import
   * under V8's sampling profiler, samples attributed by the bundle's source map); absent when the
   * profile failed.
   */
  readonly coldTime?: readonly ColdTimeShare[];
  /** Why bundling or loading failed. */
  readonly error?: string;
}

/** Requests/s and latency percentiles of one load slice. */
export interface LoadSample {
  readonly requestsPerSecond: number;
  readonly latencyP50Ms: number;
  readonly latencyP99Ms: number;
}

/** Autocannon's view of one server over every measured round. */
export interface ThroughputResult extends LoadSample {
  readonly url: string;
  readonly requests: number;
  /** Responses with a status other than 2xx (a run with any is not comparable). */
  readonly non2xx: number;
  /** Connection errors and timeouts. */
  readonly errors: number;
  /** Each round on its own, in order: how much the numbers moved during the run. */
  readonly rounds: readonly LoadSample[];
}

/** The gateway next to its floor: same endpoint, same DynamoDB calls. */
export interface HttpComparison {
  readonly endpoint: string;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly rounds: number;
  readonly warmupSeconds: number;
  /**
   * DynamoDB commands one request sends, sorted; the floor is only a floor while both lists are
   * equal (the report flags a difference: the endpoint changed and floor-server.ts must follow).
   */
  readonly dynamodbCalls: { readonly gateway: readonly string[]; readonly floor: readonly string[] };
  readonly gateway: ThroughputResult;
  readonly floor: ThroughputResult;
  /** gateway p50 / floor p50. */
  readonly latencyRatio: number;
  /** floor rps / gateway rps. */
  readonly throughputRatio: number;
}

/** Percentiles of one latency distribution. */
export interface LatencyPercentiles {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** The floor of webhook delivery: a bare sign-and-POST loop over the same bodies to the same receiver. */
export interface DeliveryFloor {
  /** Requests answered 200. */
  readonly deliveries: number;
  /** Requests in flight at once. */
  readonly concurrency: number;
  /** Deliveries over first send → last response. */
  readonly deliveriesPerSecond: number;
  /** Sign + POST + response, per request; null when none succeeded. */
  readonly requestP50Ms: number | null;
  readonly requestP99Ms: number | null;
  /** Requests without a 200 (errors or timeouts); a floor with any is not comparable. */
  readonly failed: number;
}

/** One run through the pipeline: member creates through the API → member_created deliveries at the receiver. */
export interface DeliveryRun {
  /**
   * `sequential`: one write at a time, the next after its deliveries arrived (the pipeline's own
   * latency, unloaded). `burst`: writes as fast as the API takes them (capacity). `paced`: writes
   * on a fixed schedule (the aim's rate).
   */
  readonly mode: 'sequential' | 'burst' | 'paced';
  readonly subscriptions: number;
  /** Events written (create answered 201). */
  readonly events: number;
  /** Deliveries/s the schedule asked for (events/s × subscriptions); null for a burst. */
  readonly targetDeliveriesPerSecond: number | null;
  /** Deliveries/s the writes really offered: subscriptions × commits per second (first → last commit); null below two events. */
  readonly offeredDeliveriesPerSecond: number | null;
  /** Median create request time: how loaded the API was while the pipeline worked. */
  readonly writeP50Ms: number;
  /** Distinct (subscription, event) deliveries received. */
  readonly delivered: number;
  /** Requests beyond the first for the same (subscription, event): at-least-once duplicates. */
  readonly duplicates: number;
  /** Expected deliveries not received when the drain timeout ran out: still on their way, or lost. */
  readonly missing: number;
  /** Seconds the run waited after the last write for its deliveries. */
  readonly drainTimeoutSeconds: number;
  /** Distinct deliveries over first commit → last arrival. */
  readonly deliveriesPerSecond: number;
  /** End to end: write committed (201 returned) → the receiver had read the request. */
  readonly latency: LatencyPercentiles;
  /**
   * The same latency split at the delivery's `created_at` (when the fan-out created it): commit →
   * fan-out covers stream poll, relay, bus and events queue; fan-out → receiver covers the delivery
   * write, deliveries queue and the deliver consumer. Null when the deliveries could not be listed.
   */
  readonly stages: { readonly toFanOut: LatencyPercentiles; readonly fanOutToReceiver: LatencyPercentiles } | null;
  /** Median envelope size in bytes. */
  readonly bodyBytes: number;
  /**
   * Table traffic during the run: the pipeline's (fan-out and deliver consumers, counted in their
   * worker threads) per delivered delivery, and the API's per event written.
   */
  readonly dynamodb: {
    /** Pipeline commands per delivered delivery (the issue's ≤ 3 at p50). */
    readonly callsPerDelivery: number;
    /**
     * Events one at a time: the same over the run's later events, without the first, whose fan-out
     * and attempt also read what each container caches per company (subscription set, endpoint,
     * shop) once; null for other runs. Reported next to the target, which stays on the whole run.
     */
    readonly callsPerDeliveryAfterFirstEvent?: number | null;
    /** The same per command, e.g. `{ TransactWriteItems: 0.1, UpdateItem: 1, … }`. */
    readonly perDeliveryByCommand: Readonly<Record<string, number>>;
    /**
     * Items the pipeline wrote per delivered delivery: each PutItem, UpdateItem and DeleteItem one,
     * a TransactWriteItems its Put/Update/Delete items, a BatchWriteItem its requests
     * (lib/local/item-writes.ts). DynamoDB Local's throughput is spent per item, so this, not
     * calls, is what the table ceiling share divides by.
     */
    readonly itemWritesPerDelivery: number;
    /**
     * The same, counting only the items written by the run's last arrival: a burst's relay can retire
     * outbox records after its last delivery. What the table ceiling share divides by, since the
     * share compares the run's window with the ceiling.
     */
    readonly itemWritesInWindowPerDelivery: number;
    /** API commands per event written (the member create and its token check). */
    readonly apiCallsPerEvent: number;
    /** Time of the API's commands (the in-process client). */
    readonly callP50Ms: number | null;
    readonly callP99Ms: number | null;
  };
  /**
   * CPU time of this process (API, receiver, load and the consumers' worker threads) per second
   * of the run, in cores.
   */
  readonly processCpu: number;
  /**
   * Write units per partition key during the run (lib/local/partition-writes.ts), per event
   * written: the hottest key of the pipeline's writes (fan-out, deliver, relay: each delivery's
   * creation and attempts) and of all writes (the API's resource write included). Absent in
   * results from before it was measured.
   */
  readonly partitions?: { readonly pipeline: PartitionHeat | null; readonly all: PartitionHeat | null };
  /** Burst runs: the floor for as many deliveries, measured before the runs on an idle pipeline. */
  readonly floor?: DeliveryFloor;
  /** Burst runs: floor deliveries/s ÷ pipeline deliveries/s. */
  readonly throughputRatio?: number;
  /** Burst runs: deliveries/s as a share of what the table's write ceiling (items/s) allows at the run's item writes per delivery. */
  readonly tableCeiling?: TableCeilingShare;
}

/** One event to many subscriptions of one company: how long until every delivery was enqueued, and delivered. */
export interface FanOutRun {
  readonly subscriptions: number;
  /** Write committed (201) → every delivery on the deliveries queue; null when they were not all enqueued in time. */
  readonly enqueuedMs: number | null;
  /** Write committed → the last delivery arrived at the receiver; null when none arrived. */
  readonly deliveredMs: number | null;
  readonly delivered: number;
  readonly missing: number;
  readonly duplicates: number;
  /** Pipeline DynamoDB commands per delivered delivery; null when none arrived. */
  readonly callsPerDelivery: number | null;
  readonly perDeliveryByCommand: Readonly<Record<string, number>>;
}

/** Webhook deliveries/s and end-to-end latency with 1 and 50 subscriptions, next to the floor. */
export interface WebhookDeliveries {
  /** Event every run writes. */
  readonly event: string;
  /** The deliveries queue's consumer (shared/domains/events/pipeline-definition.ts): invocations at once × records each. */
  readonly consumer: { readonly maxConcurrency: number; readonly batchSize: number };
  /** Median GetItem sent alone while the pipeline was idle: one DynamoDB round trip on this machine. */
  readonly dynamodbRoundTrip: number;
  /**
   * UpdateItems/s the table sustained with as many in flight as a burst's writes, while the
   * pipeline was idle (bench/dynamodb-recorder.ts): one item each, so items written per second,
   * the limit DynamoDB Local's writes share whatever call carries them.
   */
  readonly writeCeiling: number;
  readonly runs: readonly DeliveryRun[];
  /** One event to 1,000 subscriptions; null when it could not run (see `errors`). */
  readonly fanOut: FanOutRun | null;
}

/** A target checked against a measurement; a miss is reported, never fatal. */
export interface TargetCheck {
  readonly target: string;
  /** What was measured (a handler, or the HTTP comparison). */
  readonly subject: string;
  readonly measured: number;
  readonly limit: number;
  readonly unit: string;
  readonly pass: boolean;
}

/** Everything one bench run produced. */
export interface BenchResults {
  readonly startedAt: string;
  readonly durationSeconds: number;
  readonly environment: {
    readonly node: string;
    readonly platform: string;
    readonly cpus: number;
    readonly cpuModel: string;
    /** 1-minute load average when the run started and ended: other work on the machine skews every number. */
    readonly loadAverage1m: { readonly before: number; readonly after: number };
  };
  /** How cold loads were sampled: fresh processes per bundle, and how many ran at once. */
  readonly coldLoad: { readonly runs: number; readonly concurrency: number };
  readonly functions: readonly FunctionResult[];
  /** bench/stack-floor-handler.ts measured the same way: the least a function of this stack costs. */
  readonly stackFloor?: FunctionResult;
  /** Absent when the HTTP section could not run (its error is in `errors`) or was not selected. */
  readonly http?: HttpComparison;
  /** Absent when the storefront section could not run or was not selected. */
  readonly storefront?: StorefrontRender;
  /** Absent when the webhook deliveries section could not run or was not selected. */
  readonly webhookDeliveries?: WebhookDeliveries;
  /** Absent when the storefront catalog section could not run or was not selected. */
  readonly storefrontCatalog?: StorefrontCatalogResult;
  /** Absent when the durable local queue section could not run or was not selected. */
  readonly queueJournal?: QueueJournalCost;
  readonly storefrontContent?: StorefrontContentResult;
  /** Absent when the carts section could not run or was not selected. */
  readonly carts?: CartsBenchResult;
  /** Absent when the shopper pages section could not run or was not selected. */
  readonly storefrontPages?: StorefrontPagesResult;
  /** Absent when the CDN section could not run or was not selected. */
  readonly edgeCache?: EdgeCacheResult;
  /** Absent when the orders section could not run or was not selected. */
  readonly orders?: OrdersBenchResult;
  /** Absent when the renewals section could not run or was not selected. */
  readonly renewals?: RenewalsBenchResult;
  /** Absent when the field section could not run or was not selected. */
  readonly field?: FieldBenchResult;
  readonly targets: readonly TargetCheck[];
  /** Sections that failed, with their message; the rest of the results still stand. */
  readonly errors: readonly string[];
}
