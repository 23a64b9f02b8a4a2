import type { FanOutRun } from './bench-results';
import { createMember, setUp, waitForDeliveries } from './bench-tenant';
import { callsBetween, deliveriesEnqueued, pipelineStats, waitForIdlePipeline } from './pipeline-stats';
import type { WebhookReceiver } from './webhook-receiver';

/** How the fan-out run is sized and bounded. */
export interface FanOutOptions {
  /** Subscriptions of the one company, all to the event written. */
  readonly subscriptions: number;
  /** Creates in flight while subscribing. */
  readonly setupConcurrency: number;
  /** Give up waiting for the fan-out, and then for the deliveries, after this long. */
  readonly timeoutSeconds: number;
}

/** How often the run polls the deliveries queue's sent count while it waits for the fan-out (a small response: see deliveriesEnqueued). */
const POLL_MS = 10;

/**
 * One event to `subscriptions` subscriptions of one company: the time from the write's commit
 * (201) until every delivery is on the deliveries queue (stream poll, relay, bus, events queue,
 * one fan-out: lookup, creation in transactions, enqueueing), then until the last one arrived.
 */
export async function measureFanOut(
  baseUrl: string,
  receiver: WebhookReceiver,
  segment: string,
  options: FanOutOptions,
): Promise<FanOutRun> {
  const tenant = await setUp(baseUrl, `${receiver.url}/${segment}`, options.subscriptions, options.setupConcurrency);
  await waitForIdlePipeline(baseUrl, options.timeoutSeconds);
  const before = await pipelineStats(baseUrl);
  await createMember(baseUrl, tenant.token, `${segment}-0`);
  const committed = performance.now();

  let enqueuedMs: number | null = null;
  const deadline = committed + options.timeoutSeconds * 1000;
  while (performance.now() < deadline) {
    if ((await deliveriesEnqueued(baseUrl)) - before.deliveriesEnqueued >= options.subscriptions) {
      enqueuedMs = performance.now() - committed;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const { distinct, duplicates } = await waitForDeliveries(
    receiver,
    segment,
    options.subscriptions,
    options.timeoutSeconds,
  );
  const lastArrival = Math.max(...distinct.map((d) => d.arrival.at));
  const calls = callsBetween(before, await pipelineStats(baseUrl));
  const total = Object.values(calls).reduce((sum, count) => sum + count, 0);
  return {
    subscriptions: options.subscriptions,
    enqueuedMs,
    deliveredMs: distinct.length ? lastArrival - committed : null,
    delivered: distinct.length,
    missing: options.subscriptions - distinct.length,
    duplicates,
    callsPerDelivery: distinct.length ? total / distinct.length : null,
    perDeliveryByCommand: Object.fromEntries(
      Object.entries(calls).map(([command, count]) => [command, count / Math.max(1, distinct.length)]),
    ),
  };
}
