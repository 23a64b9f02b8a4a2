import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordAttemptMetrics, type AttemptResult } from '../../shared/domains/deliveries/delivery-metrics';
import { observeMetrics, type EmittedMetrics } from '../../shared/platform/observability/metrics';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { createRep, pipeline, subscribe } from '../helpers/webhooks';

describe('delivery attempt metrics', () => {
  let emitted: EmittedMetrics[];
  let stop: () => void;
  beforeEach(() => {
    emitted = [];
    stop = observeMetrics((e) => emitted.push(e));
  });
  afterEach(() => stop());

  it.each<[AttemptResult, Record<string, number>]>([
    ['delivered', { DeliveryAttempts: 1, DeliverySuccesses: 1, DeliveryFailures: 0, DeliveryEndToEndLatency: 90_000 }],
    ['retry', { DeliveryAttempts: 1, DeliverySuccesses: 0, DeliveryFailures: 1, DeliveryRetries: 1 }],
    ['exhausted', { DeliveryAttempts: 1, DeliverySuccesses: 0, DeliveryFailures: 1, DeliveriesExhausted: 1 }],
    ['gone', { DeliveryAttempts: 1, DeliverySuccesses: 0, DeliveryFailures: 1 }],
  ])('an attempt that ends %s emits exactly %o (service dimension only)', (result, expected) => {
    recordAttemptMetrics({ occurred_at: '2026-01-01T00:00:00.000Z' }, result, new Date('2026-01-01T00:01:30.000Z'));
    expect(emitted).toHaveLength(1);
    expect(emitted[0]!.dimensions).toEqual({});
    expect(Object.fromEntries(emitted[0]!.points.map((p) => [p.metric.name, p.value]))).toEqual(expected);
  });
});

describe('GET /_local/pipeline metrics', () => {
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('counts the attempts, the failure and retry, the success and its end-to-end latency of a real delivery', async () => {
    const before = (await pipeline.state()).metrics;
    const tenant = await createTenant();
    await subscribe(tenant.token, receiver.url);
    receiver.respond = (_request, index) => (index === 0 ? { status: 503 } : { status: 200 });
    await createRep(tenant.token);
    await receiver.waitFor(1);
    await pipeline.advance(120);
    await receiver.waitFor(2, 15_000);
    await new Promise((r) => setTimeout(r, 300));

    const after = (await pipeline.state()).metrics;
    const grew = (name: string) => (after[name]?.samples ?? 0) - (before[name]?.samples ?? 0);
    const sumGrew = (name: string) => (after[name]?.sum ?? 0) - (before[name]?.sum ?? 0);
    expect(sumGrew('DeliveryAttempts')).toBeGreaterThanOrEqual(2);
    expect(sumGrew('DeliveryFailures')).toBeGreaterThanOrEqual(1);
    expect(sumGrew('DeliveryRetries')).toBeGreaterThanOrEqual(1);
    expect(sumGrew('DeliverySuccesses')).toBeGreaterThanOrEqual(1);
    expect(grew('DeliveryEndToEndLatency')).toBeGreaterThanOrEqual(1);
    expect(after.Requests).toBeUndefined();
  });
});
