import type { BenchResults, DeliveryRun, TargetCheck } from './bench-results';
import { checkColdStartBudget, coldStartBudget } from './cold-start-budget';
import { deliveryRunLabel, fanOutLabel } from './delivery-run-label';

/** The delivery rate at which webhook p99 should stay within 1 s locally. */
export const AIM_DELIVERIES_PER_SECOND = 200;

/**
 * Events/s per company below which no partition key may pass 1,000 WCU/s, by the
 * run's subscriptions (1 and 50); as a target, the hottest key's WCU per event ≤ 1,000 ÷ that.
 */
const EVENTS_PER_SECOND_PER_COMPANY: ReadonlyArray<{ subscriptions: number; eventsPerSecond: number }> = [
  { subscriptions: 1, eventsPerSecond: 2000 },
  { subscriptions: 50, eventsPerSecond: 500 },
];

/** The hot-partition target's name for a run with `subscriptions`, or undefined when none applies. */
export function hottestKeyTarget(subscriptions: number): string | undefined {
  const goal = EVENTS_PER_SECOND_PER_COMPANY.find((candidate) => candidate.subscriptions === subscriptions);
  return (
    goal &&
    `hottest pipeline partition key WCU per event (${goal.eventsPerSecond.toLocaleString('en-US')} events/s per company)`
  );
}

/** A rendered shopper page within 1.5× of the JSON API read it is built on plus its render. */
export const PAGE_TARGET = 'shopper page p50 / (API read p50 + render p50)';
/** An order read within 1.3× of its DynamoDB floor. */
export const ORDER_READ_TARGET = 'order read p50 / floor p50';
/** Every due renewal places exactly one order. */
export const RENEWALS_MISSING_TARGET = 'missing + duplicate renewal orders';
/** The subject of the renewals section's checks. */
export const RENEWALS_SUBJECT = 'due renewals fired at once';

/** A goal: aimed for and reported, never enforced. */
interface Target {
  readonly name: string;
  readonly limit: number;
  readonly unit: string;
  /** The measurements the target applies to, by subject; a missing measurement is skipped. */
  readonly measure: (
    results: Omit<BenchResults, 'targets'>,
  ) => Array<{ subject: string; value: number | null | undefined }>;
}

/** Every target, each checked as `measured ≤ limit`. A new bench section adds its own here. */
export const targets: readonly Target[] = [
  {
    name: 'gateway p50 / floor p50',
    limit: 1.3,
    unit: '×',
    measure: (r) => [{ subject: r.http?.endpoint ?? 'http', value: r.http?.latencyRatio }],
  },
  {
    name: 'floor rps / gateway rps',
    limit: 1.3,
    unit: '×',
    measure: (r) => [{ subject: r.http?.endpoint ?? 'http', value: r.http?.throughputRatio }],
  },
  {
    // Checked on the runs paced at the aim's rate; the report flags a run whose writes fell short of it.
    name: `webhook p99 at ${AIM_DELIVERIES_PER_SECOND} deliveries/s`,
    limit: 1000,
    unit: 'ms',
    measure: (r) =>
      (r.webhookDeliveries?.runs ?? [])
        .filter((run) => run.mode === 'paced' && run.targetDeliveriesPerSecond === AIM_DELIVERIES_PER_SECOND)
        .map((run) => ({ subject: deliveryRunLabel(run), value: p99Bound(run) })),
  },
  {
    // Pipeline ≥ 30 % of the sign-and-POST floor, as floor ÷ pipeline ≤ 1 / 0.3.
    name: 'burst: floor ÷ pipeline deliveries/s',
    limit: Number((1 / 0.3).toFixed(2)),
    unit: '×',
    measure: (r) =>
      (r.webhookDeliveries?.runs ?? [])
        .filter((run) => run.mode === 'burst')
        .map((run) => ({ subject: deliveryRunLabel(run), value: run.throughputRatio })),
  },
  {
    // A burst reaches ≥ 80 % of what the table's ceiling allows, as ceiling ÷ pipeline ≤ 1 / 0.8.
    // The ceiling is in items written (table-ceiling-share.ts), what DynamoDB Local limits; the calls-based share is not a target.
    name: 'burst: table ceiling ÷ pipeline deliveries/s',
    limit: 1.25,
    unit: '×',
    measure: (r) =>
      (r.webhookDeliveries?.runs ?? [])
        .filter((run) => run.tableCeiling)
        .map((run) => ({ subject: deliveryRunLabel(run), value: 1 / run.tableCeiling!.share })),
  },
  {
    name: 'pipeline DynamoDB calls per delivery',
    limit: 3,
    unit: 'calls',
    measure: (r) => [
      ...(r.webhookDeliveries?.runs ?? []).map((run) => ({
        subject: deliveryRunLabel(run),
        value: run.dynamodb.callsPerDelivery,
      })),
      ...(r.webhookDeliveries?.fanOut
        ? [
            {
              subject: fanOutLabel(r.webhookDeliveries.fanOut.subscriptions),
              value: r.webhookDeliveries.fanOut.callsPerDelivery,
            },
          ]
        : []),
    ],
  },
  ...EVENTS_PER_SECOND_PER_COMPANY.map(
    ({ subscriptions, eventsPerSecond }): Target => ({
      name: hottestKeyTarget(subscriptions)!,
      limit: 1000 / eventsPerSecond,
      unit: 'WCU',
      measure: (r) =>
        (r.webhookDeliveries?.runs ?? [])
          .filter((run) => run.subscriptions === subscriptions && run.partitions?.pipeline)
          .map((run) => ({ subject: deliveryRunLabel(run), value: run.partitions!.pipeline!.unitsPerEvent })),
    }),
  ),
  {
    name: 'missing + duplicate deliveries',
    limit: 0,
    unit: '',
    measure: (r) => [
      ...(r.webhookDeliveries?.runs ?? []).map((run) => ({
        subject: deliveryRunLabel(run),
        value: run.missing + run.duplicates,
      })),
      ...(r.webhookDeliveries?.fanOut
        ? [
            {
              subject: fanOutLabel(r.webhookDeliveries.fanOut.subscriptions),
              value: r.webhookDeliveries.fanOut.missing + r.webhookDeliveries.fanOut.duplicates,
            },
          ]
        : []),
    ],
  },
  {
    // A run that never finished enqueueing counts as over the limit.
    name: 'one event to 1,000 subscriptions: all enqueued',
    limit: 2000,
    unit: 'ms',
    measure: (r) =>
      r.webhookDeliveries?.fanOut
        ? [
            {
              subject: fanOutLabel(r.webhookDeliveries.fanOut.subscriptions),
              value: r.webhookDeliveries.fanOut.enqueuedMs ?? Number.MAX_SAFE_INTEGER,
            },
          ]
        : [],
  },
  {
    // Public product list and show with `country` at 10,000 products, next to the same DynamoDB calls alone.
    name: 'storefront p50 / floor p50',
    limit: 1.3,
    unit: '×',
    // Every storefront read, the content family's too.
    measure: (r) =>
      [...(r.storefrontCatalog?.endpoints ?? []), ...(r.storefrontContent?.endpoints ?? [])].map((e) => ({
        subject: e.endpoint,
        value: e.ratio,
      })),
  },
  {
    // A cart read answers the pricing stored at its last write (one GetItem), callbacks registered or not.
    name: 'cart read DynamoDB calls per request',
    limit: 1,
    unit: 'calls',
    measure: (r) =>
      (r.carts?.cases ?? [])
        .filter((c) => c.endpoint.startsWith('GET'))
        .map((c) => ({
          subject: `${c.endpoint}${c.callbacks ? ' with callbacks' : ''}`,
          value: c.dynamodbCalls.length,
        })),
  },
  {
    name: PAGE_TARGET,
    limit: 1.5,
    unit: '×',
    measure: (r) => (r.storefrontPages?.pages ?? []).map((p) => ({ subject: p.page, value: p.ratio })),
  },
  {
    name: ORDER_READ_TARGET,
    limit: 1.3,
    unit: '×',
    measure: (r) => (r.orders?.reads ?? []).map((read) => ({ subject: read.endpoint, value: read.ratio })),
  },
  {
    name: RENEWALS_MISSING_TARGET,
    limit: 0,
    unit: '',
    measure: (r) =>
      r.renewals ? [{ subject: RENEWALS_SUBJECT, value: r.renewals.missing + r.renewals.duplicates }] : [],
  },
  // The cold-start budget table (cold-start-budget.ts), one target per row.
  ...coldStartBudget.map(
    (row): Target => ({
      name: `cold CPU / stack floor: ${row.functions}`,
      limit: row.maxFloorRatio,
      unit: '×',
      measure: (r) =>
        checkColdStartBudget(r.functions, r.stackFloor)
          .filter((check) => check.budget === row.functions)
          .map((check) => ({ subject: check.handler, value: check.floorRatio })),
    }),
  ),
];

/**
 * A run's p99 with its missing deliveries counted: each took longer than the drain timeout (it had
 * not arrived that long after the last write), so when more than 1 % are missing the p99 is at
 * least the timeout, whatever the arrivals' own p99.
 */
function p99Bound(run: DeliveryRun): number {
  const missingShare = run.missing / (run.delivered + run.missing);
  return missingShare > 0.01 ? Math.max(run.latency.p99Ms, run.drainTimeoutSeconds * 1000) : run.latency.p99Ms;
}

/** Checks every target against the measurements that exist. */
export function checkTargets(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  return targets.flatMap((target) =>
    target
      .measure(results)
      .filter((m): m is { subject: string; value: number } => typeof m.value === 'number' && Number.isFinite(m.value))
      .map((m) => ({
        target: target.name,
        subject: m.subject,
        measured: m.value,
        limit: target.limit,
        unit: target.unit,
        pass: m.value <= target.limit,
      })),
  );
}
