import { awsPrices, partitionLimits } from './aws-prices';
import type { BenchResults } from './bench-results';
import { DELIVERY_SHARDS } from '../shared/domains/deliveries/delivery-shards';
import { tableDefinition } from '../shared/platform/db/table-definition';
import { reconcileShardCount } from '../shared/domains/reconciler/reconcile-index';
import { deliveryRunLabel, fanOutLabel } from './delivery-run-label';

/**
 * What the bench cannot measure locally, stated once: Lambda durations in AWS (the local gateway's
 * p50 stands in for a read request; the consumers get fixed estimates), item sizes beyond the
 * envelope, and batches that are full (AWS fills SQS batches under load as the local emulator does).
 */
export const costAssumptions = {
  memoryGb: 0.5,
  /** A warm API invocation in AWS: three ~5 ms table round trips plus the kit (the local p50 is a loaded laptop's). */
  requestInvocationMs: 25,
  /** A warm storefront page invocation in AWS: the shop's records in one batch read, the catalog read, the theme render. */
  pageInvocationMs: 60,
  /** Read units of a public page: the shop records' batch (company, settings, theme) and the page's catalog read. */
  pageReadUnits: 4,
  /** Deliver invocation: 10 deliveries at once, each ~2 table round trips + the receiver's answer. */
  deliverInvocationMs: 250,
  fanOutInvocationMs: 150,
  relayInvocationMs: 100,
  /** Records per SQS/stream batch (shared/domains/events/pipeline-definition.ts). */
  batchSize: 10,
  /** Bytes a delivery item holds beyond its envelope (keys, status, index keys) and per attempt logged. */
  deliveryOverheadBytes: 400,
  attemptBytes: 300,
  /** Bytes of one subscription item, for the subscription Query. */
  subscriptionBytes: 400,
  /** WCU an event's own write takes in the company partition (resource item, transactional, ≤ 1 KB). */
  eventWriteUnits: 2,
} as const;

const kb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/** What the cost model needs of a measured run: its shape and its table commands per delivery. */
export interface MeasuredDeliveries {
  readonly label: string;
  readonly subscriptions: number;
  /** Median envelope size. */
  readonly bodyBytes: number;
  readonly perDeliveryByCommand: Readonly<Record<string, number>>;
}

/** The complete runs of a bench result (nothing missing) worth pricing: the 1-subscription burst or paced run, and the fan-out. */
export function measuredDeliveries(results: BenchResults): MeasuredDeliveries[] {
  const deliveries = results.webhookDeliveries;
  if (!deliveries) return [];
  const complete = deliveries.runs.filter((run) => run.missing === 0 && run.mode !== 'sequential' && run.delivered > 0);
  const picked = [
    complete.find((run) => run.subscriptions === 1),
    complete.find((run) => run.subscriptions > 1),
  ].filter((run) => run !== undefined);
  const measured: MeasuredDeliveries[] = picked.map((run) => ({
    label: deliveryRunLabel(run),
    subscriptions: run.subscriptions,
    bodyBytes: run.bodyBytes,
    perDeliveryByCommand: run.dynamodb.perDeliveryByCommand,
  }));
  const fanOut = deliveries.fanOut;
  if (fanOut && fanOut.missing === 0 && deliveries.runs[0]) {
    measured.push({
      label: fanOutLabel(fanOut.subscriptions),
      subscriptions: fanOut.subscriptions,
      bodyBytes: deliveries.runs[0].bodyBytes,
      perDeliveryByCommand: fanOut.perDeliveryByCommand,
    });
  }
  return measured;
}

/** DynamoDB request units one delivery costs, from its measured commands per delivery. */
export function deliveryUnits(run: MeasuredDeliveries): { read: number; write: number } {
  const a = costAssumptions;
  const itemKb = kb(run.bodyBytes + a.deliveryOverheadBytes);
  let read = 0;
  let write = 0;
  for (const [command, perDelivery] of Object.entries(run.perDeliveryByCommand)) {
    if (command === 'TransactWriteItems')
      write += 2 * (itemKb + 1); // delivery + guard, each 2 WRU/KB in a transaction, once per delivery whatever the calls
    else if (command === 'UpdateItem')
      write += perDelivery * kb(run.bodyBytes + a.deliveryOverheadBytes + a.attemptBytes);
    else if (command === 'PutItem') write += perDelivery * kb(run.bodyBytes + 200);
    else if (command === 'BatchGetItem') read += perDelivery * Math.min(a.batchSize, run.subscriptions);
    else if (command === 'Query')
      read += perDelivery * 0.5 * Math.ceil((run.subscriptions * a.subscriptionBytes) / 4096);
    else if (command === 'GetItem') read += perDelivery;
    else write += perDelivery;
  }
  return { read, write };
}

/** Dollars per million deliveries of a run, by service. */
export function costPerMillionDeliveries(run: MeasuredDeliveries): Record<string, number> {
  const a = costAssumptions;
  const p = awsPrices;
  const perEvent = 1 / run.subscriptions;
  const units = deliveryUnits(run);
  const invocations = [
    { count: 1 / a.batchSize, ms: a.deliverInvocationMs },
    { count: perEvent / a.batchSize, ms: a.fanOutInvocationMs },
    { count: perEvent / a.batchSize, ms: a.relayInvocationMs },
  ];
  const lambda = invocations.reduce(
    (sum, { count, ms }) => sum + count * (p.lambdaRequest + a.memoryGb * (ms / 1000) * p.lambdaArmGbSecond),
    0,
  );
  // Deliveries queue: send, receive, delete per batch; events queue: one send per event (the rule's target), receive and delete per batch.
  const sqsRequests = 3 / a.batchSize + perEvent * (1 + 2 / a.batchSize);
  return {
    Lambda: lambda * 1e6,
    DynamoDB: (units.read * p.dynamodbReadUnit + units.write * p.dynamodbWriteUnit) * 1e6,
    SQS: sqsRequests * p.sqsRequest * 1e6,
    EventBridge: perEvent * p.eventBridgeEvent * 1e6,
  };
}

/** Dollars per million API requests like the bench's read (GET /api/company), by service. */
export function costPerMillionRequests(results: BenchResults): Record<string, number> | null {
  const http = results.http;
  if (!http) return null;
  const p = awsPrices;
  const reads = http.dynamodbCalls.gateway.length; // GetItem/Query of ≤ 4 KB, strongly consistent: 1 RRU each
  const durationMs = costAssumptions.requestInvocationMs;
  return {
    'HTTP API': p.httpApiRequest * 1e6,
    Lambda: (p.lambdaRequest + costAssumptions.memoryGb * (durationMs / 1000) * p.lambdaArmGbSecond) * 1e6,
    DynamoDB: reads * p.dynamodbReadUnit * 1e6,
  };
}

/** Dollars per million storefront page views that reach the origin (HTTP API, the page's Lambda, its reads), by service. */
export function costPerMillionPageViews(): Record<string, number> {
  const p = awsPrices;
  return {
    'HTTP API': p.httpApiRequest * 1e6,
    Lambda:
      (p.lambdaRequest + costAssumptions.memoryGb * (costAssumptions.pageInvocationMs / 1000) * p.lambdaArmGbSecond) *
      1e6,
    DynamoDB: costAssumptions.pageReadUnits * p.dynamodbReadUnit * 1e6,
  };
}

/**
 * The storefront edge cache paragraph, from the bench's CDN section (bench/edge-cache.ts): what
 * a million page views cost with every view reaching the origin, and at the measured hit ratio.
 */
export function edgeCacheCost(results: Pick<BenchResults, 'edgeCache' | 'startedAt'>): string | undefined {
  const edge = results.edgeCache;
  if (!edge) return undefined;
  const origin = costPerMillionPageViews();
  const cdn = awsPrices.cloudFrontRequest * 1e6;
  const uncached = total(origin);
  const cached = uncached * edge.originLoad;
  return (
    `**Storefront page views through the CDN** (per million; the CDN section of the bench run of ${results.startedAt}: ${edge.views} views of the demo shop through the distribution as synthesized, ` +
    `${(edge.cartShare * 100).toFixed(0)} % of them cart pages, ${edge.publicKeys} public cache keys). A view that reaches the origin costs ` +
    `${Object.entries(origin)
      .map(([service, cost]) => `${service} ${dollars(cost)}`)
      .join(
        ', ',
      )} (Lambda billed ${costAssumptions.pageInvocationMs} ms, ${costAssumptions.pageReadUnits} RRU) — ${dollars(uncached)}; ` +
    `CloudFront's ${dollars(cdn)} is paid on every view either way. With nothing cached every view runs a Lambda: ${dollars(uncached + cdn)}. ` +
    `At the measured hit ratio of ${(edge.hitRatio * 100).toFixed(1)} % only ${(edge.originLoad * 1e6).toLocaleString('en-US', { maximumFractionDigits: 0 })} views reach a function: ` +
    `**${dollars(cached + cdn)}**, ${dollars(uncached - cached)} less per million views. ` +
    `The ratio is the shop's traffic per cache key: a public page is stored for its max-age (60 s), once per shop, viewer country, language and query, so a key viewed n times a minute is served by the edge n − 1 times; cart, checkout, preview and error pages (\`private, no-store\`) and the pages of a shop with blocked addresses always reach the origin.`
  );
}

const dollars = (value: number) => `$${value < 1 ? value.toFixed(3) : value.toFixed(2)}`;
const total = (costs: Record<string, number>) => Object.values(costs).reduce((sum, value) => sum + value, 0);

/** The "Scale and cost" section of docs/benchmarks.md, in Markdown, from one bench run (read from `source`). */
export function renderScaleAndCost(results: BenchResults, source = 'bench/results/latest.json'): string {
  const runs = measuredDeliveries(results);
  const requests = costPerMillionRequests(results);
  const lines = [
    '## Scale and cost',
    '',
    `Generated by \`npm run bench:cost\` from the bench run of ${results.startedAt} (${source}) and AWS list prices for ${awsPrices.region} (${awsPrices.checked}, bench/aws-prices.ts); assumptions in bench/scale-and-cost.ts. Lambda arm64 at ${costAssumptions.memoryGb * 1024} MB.`,
    '',
  ];
  if (requests) {
    const http = results.http!;
    lines.push(
      `**Per million API requests** (${http.endpoint}: ${http.dynamodbCalls.gateway.map((c) => c.replace(/Command$/, '')).join(' + ')}, Lambda billed ${costAssumptions.requestInvocationMs} ms): ` +
        `${Object.entries(requests)
          .map(([service, cost]) => `${service} ${dollars(cost)}`)
          .join(
            ', ',
          )} — **${dollars(total(requests))}**. Writes add their transaction (2 WRU per KB per item, the outbox record included) and the pipeline below.`,
      '',
    );
  }
  if (runs.length) {
    lines.push(
      `| per million deliveries | ${runs.map((run) => run.label).join(' | ')} |`,
      `|---|${runs.map(() => '---:').join('|')}|`,
    );
    const costs = runs.map((run) => costPerMillionDeliveries(run));
    for (const service of Object.keys(costs[0]!))
      lines.push(`| ${service} | ${costs.map((c) => dollars(c[service]!)).join(' | ')} |`);
    lines.push(`| **total** | ${costs.map((c) => `**${dollars(total(c))}**`).join(' | ')} |`);
    lines.push(
      `| measured DynamoDB calls per delivery | ${runs
        .map(
          (run) =>
            `${Object.values(run.perDeliveryByCommand)
              .reduce((a, b) => a + b, 0)
              .toFixed(2)} (${Object.entries(run.perDeliveryByCommand)
              .map(([c, n]) => `${c} ${n.toFixed(2)}`)
              .join(', ')})`,
        )
        .join(' | ')} |`,
      `| request units per delivery | ${runs
        .map((run) => {
          const u = deliveryUnits(run);
          return `${u.write.toFixed(1)} WRU, ${u.read.toFixed(2)} RRU`;
        })
        .join(' | ')} |`,
      '',
    );
  }
  const edge = edgeCacheCost(results);
  if (edge) lines.push(edge, '');
  lines.push(...hotPartitions(results, runs[0]?.bodyBytes ?? 1000), '', ...shardingMigration());
  return lines.join('\n');
}

/**
 * The hot-partition paragraph: the layout, then per measured run its hottest key (recorded write
 * units per partition key, bench/partition-heat.ts) and the events/s per company it allows; an
 * estimate from item sizes when the results predate the measurement.
 */
function hotPartitions(results: BenchResults, bodyBytes: number): string[] {
  const limit = partitionLimits.writeUnitsPerSecond;
  const lines = [
    `**Hot partitions** (${limit} WCU / ${partitionLimits.readUnitsPerSecond} RCU per partition key per second). ` +
      `A delivery's creation (in its transaction) and each of its attempts write under its target's keys, sharded by the delivery id: \`COMPANY#<id>#TARGET#<target>#DELIVERIES#<n>\`, n = id mod ${DELIVERY_SHARDS} (\`tableDefinition.deliveryShards\`), so an event to 50 subscriptions writes 50 different targets' keys and each target's one delivery per event spreads over ${DELIVERY_SHARDS}; the target's list reads the same keys, so no per-target index entry is written. ` +
      `The index entries every delivery carries are spread by its id too: the reconciler's marker while it is pending (\`RECONCILE#DELIVERY#<n>\`, n = id mod ${reconcileShardCount('DELIVERY')}, \`tableDefinition.reconcileShards\`: an event to 50 subscriptions writes 50 markers, each the size of its delivery item as gsi2 projects every attribute) and, once delivered, the last-delivered marker the inspect endpoint reads (\`…#LAST_DELIVERED#<resource>#<n>\`, n = id mod ${tableDefinition.lastDeliveredShards}); ids minted together are consecutive, so an event's deliveries land on as many keys. Outbox records (\`OUTBOX#<event>\`) and fan-out guards (\`FANOUT#<event>#<target>\`) have a key each. ` +
      `Delivery sort keys are time-ordered, so DynamoDB's split-for-heat cannot spread one key's writes: sharding the key is what does. Reads are not the limit: subscriptions are read once per batch, or not at all while the fan-out's cached set is fresh.`,
    '',
  ];
  const measured = (results.webhookDeliveries?.runs ?? []).filter(
    (run) => run.partitions?.pipeline && run.missing === 0,
  );
  if (measured.length === 0) {
    const perDelivery =
      2 * kb(bodyBytes + costAssumptions.deliveryOverheadBytes) +
      kb(bodyBytes + costAssumptions.deliveryOverheadBytes + costAssumptions.attemptBytes);
    const ceiling = (subscriptions: number) =>
      Math.floor((limit * DELIVERY_SHARDS) / (subscriptions * perDelivery)).toLocaleString('en-US');
    lines.push(
      `Estimated (this bench result predates the per-key measurement): a delivery writes about ${perDelivery} WCU to its target's shard, so a target's ${DELIVERY_SHARDS} shards reach ${limit} WCU/s at about ${ceiling(1)} events/s whatever the number of subscriptions; the bench's per-key measurement is what decides the index keys' share.`,
    );
    return lines;
  }
  lines.push(
    "| run | hottest key of the pipeline's writes | WCU per event | events/s per company at the limit | target | hottest key of all writes (API included) | events/s |",
    '|---|---|---:|---:|---:|---|---:|',
  );
  for (const run of measured) {
    const { pipeline, all } = run.partitions!;
    const target = run.subscriptions === 1 ? '≥ 2,000' : run.subscriptions >= 50 ? '≥ 500' : '-';
    lines.push(
      `| ${deliveryRunLabel(run)} | \`${pipeline!.hottestKey}\` | ${pipeline!.unitsPerEvent.toFixed(2)} | ${Math.floor(pipeline!.eventsPerSecondCeiling).toLocaleString('en-US')} | ${target} | \`${all?.hottestKey ?? '-'}\` | ${all ? Math.floor(all.eventsPerSecondCeiling).toLocaleString('en-US') : '-'} |`,
    );
  }
  lines.push(
    '',
    `Measured per run from the recorded writes (API in process, consumers in their worker threads) and the items' sizes (lib/local/partition-writes.ts): each key's write units over the events written. A short run fills the shards unevenly, so its hottest key reads above the long-run average of its kind. ` +
      `The event's own write (the member item and its indexes, in the API's transaction) still lands on the company's keys: resources of one company written at thousands per second would need the same sharding per resource type, which this layout does not do.`,
  );
  return lines;
}

/** How a deployed table with deliveries in an older layout moves to the per-target layout. */
function shardingMigration(): string[] {
  return [
    '**Moving a deployed table to per-target deliveries.** Deploy, then run `npx tsx scripts/shard-deliveries.ts` (`TABLE_NAME`, AWS credentials) until a pass finds none. ' +
      "Each pass Scans for delivery items whose key names no target, unsharded (`COMPANY#<id>`) or sharded per company (`COMPANY#<id>#DELIVERIES#<n>`) (an operator tool, not a request path), and moves each in one transaction: a Put under its target's shard (`attribute_not_exists`) and a Delete of the old item conditional on its `updated_at` and attempt count being what was read, so a delivery is in exactly one place at every moment, never lost or listed twice, and one changed meanwhile is moved by the next pass. " +
      'Until it is moved, a delivery is missing from lists and lookups (they read the per-target keys only), and an attempt on it fails its conditional UpdateItem (an attempt never creates a bare item), so its message comes back after the visibility timeout: the receiver may see that delivery twice, with the same `id`, as at-least-once allows. ' +
      'Queue messages now carry the target (part of the key); one of the older layout without it is dropped with a warning and its pending delivery is re-enqueued, with its target, by the reconciler once overdue. ' +
      `**Raising the delivery shard count** (16 → ${DELIVERY_SHARDS}, \`tableDefinition.deliveryShards\`) needs no script: a dual-read period. Deliveries written before stay at \`…#DELIVERIES#<id mod 16>\` until TTL removes them (30 days; \`tableDefinition.formerDeliveryShards\` lists the former counts, each a divisor of the current one). Lists query shards 0-${DELIVERY_SHARDS - 1}, which include every former key, and merge by id, so old and new deliveries list together, each once and in order. A lookup or the consumer's read tries the current key, then the former one only when nothing is there (one more GetItem or BatchGetItem, for old deliveries only); an attempt, a resend, the reconciler's touch and a park write the item where it is (a refusal at the current key without the item, told apart by \`ReturnValuesOnConditionCheckFailure: ALL_OLD\`, moves to the former key), so a delivery is never written in two places. Drop the former count 31 days after the deploy. ` +
      `The reconciler's and the last-delivered markers only gained shards (the reconciler's DELIVERY and RETRY markers went from a hash of the id over 4 to id mod ${reconcileShardCount('DELIVERY')}, its OUTBOX markers from 4 to ${reconcileShardCount('OUTBOX')}), and every reader queries all of them, so markers written before are still found (shards 0-3 are among those queried) and move to their new shard at the item's next write (test/reconciler/reconcile-pipeline.test.ts);` +
      ' the inspect endpoint also reads the last-delivered record the oldest layout kept per company and resource, newest event wins, so it answers across the switch. Both tested in test/deliveries/sharded-deliveries.test.ts (old-layout items written directly, then listed, paged, read, resent and touched through the HTTP API and the store).',
  ];
}
