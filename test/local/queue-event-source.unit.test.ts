import type { SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalClock } from '../../lib/local/local-clock';
import { LocalQueue } from '../../lib/local/local-queue';
import { QueueEventSource } from '../../lib/local/queue-event-source';

/**
 * The local SQS event source mapping, driven by a function that takes a fixed time per batch: how
 * many batches run at once, how big they are and how soon a freed slot takes the next one decide
 * a burst's throughput, and must be what CDK deploys (batch size, maximum concurrency).
 */
const BATCH_MS = 30;
/** Far longer than a batch: were a freed slot to wait for the idle tick, the queue would drain at its pace. */
const POLL_INTERVAL_MS = 10_000;

let source: QueueEventSource | undefined;
afterEach(() => source?.stop());

function queueOf(count: number): LocalQueue {
  const queue = new LocalQueue({
    name: 'source-test',
    url: 'local/source-test',
    visibilityTimeoutSeconds: 60,
    clock: new LocalClock(),
  });
  queue.sendBatch(Array.from({ length: count }, (_, index) => String(index)));
  return queue;
}

describe('local queue event source', () => {
  it('runs at most maxConcurrency batches of at most batchSize at once, and a finished batch’s slot takes the next one without waiting for the poll interval', async () => {
    const queue = queueOf(200);
    const batches: string[][] = [];
    let running = 0;
    let mostRunning = 0;
    const started = performance.now();
    source = new QueueEventSource({
      queue,
      handler: 'test/fixed-time',
      functionName: 'fixedTime',
      batchSize: 10,
      maxConcurrency: 4,
      timeoutSeconds: 30,
      region: 'us-east-1',
      pollIntervalMs: POLL_INTERVAL_MS,
      invoke: async (_name, event) => {
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        batches.push((event as SQSEvent).Records.map((record) => record.body));
        await new Promise((resolve) => setTimeout(resolve, BATCH_MS));
        running -= 1;
        return { batchItemFailures: [] };
      },
    });
    source.start();
    await expect.poll(() => queue.depth, { timeout: 8_000, interval: 10 }).toBe(0);
    const elapsed = performance.now() - started;

    expect(batches.every((batch) => batch.length <= 10)).toBe(true);
    expect(batches.flat().sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 200 }, (_, index) => String(index)),
    );
    expect(mostRunning).toBe(4);
    // 20 batches, 4 at a time: 5 rounds of 30 ms. Polling only on the idle tick would take 4 more ticks of 10 s.
    expect(elapsed).toBeLessThan(POLL_INTERVAL_MS);
  });

  it('leaves the batch item failures on the queue and deletes the rest', async () => {
    const queue = queueOf(3);
    source = new QueueEventSource({
      queue,
      handler: 'test/fail-one',
      functionName: 'failOne',
      batchSize: 10,
      maxConcurrency: 1,
      timeoutSeconds: 30,
      region: 'us-east-1',
      invoke: async (_name, event) => ({
        batchItemFailures: (event as SQSEvent).Records.filter((record) => record.body === '1').map((record) => ({
          itemIdentifier: record.messageId,
        })),
      }),
    });
    source.start();
    await expect.poll(() => queue.depth, { timeout: 5_000, interval: 10 }).toBe(1);
    expect(queue.counts()).toEqual({ visible: 0, inFlight: 1, delayed: 0 });
  });
});
