import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PartitionHeat } from './partition-heat';
import { partitionLimits } from './aws-prices';
import type {
  BenchResults,
  FanOutRun,
  FunctionResult,
  HttpComparison,
  LatencyPercentiles,
  TargetCheck,
  WebhookDeliveries,
} from './bench-results';
import { renderCarts } from './carts';
import { renderOrders } from './orders';
import { renderRenewals } from './renewals';
import { renderField } from './field';
import { renderStorefrontPages } from './storefront-pages';
import { renderEdgeCache } from './edge-cache';
import { deliveryRunLabel, fanOutLabel } from './delivery-run-label';
import type { QueueJournalCost } from './queue-journal';
import { renderStorefrontCatalog } from './storefront-catalog';
import { renderStorefrontContent } from './storefront-content';
import type { StorefrontRender } from './storefront-render';
import { AIM_DELIVERIES_PER_SECOND, hottestKeyTarget } from './targets';
import { checkColdStartBudget, coldStartBudget, overBudgetLines } from './cold-start-budget';

/** Renders the results as the plain-text tables `npm run bench` prints. */
export function renderReport(results: BenchResults): string {
  const mark = (target: string, subject: string) => marker(results.targets, target, subject);
  const sections = [
    header(results),
    // Empty when the functions section was not selected (`--only`).
    results.functions.length ? functionsSection(results, results.targets) : undefined,
    results.functions.length ? contributorsSection(results.functions) : undefined,
    results.functions.length ? budgetSection(results) : undefined,
    results.http ? httpSection(results.http, results.targets) : undefined,
    results.storefront ? storefrontSection(results.storefront) : undefined,
    results.webhookDeliveries ? deliveriesSection(results.webhookDeliveries, results.targets) : undefined,
    results.storefrontCatalog ? renderStorefrontCatalog(results.storefrontCatalog, table) : undefined,
    results.queueJournal ? queueJournalSection(results.queueJournal) : undefined,
    results.storefrontContent ? renderStorefrontContent(results.storefrontContent, table) : undefined,
    results.carts ? renderCarts(results.carts, table) : undefined,
    results.storefrontPages ? renderStorefrontPages(results.storefrontPages, table, mark) : undefined,
    results.edgeCache ? renderEdgeCache(results.edgeCache, table) : undefined,
    results.orders ? renderOrders(results.orders, table, mark) : undefined,
    results.renewals ? renderRenewals(results.renewals, table, mark) : undefined,
    results.field ? renderField(results.field, table) : undefined,
    targetsSection(results.targets),
    results.errors.length ? `Errors\n${results.errors.map((error) => `  ${error}`).join('\n')}` : undefined,
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}

/** Writes the results as pretty JSON, creating the folder. */
export function writeResults(results: BenchResults, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

function queueJournalSection({ runs }: QueueJournalCost): string {
  const rows = runs.map((run) => [
    run.mode,
    String(run.senders),
    String(run.sends),
    run.sendsPerSecond.toFixed(0),
    `${run.ackP50Ms.toFixed(3)} ms`,
  ]);
  const title =
    'Durable local queue · acknowledged sends (send + flush, as SendMessage answers) in memory vs journaled to DATA_DIR with fsync (concurrent senders share one fsync)';
  return `${title}\n${table(['mode', 'senders', 'sends', 'sends/s', 'ack p50'], rows, ['l', 'r', 'r', 'r', 'r'])}`;
}

function header(results: BenchResults): string {
  const env = results.environment;
  const load = `load ${env.loadAverage1m.before.toFixed(1)} → ${env.loadAverage1m.after.toFixed(1)}`;
  return `Bench ${results.startedAt} · node ${env.node} · ${env.platform} · ${env.cpus}× ${env.cpuModel} · ${load} · ${results.durationSeconds.toFixed(0)} s`;
}

function functionsSection({ functions, stackFloor, coldLoad }: BenchResults, checks: readonly TargetCheck[]): string {
  const ratio = (value: number | null, floor: number | null | undefined) =>
    value === null || !floor ? '-' : `${(value / floor).toFixed(2)}×`;
  const rows = [...functions, ...(stackFloor ? [stackFloor] : [])].map((f) => [
    f.handler,
    f.bundleBytes === null ? '-' : kb(f.bundleBytes),
    f.lazyBytes ? kb(f.lazyBytes) : '-',
    f.coldLoadMs === null ? '-' : `${f.coldLoadMs.toFixed(1)} ms`,
    f.coldLoadSamplesMs.length
      ? `${Math.min(...f.coldLoadSamplesMs).toFixed(1)}–${Math.max(...f.coldLoadSamplesMs).toFixed(1)} ms`
      : '-',
    f.coldLoadCpuMs === null ? '-' : `${f.coldLoadCpuMs.toFixed(1)} ms${budgetMarker(checks, f.handler)}`,
    `${ratio(f.coldLoadCpuMs, stackFloor?.coldLoadCpuMs)} / ${ratio(f.bundleBytes, stackFloor?.bundleBytes)}`,
    f.contributors
      .slice(0, 3)
      .map((c) => `${c.name} ${kb(c.bytes)}`)
      .join(', '),
    (f.coldTime ?? [])
      .slice(0, 4)
      .map((share) => `${share.name} ${share.ms.toFixed(0)}`)
      .join(', '),
    f.error ?? '',
  ]);
  const title =
    `Functions · bundle = .build/functions/<handler>/index.mjs, the directory CDK deploys; lazy = its lazy/ modules, loaded on first use · cold load = median import() in ${coldLoad.runs} fresh node processes (${coldLoad.concurrency} at a time), wall and CPU time · last row: the stack floor, bench/stack-floor-handler.ts` +
    " · ×floor = CPU and bundle bytes over the stack floor's (budget: bench/cold-start-budget.ts, CPU only; bytes reported) · CPU spent on = one more import under the CPU profiler (bench/cold-profile.ts), ms per package; compile/native = V8 parsing and compiling the bundle, node = Node's own JavaScript";
  return `${title}\n${table(['handler', 'bundle', 'lazy', 'cold load', 'range', 'CPU', '×floor CPU / bytes', 'top three contributors', 'CPU spent on (ms)', 'error'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'l'])}`;
}

/** The cold-start budget table and every function over it, with where its cold CPU goes. */
function budgetSection({ functions, stackFloor }: BenchResults): string {
  const checks = checkColdStartBudget(functions, stackFloor);
  const rows = coldStartBudget.map((row) => {
    const covered = checks.filter((check) => check.budget === row.functions);
    const worst = covered.reduce<(typeof covered)[number] | undefined>(
      (a, b) => (a && a.floorRatio >= b.floorRatio ? a : b),
      undefined,
    );
    const over = covered.filter((check) => !check.pass).length;
    return [
      row.functions,
      `≤ ${row.maxFloorRatio}×`,
      worst ? `${worst.floorRatio.toFixed(2)}× (${worst.handler})` : '-',
      covered.length
        ? over
          ? `✗ ${over} of ${covered.length} over`
          : `✓ ${covered.length} of ${covered.length} within`
        : '-',
    ];
  });
  const over = overBudgetLines(checks);
  const title = `Cold-start budget · median cold CPU ÷ the stack floor's (${stackFloor?.coldLoadCpuMs?.toFixed(1) ?? '-'} ms) in this run; a function over budget fails the run`;
  return `${title}\n${table(['functions', 'budget', 'worst', 'verdict'], rows, ['l', 'l', 'l', 'l'])}${over.length ? `\n  Over budget:\n${over.map((line) => `    ${line}`).join('\n')}` : ''}`;
}

/** ✓ or ✗ after a function's cold CPU: whether it is within its cold-start budget row. */
function budgetMarker(checks: readonly TargetCheck[], handler: string): string {
  const check = checks.find((c) => c.target.startsWith('cold CPU / stack floor: ') && c.subject === handler);
  return check ? (check.pass ? ' ✓' : ' ✗') : '';
}

/** How many packages the contributors summary lists. */
const CONTRIBUTOR_ROWS = 10;

/** Per package over all bundles: its largest size and in how many bundles it is a top contributor. */
function contributorsSection(functions: readonly FunctionResult[]): string {
  const byPackage = new Map<string, { bytes: number; handlers: string[] }>();
  for (const f of functions) {
    for (const c of f.contributors) {
      const entry = byPackage.get(c.name) ?? { bytes: 0, handlers: [] };
      byPackage.set(c.name, { bytes: Math.max(entry.bytes, c.bytes), handlers: [...entry.handlers, f.handler] });
    }
  }
  const bundled = functions.filter((f) => f.contributors.length).length;
  const rows = [...byPackage]
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .slice(0, CONTRIBUTOR_ROWS)
    .map(([name, { bytes, handlers }]) => [
      name,
      kb(bytes),
      handlers.length <= 2 ? handlers.join(', ') : `${handlers.length} of ${bundled}`,
    ]);
  const title = 'Largest bundle contributors · esbuild metafile, bytes in output (per handler in the JSON)';
  return `${title}\n${table(['package', 'size', 'top contributor in'], rows, ['l', 'r', 'l'])}`;
}

function httpSection(http: HttpComparison, checks: readonly TargetCheck[]): string {
  const row = (name: string, r: HttpComparison['gateway']) => [
    name,
    r.requestsPerSecond.toFixed(0),
    `${r.latencyP50Ms.toFixed(1)} ms`,
    `${r.latencyP99Ms.toFixed(1)} ms`,
    String(r.requests),
    String(r.non2xx + r.errors),
  ];
  const rows = [
    row('gateway (local API server)', http.gateway),
    row('floor (bare node:http, same calls)', http.floor),
    [
      'ratio',
      `${http.throughputRatio.toFixed(2)}×${marker(checks, 'floor rps / gateway rps', http.endpoint)}`,
      `${http.latencyRatio.toFixed(2)}×${marker(checks, 'gateway p50 / floor p50', http.endpoint)}`,
      `${(http.gateway.latencyP99Ms / http.floor.latencyP99Ms).toFixed(2)}×`,
      '',
      '',
    ],
  ];
  const calls = (list: readonly string[]) => list.map((name) => name.replace(/Command$/, '')).join(' + ') || 'none';
  const same = http.dynamodbCalls.gateway.join() === http.dynamodbCalls.floor.join();
  const callLine = same
    ? `  DynamoDB calls per request, both: ${calls(http.dynamodbCalls.gateway)}`
    : `  ✗ DynamoDB calls differ, the floor is out of date (bench/floor-server.ts): gateway ${calls(http.dynamodbCalls.gateway)}, floor ${calls(http.dynamodbCalls.floor)}`;
  const title = `HTTP · ${http.endpoint} · ${http.connections} connections · ${http.durationSeconds} s each in ${http.rounds} alternating rounds, after ${http.warmupSeconds} s warm-up`;
  return `${title}\n${table(['server', 'req/s', 'p50', 'p99', 'requests', 'failed'], rows, ['l', 'r', 'r', 'r', 'r', 'r'])}\n${callLine}`;
}

function storefrontSection(storefront: StorefrontRender): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const { warm, cold } = storefront;
  const rows = [
    [
      'product page (HTML, theme render)',
      warm.page.requestsPerSecond.toFixed(0),
      ms(warm.page.latencyP50Ms),
      ms(warm.page.latencyP99Ms),
      ms(cold.page.importMs),
      ms(cold.page.firstRequestMs),
      ms(cold.page.secondRequestMs),
    ],
    [
      'JSON API GET /api/v202604/products/{slug}',
      warm.api.requestsPerSecond.toFixed(0),
      ms(warm.api.latencyP50Ms),
      ms(warm.api.latencyP99Ms),
      ms(cold.api.importMs),
      ms(cold.api.firstRequestMs),
      ms(cold.api.secondRequestMs),
    ],
  ];
  const title = `Storefront · ${storefront.product} · warm: ${warm.connections} connection × ${warm.durationSeconds} s each through the local gateway · cold: median of ${cold.runs} fresh processes (reported, not enforced)`;
  return `${title}
${table(['read', 'req/s', 'p50', 'p99', 'cold import', 'cold 1st request', '2nd request'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r'])}`;
}

/** A paced run whose writes offered less than this share of the asked rate did not test that rate. */
const OFFERED_SHORTFALL = 0.95;

function deliveriesSection(deliveries: WebhookDeliveries, checks: readonly TargetCheck[]): string {
  const ms = (value: number | null) =>
    value === null
      ? '-'
      : value >= 10_000
        ? `${(value / 1000).toFixed(1)} s`
        : `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  const split = (stage: LatencyPercentiles | undefined) => (stage ? `${ms(stage.p50Ms)} / ${ms(stage.p99Ms)}` : '-');
  const aimTarget = `webhook p99 at ${AIM_DELIVERIES_PER_SECOND} deliveries/s`;
  const rows = deliveries.runs.flatMap((run) => {
    const label = deliveryRunLabel(run);
    const row = [
      label,
      String(run.events),
      String(run.delivered),
      run.offeredDeliveriesPerSecond === null ? '-' : run.offeredDeliveriesPerSecond.toFixed(0),
      run.deliveriesPerSecond.toFixed(0),
      ms(run.latency.p50Ms),
      `${ms(run.latency.p99Ms)}${marker(checks, aimTarget, label)}`,
      ms(run.latency.maxMs),
      split(run.stages?.toFanOut),
      split(run.stages?.fanOutToReceiver),
      `${run.dynamodb.callsPerDelivery.toFixed(2)}${marker(checks, 'pipeline DynamoDB calls per delivery', label)}${run.dynamodb.callsPerDeliveryAfterFirstEvent == null ? '' : ` (${run.dynamodb.callsPerDeliveryAfterFirstEvent.toFixed(2)} after the 1st)`} · ${run.dynamodb.apiCallsPerEvent.toFixed(1)}`,
      `${(run.processCpu * 100).toFixed(0)} %`,
      `${run.missing} / ${run.duplicates}`,
    ];
    if (!run.floor) return [row];
    const floor = run.floor;
    const floorRow = [
      `  floor: sign + POST, ${floor.concurrency} in flight`,
      '',
      String(floor.deliveries),
      '',
      `${floor.deliveriesPerSecond.toFixed(0)} (${run.throughputRatio!.toFixed(1)}×)`,
      ms(floor.requestP50Ms),
      ms(floor.requestP99Ms),
      '',
      '',
      '',
      '',
      '',
      floor.failed ? `${floor.failed} failed` : '',
    ];
    if (!run.tableCeiling) return [row, floorRow];
    const ceiling = run.tableCeiling;
    const ceilingRow = [
      `  table ceiling ${ceiling.writeCeiling.toFixed(0)} items/s ÷ ${ceiling.itemWritesPerDelivery.toFixed(2)} item writes/delivery (${ceiling.readCallsPerDelivery.toFixed(2)} reads, not charged)`,
      '',
      '',
      '',
      `${ceiling.ceilingDeliveriesPerSecond.toFixed(0)} (${(ceiling.share * 100).toFixed(0)} %${marker(checks, 'burst: table ceiling ÷ pipeline deliveries/s', label)})`,
      '',
      '',
      '',
      '',
      '',
      `by calls: ÷ ${ceiling.byCalls.callsPerDelivery.toFixed(2)} = ${ceiling.byCalls.ceilingDeliveriesPerSecond.toFixed(0)}/s (${(ceiling.byCalls.share * 100).toFixed(0)} %)`,
      '',
      '',
    ];
    return [row, floorRow, ceilingRow];
  });
  const late = deliveries.runs
    .filter((run) => run.missing > 0)
    .map(
      (run) =>
        `  ✗ ${deliveryRunLabel(run)}: ${run.missing} of ${run.delivered + run.missing} deliveries had not arrived ${run.drainTimeoutSeconds} s after the last write (slow or lost); its percentiles cover the arrived ones only`,
    );
  const shortfalls = deliveries.runs
    .filter(
      (run) =>
        run.targetDeliveriesPerSecond !== null &&
        (run.offeredDeliveriesPerSecond ?? 0) < OFFERED_SHORTFALL * run.targetDeliveriesPerSecond,
    )
    .map(
      (run) =>
        `  ✗ ${deliveryRunLabel(run)}: the writes offered only ${(run.offeredDeliveriesPerSecond ?? 0).toFixed(0)} deliveries/s of ${run.targetDeliveriesPerSecond}/s (creates took ${run.writeP50Ms.toFixed(0)} ms at p50: the API could not take them faster), so its latency is at that rate`,
    );
  const { maxConcurrency, batchSize } = deliveries.consumer;
  const title = [
    `Webhook deliveries · ${deliveries.event} · latency = write committed (201) → receiver read the request · rates in deliveries/s · all in one process`,
    `  deliveries consumer ${maxConcurrency} invocations × ${batchSize} records, consumers in worker threads · one DynamoDB round trip alone ${ms(deliveries.dynamodbRoundTrip)} (GetItem p50, idle) · table ceiling ${deliveries.writeCeiling.toFixed(0)} items/s after the warm-up (UpdateItems, concurrent, idle; each burst is compared with its own probe, taken right before it) · CPU = this process's CPU time (API, receiver, consumer threads) ÷ run time, in cores`,
    `  DynamoDB = pipeline calls per delivered delivery (fan-out + deliver, by command in the JSON; one at a time also without the first event, which reads what the consumers cache per company) · API calls per event written`,
    `  floor = sign + POST loop, envelopes of the same size, same receiver, new connection each, measured first on an idle pipeline; its p50/p99 are per request, (×) = floor rate ÷ pipeline rate`,
    `  table ceiling = the burst's own write ceiling probe (items/s, taken on the idle pipeline right before it) ÷ the run's pipeline item writes per delivery (DynamoDB Local spends its throughput per item: a 100-item transaction costs 100 UpdateItems; a burst's events are committed, then released at once): the deliveries/s the table allows; (%) = pipeline rate ÷ that (target ≥ 80 %) · reads per delivery shown, not charged · by calls = the same ÷ calls per delivery, which counts a batched call as one item (comparison only)`,
  ].join('\n');
  const headers = [
    'run',
    'events',
    'delivered',
    'offered/s',
    'delivered/s',
    'p50',
    'p99',
    'max',
    'commit→fan-out p50 / p99',
    'fan-out→receiver p50 / p99',
    'DynamoDB pipeline/delivery · API/event',
    'CPU',
    'missing / dup',
  ];
  const body = table(headers, rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']);
  return [
    title,
    body,
    ...late,
    ...shortfalls,
    fanOutLine(deliveries.fanOut, checks),
    partitionsTable(deliveries, checks),
  ].join('\n');
}

/** Per run: the hottest partition key's write units per event and the events/s per company it allows. */
function partitionsTable(deliveries: WebhookDeliveries, checks: readonly TargetCheck[]): string {
  const measured = deliveries.runs.filter((run) => run.partitions);
  if (measured.length === 0) return '';
  const cell = (heat: PartitionHeat | null, target?: string, label?: string) =>
    heat
      ? `${heat.hottestKey} · ${heat.unitsPerEvent.toFixed(2)} WCU/event · ${Math.floor(heat.eventsPerSecondCeiling).toLocaleString('en-US')} events/s${target && label ? marker(checks, target, label) : ''}`
      : '-';
  const rows = measured.map((run) => {
    const label = deliveryRunLabel(run);
    return [
      label,
      cell(run.partitions!.pipeline, hottestKeyTarget(run.subscriptions), label),
      cell(run.partitions!.all),
    ];
  });
  const title = `Hot partitions · write units per partition key from the run's recorded writes and item sizes (lib/local/partition-writes.ts) · events/s = per company at ${partitionLimits.writeUnitsPerSecond} WCU/s on the hottest key`;
  return `${title}\n${table(['run', 'pipeline writes: hottest key', 'all writes (API included): hottest key'], rows, ['l', 'l', 'l'])}`;
}

function fanOutLine(run: FanOutRun | null, checks: readonly TargetCheck[]): string {
  if (!run) return '  fan-out run: did not run (see errors)';
  const label = fanOutLabel(run.subscriptions);
  const enqueued =
    run.enqueuedMs === null
      ? 'not all enqueued in time'
      : `all enqueued ${run.enqueuedMs.toFixed(0)} ms after the commit`;
  const delivered =
    run.deliveredMs === null ? 'none delivered' : `last delivered after ${(run.deliveredMs / 1000).toFixed(1)} s`;
  const calls = run.callsPerDelivery === null ? '-' : run.callsPerDelivery.toFixed(2);
  return `  ${label}: ${enqueued}${marker(checks, 'one event to 1,000 subscriptions: all enqueued', label)}, ${delivered} · ${run.delivered} delivered, ${run.missing} missing, ${run.duplicates} duplicate · ${calls} DynamoDB calls/delivery`;
}

function targetsSection(checks: readonly TargetCheck[]): string {
  const byTarget = new Map<string, TargetCheck[]>();
  for (const check of checks) byTarget.set(check.target, [...(byTarget.get(check.target) ?? []), check]);
  const rows = [...byTarget].map(([target, list]) => {
    const misses = list.filter((c) => !c.pass);
    const worst = list.reduce((a, b) => (b.measured > a.measured ? b : a));
    return [
      target,
      `≤ ${list[0]!.limit} ${list[0]!.unit}`,
      `${format(worst.measured, worst.unit)} (${worst.subject})`,
      misses.length ? `✗ ${misses.length} of ${list.length} missed` : `✓ ${list.length} of ${list.length} met`,
    ];
  });
  return `Targets (reported; only the cold-start budget fails a run)\n${table(['target', 'limit', 'worst', 'verdict'], rows, ['l', 'l', 'l', 'l'])}`;
}

function marker(checks: readonly TargetCheck[], target: string, subject: string): string {
  const check = checks.find((c) => c.target === target && c.subject === subject);
  return check ? (check.pass ? ' ✓' : ' ✗') : '';
}

function format(value: number, unit: string): string {
  return unit === '×' ? `${value.toFixed(2)}×` : `${value.toFixed(1)} ${unit}`.trimEnd();
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A plain-text table with a header rule; `align` is 'l' or 'r' per column. */
function table(headers: readonly string[], rows: readonly string[][], align: ReadonlyArray<'l' | 'r'>): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    `  ${line(headers)}`,
    `  ${widths.map((w) => '─'.repeat(w)).join('  ')}`,
    ...rows.map((row) => `  ${line(row)}`),
  ].join('\n');
}
