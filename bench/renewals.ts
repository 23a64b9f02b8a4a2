import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { renewalScheduleGroupName } from '../shared/platform/scheduler/scheduler';
import { completeCart, createBenchProduct, readyCart } from './bench-checkout';
import { call, createBenchCompany } from './bench-tenant';
import { callsPerCall } from './dynamodb-calls';
import { summarizeCalls } from './dynamodb-calls-summary';
import { recordDynamoCalls } from './dynamodb-recorder';
import { RENEWALS_MISSING_TARGET, RENEWALS_SUBJECT } from './targets';
import { driveWrites } from './write-driver';

/** Shape of the renewals section. */
export interface RenewalsLoad {
  /** Subscriptions made through checkout, all then due at once. */
  readonly subscriptions: number;
  /** Subscribed lines per checkout (one subscription each), so setting up takes a tenth of the checkouts. */
  readonly linesPerCart: number;
  /** Checkouts in flight while setting up. */
  readonly setupConcurrency: number;
}

export interface RenewalsBenchResult extends RenewalsLoad {
  readonly setupSeconds: number;
  /** First fire request → the scheduler found nothing left due. */
  readonly seconds: number;
  /** Schedules the scheduler delivered, and how many of them placed an order. */
  readonly fired: number;
  readonly renewed: number;
  readonly renewalsPerSecond: number;
  /** Subscriptions without a renewal order for cycle 2, and renewal orders beyond one per subscription and cycle (read back through the orders API). */
  readonly missing: number;
  readonly duplicates: number;
  /** DynamoDB calls per renewal: the renewal function and the scheduler's own (due Query, completing delete), by command. */
  readonly dynamodb: {
    readonly callsPerRenewal: number;
    readonly byCommandPerRenewal: Readonly<Record<string, number>>;
  };
  /** DynamoDB commands of one checkout `complete` of a one-line cart (the order a renewal repeats), sorted. */
  readonly completeCalls: readonly string[];
}

/**
 * Autoship renewals in bulk: `subscriptions` monthly subscriptions made through checkout, then the
 * local scheduler fired as of one instant after the last is due (`POST /_local/scheduler/fire`
 * until nothing is due). Measured: renewals per second and their DynamoDB calls beside one
 * checkout `complete`; then every renewal order is read back through the API: none missing, none
 * twice.
 */
export async function measureRenewals(
  client: DynamoDBDocumentClient,
  baseUrl: string,
  load: RenewalsLoad,
  progress: (message: string) => void,
): Promise<RenewalsBenchResult> {
  const { token, subdomain } = await createBenchCompany();
  const plan = (
    await call(baseUrl, 'POST', '/api/subscription_plans', token, {
      subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' },
    })
  ).subscription_plan;
  const variants: number[] = [];
  for (let i = 0; i < load.linesPerCart; i++)
    variants.push(await createBenchProduct(baseUrl, token, `Autoship item ${i + 1}`, { planId: plan.id }));

  const setupStarted = performance.now();
  const carts = Math.ceil(load.subscriptions / load.linesPerCart);
  await driveWrites(
    { count: carts, perSecond: null, maxInFlight: load.setupConcurrency, maxSeconds: 3600 },
    async (index) => {
      const lines = Math.min(load.linesPerCart, load.subscriptions - index * load.linesPerCart);
      const items = variants.slice(0, lines).map((variant_id) => ({ variant_id, quantity: 1 }));
      await completeCart(
        baseUrl,
        subdomain,
        await readyCart(baseUrl, subdomain, `buyer-${index}@example.com`, items, plan.id),
      );
    },
  );
  const subscriptions = await listAll(baseUrl, token, '/api/v202604/subscriptions', 'subscriptions');
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  if (subscriptions.length !== load.subscriptions)
    throw new Error(`checkout made ${subscriptions.length} subscriptions, not ${load.subscriptions}`);
  progress(
    `renewals: ${subscriptions.length} subscriptions through ${carts} checkouts in ${setupSeconds.toFixed(0)} s`,
  );

  // One one-line checkout of the same product, bought once: the order a renewal repeats.
  const readyOne = () => readyCart(baseUrl, subdomain, 'once@example.com', [{ variant_id: variants[0]!, quantity: 1 }]);
  const ready = [await readyOne()];
  const completeCalls = await callsPerCall(
    client,
    async () => void (await completeCart(baseUrl, subdomain, ready.shift()!)),
    async () => void ready.push(await readyOne()),
  );

  const dueAll = new Date(Math.max(...subscriptions.map((s) => Date.parse(s.next_billing_at as string))) + 1000);
  const fireUrl = `${baseUrl}/_local/scheduler/fire?group=${encodeURIComponent(renewalScheduleGroupName())}&now=${encodeURIComponent(dueAll.toISOString())}`;
  const recording = recordDynamoCalls(client);
  const started = performance.now();
  let fired = 0;
  let renewed = 0;
  for (;;) {
    const response = await fetch(fireUrl, { method: 'POST' });
    if (!response.ok)
      throw new Error(`the local scheduler answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const batch = ((await response.json()) as { fired: { outcome?: { outcome?: string } }[] }).fired;
    if (batch.length === 0) break;
    fired += batch.length;
    renewed += batch.filter((schedule) => schedule.outcome?.outcome === 'renewed').length;
    progress(`renewals: ${fired} fired, ${renewed} renewed`);
  }
  const seconds = (performance.now() - started) / 1000;
  const calls = recording.stop();

  const orders = await listAll(baseUrl, token, '/api/v202604/orders', 'orders');
  const renewalOrders = orders.flatMap((order) =>
    order.renewal ? [`${order.renewal.subscription_id}#${order.renewal.cycle}`] : [],
  );
  const distinct = new Set(renewalOrders);
  const missing = subscriptions.filter((s) => !distinct.has(`${s.id}#2`)).length;
  const perRenewal = (count: number) => (renewed ? count / renewed : 0);
  return {
    ...load,
    setupSeconds,
    seconds,
    fired,
    renewed,
    renewalsPerSecond: renewed / seconds,
    missing,
    duplicates: renewalOrders.length - distinct.size,
    dynamodb: {
      callsPerRenewal: perRenewal(calls.calls),
      byCommandPerRenewal: Object.fromEntries(
        Object.entries(calls.byCommand).map(([command, count]) => [command, perRenewal(count)]),
      ),
    },
    completeCalls,
  };
}

/** Every item of a cursor-paginated v2026-04 list, 100 a page. */
async function listAll(baseUrl: string, token: string, path: string, key: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const body = await call(
      baseUrl,
      'GET',
      `${path}?page[limit]=100${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`,
      token,
    );
    items.push(...body[key]);
    cursor = body.meta.pagination.next_cursor;
  } while (cursor);
  return items;
}

/** The section's table for the report. */
export function renderRenewals(
  result: RenewalsBenchResult,
  table: (head: string[], rows: string[][], align: ('l' | 'r')[]) => string,
  mark: (target: string, subject: string) => string,
): string {
  const byCommand = Object.entries(result.dynamodb.byCommandPerRenewal)
    .sort(([, a], [, b]) => b - a)
    .map(([command, count]) => `${command} ${count.toFixed(2)}`)
    .join(', ');
  const rows = [
    [
      `${result.subscriptions} due renewals, fired at once`,
      `${result.renewed} of ${result.fired}`,
      `${result.seconds.toFixed(1)} s`,
      result.renewalsPerSecond.toFixed(1),
      `${result.dynamodb.callsPerRenewal.toFixed(2)} (${byCommand})`,
      `${result.missing} / ${result.duplicates}${mark(RENEWALS_MISSING_TARGET, RENEWALS_SUBJECT)}`,
    ],
    [
      '  checkout complete, one line (for comparison)',
      '',
      '',
      '',
      `${result.completeCalls.length} (${summarizeCalls(result.completeCalls)})`,
      '',
    ],
  ];
  const title = `Renewals · ${result.subscriptions} monthly subscriptions made by ${Math.ceil(result.subscriptions / result.linesPerCart)} checkouts (${result.setupSeconds.toFixed(0)} s), the local scheduler fired as of one instant after the last is due · DynamoDB = renewal function + scheduler, per renewal`;
  return `${title}\n${table(['run', 'renewed', 'time', 'renewals/s', 'DynamoDB calls per renewal', 'missing / dup'], rows, ['l', 'r', 'r', 'r', 'l', 'r'])}`;
}
