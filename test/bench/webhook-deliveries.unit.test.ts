import { describe, expect, it } from 'vitest';
import type { DeliveryRun, FanOutRun } from '../../bench/bench-results';
import { distinctDeliveries, endToEnd } from '../../bench/delivery-analysis';
import { runDeliveryFloor } from '../../bench/delivery-floor';
import { benchSelection, includesHandler, selectedSections } from '../../bench/sections';
import { percentile } from '../../bench/stats';
import { checkTargets } from '../../bench/targets';
import { driveWrites } from '../../bench/write-driver';
import { verifyDelivery } from '../../shared/sdk/verify/verify-delivery';
import { startReceiver } from '../helpers/receiver';

describe('bench --only selects sections', () => {
  it.each([
    [
      [],
      ['functions', 'http', 'webhooks', 'storefront', 'carts', 'pages', 'cdn', 'orders', 'renewals', 'field', 'queue'],
    ],
    [['--only', 'carts'], ['carts']],
    [['--only', 'queue'], ['queue']],
    [['--only', 'webhooks'], ['webhooks']],
    [['--only=http,webhooks'], ['http', 'webhooks']],
    [
      ['--only', 'functions', '--only', 'http'],
      ['functions', 'http'],
    ],
  ])('%j runs %j', (argv, sections) => {
    expect([...selectedSections(argv)]).toEqual(sections);
  });

  it.each([[['--only', 'deliveries']], [['--only']], [['--fast']]])(
    '%j is refused rather than silently running everything',
    (argv) => {
      expect(() => selectedSections(argv)).toThrow();
    },
  );
});

describe('bench --functions filters the cold-loaded handlers', () => {
  it('keeps the handlers whose names contain one of the parts, and every handler without the flag', () => {
    const selection = benchSelection(['--only', 'functions', '--functions', 'site/,get-company']);
    expect([...selection.sections]).toEqual(['functions']);
    const handlers = ['site/render-page', 'company/get-company', 'storefront/products/list-public'];
    expect(handlers.filter((handler) => includesHandler(selection, handler))).toEqual([
      'site/render-page',
      'company/get-company',
    ]);
    expect(handlers.filter((handler) => includesHandler(benchSelection([]), handler))).toEqual(handlers);
    expect(benchSelection(['--functions=site/']).functions).toEqual(['site/']);
  });

  it('refuses the flag without a name', () => {
    expect(() => benchSelection(['--functions'])).toThrow(/needs at least one name/);
  });
});

describe('delivery latency is matched per (subscription, event)', () => {
  const arrival = (path: string, memberId: number, at: number, id = memberId * 10) => ({
    path,
    at,
    body: JSON.stringify({ id, payload: { member: { id: memberId } } }),
  });

  it('counts a repeat to the same subscription as a duplicate, the same event to another subscription as a delivery', () => {
    const { distinct, duplicates } = distinctDeliveries([
      arrival('/run-0/0', 1, 100),
      arrival('/run-0/1', 1, 110),
      arrival('/run-0/0', 1, 150),
    ]);
    expect(distinct.map((d) => d.arrival.at)).toEqual([100, 110]);
    expect(duplicates).toBe(1);
  });

  it('measures from the write that committed the event to the first arrival', () => {
    const { distinct } = distinctDeliveries([
      arrival('/run-0/0', 1, 130),
      arrival('/run-0/0', 2, 180),
      arrival('/run-0/0', 1, 400),
    ]);
    expect(
      endToEnd(
        distinct,
        new Map([
          [1, 100],
          [2, 120],
        ]),
      ),
    ).toEqual([30, 60]);
  });

  it('p99 is nearest-rank, always a measured value', () => {
    const values = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(100);
    expect(percentile(values, 99)).toBe(198);
    expect(percentile([7], 99)).toBe(7);
  });
});

describe('write driver', () => {
  it('a paced schedule starts writes no faster than asked', async () => {
    const starts: number[] = [];
    const result = await driveWrites(
      { count: 6, perSecond: 50, maxInFlight: 10, maxSeconds: 5 },
      async () => void starts.push(performance.now()),
    );
    expect(result.started).toBe(6);
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual(5 * 20 - 2);
  });

  it('never has more than maxInFlight writes running', async () => {
    let running = 0;
    let peak = 0;
    await driveWrites({ count: 20, perSecond: null, maxInFlight: 3, maxSeconds: 5 }, async () => {
      peak = Math.max(peak, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
    expect(peak).toBe(3);
  });

  it('rethrows the first failure only after every started write has settled', async () => {
    let settled = 0;
    const run = driveWrites({ count: 5, perSecond: null, maxInFlight: 5, maxSeconds: 5 }, async (i) => {
      await new Promise((resolve) => setTimeout(resolve, i === 0 ? 1 : 20));
      settled += 1;
      if (i === 0) throw new Error('create failed');
    });
    await expect(run).rejects.toThrow('create failed');
    expect(settled).toBe(5);
  });
});

describe('the floor sends what the pipeline sends', () => {
  it('every floor request carries a signature verifyDelivery accepts with the subscription token, and the token headers', async () => {
    const receiver = await startReceiver();
    try {
      const secret = 'a'.repeat(48);
      const body = JSON.stringify({
        id: 1,
        identifier: 'whd_x',
        name: 'member_created',
        timestamp: new Date().toISOString(),
        payload: { member: { id: 1 } },
      });
      const floor = await runDeliveryFloor({
        url: receiver.url,
        bodies: [body, body, body],
        secret,
        shop: 'acme',
        authToken: secret,
        concurrency: 2,
      });
      expect(floor).toMatchObject({ deliveries: 3, failed: 0 });
      for (const request of receiver.requests) {
        expect(verifyDelivery(request.rawBody, request.headers, secret)).toMatchObject({ ok: true });
        expect(request.headers).toMatchObject({
          'x-service-shop': 'acme',
          'x-service-token': secret,
          auth_token: secret,
        });
      }
    } finally {
      await receiver.close();
    }
  });
});

describe('webhook latency target', () => {
  const run = (overrides: Partial<DeliveryRun>): DeliveryRun => ({
    mode: 'paced',
    subscriptions: 1,
    events: 100,
    targetDeliveriesPerSecond: 200,
    offeredDeliveriesPerSecond: 200,
    writeP50Ms: 10,
    delivered: 100,
    duplicates: 0,
    missing: 0,
    drainTimeoutSeconds: 15,
    deliveriesPerSecond: 190,
    latency: { p50Ms: 200, p99Ms: 600, maxMs: 700 },
    stages: null,
    bodyBytes: 700,
    dynamodb: {
      callsPerDelivery: 2,
      perDeliveryByCommand: {},
      itemWritesPerDelivery: 2,
      itemWritesInWindowPerDelivery: 2,
      apiCallsPerEvent: 4,
      callP50Ms: 5,
      callP99Ms: 20,
    },
    processCpu: 0.5,
    ...overrides,
  });
  const checkAll = (r: DeliveryRun, fanOut: FanOutRun | null = null) =>
    checkTargets({
      startedAt: '',
      durationSeconds: 0,
      environment: {} as never,
      coldLoad: { runs: 0, concurrency: 0 },
      functions: [],
      errors: [],
      webhookDeliveries: {
        event: 'member_created',
        consumer: { maxConcurrency: 1, batchSize: 1 },
        dynamodbRoundTrip: 1,
        writeCeiling: 1,
        runs: [r],
        fanOut,
      },
    });
  const check = (r: DeliveryRun) => checkAll(r).filter((c) => c.target.startsWith('webhook p99'));

  it('passes a paced run whose p99 is within 1 s', () => {
    expect(check(run({}))).toEqual([expect.objectContaining({ measured: 600, pass: true })]);
  });

  it('does not let missing deliveries hide a late tail: more than 1 % missing counts as at least the drain timeout', () => {
    expect(check(run({ delivered: 95, missing: 5 }))).toEqual([
      expect.objectContaining({ measured: 15_000, pass: false }),
    ]);
  });

  it('applies only to runs paced at the aim rate', () => {
    expect(check(run({ mode: 'burst', targetDeliveriesPerSecond: null }))).toEqual([]);
  });

  it('a burst must reach 30 % of its floor: floor ÷ pipeline ≤ 3.33×', () => {
    const burst = (ratio: number) =>
      checkAll(run({ mode: 'burst', targetDeliveriesPerSecond: null, throughputRatio: ratio })).find((c) =>
        c.target.startsWith('burst'),
      );
    expect(burst(3)).toMatchObject({ pass: true });
    expect(burst(4)).toMatchObject({ pass: false });
  });

  it('every missing or duplicate delivery and more than 3 pipeline calls per delivery are misses', () => {
    const misses = checkAll(
      run({
        duplicates: 1,
        dynamodb: {
          callsPerDelivery: 3.5,
          perDeliveryByCommand: {},
          itemWritesPerDelivery: 3.5,
          itemWritesInWindowPerDelivery: 3.5,
          apiCallsPerEvent: 4,
          callP50Ms: 1,
          callP99Ms: 1,
        },
      }),
    ).filter((c) => !c.pass);
    expect(misses.map((c) => c.target).sort()).toEqual([
      'missing + duplicate deliveries',
      'pipeline DynamoDB calls per delivery',
    ]);
  });

  it('a fan-out that never finished enqueueing fails its 2 s target', () => {
    const fanOut: FanOutRun = {
      subscriptions: 1000,
      enqueuedMs: null,
      deliveredMs: null,
      delivered: 0,
      missing: 1000,
      duplicates: 0,
      callsPerDelivery: null,
      perDeliveryByCommand: {},
    };
    expect(checkAll(run({}), fanOut).find((c) => c.target.startsWith('one event'))).toMatchObject({ pass: false });
  });
});
