import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledPipelineStats } from '../../bench/pipeline-stats';

/**
 * A run's pipeline counters are read once the relay's trailing outbox deletes are done: a stand-in
 * for `GET /_local/pipeline` whose item writes keep moving for a few readings, then stop.
 */
describe('settledPipelineStats', () => {
  let server: Server;
  let base: string;
  let readings = 0;
  let movingFor = 0;
  let queuedFor = 0;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      readings++;
      const deletes = Math.min(readings, movingFor);
      const depth = readings <= queuedFor ? 1 : 0;
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          consumers: {
            dynamodb_calls: {},
            dynamodb_item_writes: { TransactWriteItems: 10, BatchWriteItem: deletes },
            partition_write_units: {},
          },
          sent: {},
          queues: { events: { depth } },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('waits while the item writes still move and returns the reading that holds all of them', async () => {
    readings = 0;
    movingFor = 4;
    queuedFor = 0;
    const stats = await settledPipelineStats(base, 10, 20);
    expect(stats.consumerItemWrites).toEqual({ TransactWriteItems: 10, BatchWriteItem: 4 });
    expect(readings).toBe(5);
  });

  it('waits for the queues to empty even when the writes stand still', async () => {
    readings = 0;
    movingFor = 0;
    queuedFor = 3;
    const stats = await settledPipelineStats(base, 10, 20);
    expect(stats.queued).toBe(0);
    expect(readings).toBe(4);
  });

  it('returns the reading it has when the pipeline never settles within the timeout', async () => {
    readings = 0;
    movingFor = Number.MAX_SAFE_INTEGER;
    queuedFor = 0;
    const stats = await settledPipelineStats(base, 0.1, 20);
    expect(stats.consumerItemWrites.BatchWriteItem).toBe(readings);
    expect(readings).toBeGreaterThan(2);
  });
});
