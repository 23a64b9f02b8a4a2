import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReadClient, type ReadClient } from '../../bench/read-client';
import { floorCalls, sendFloor, type FloorPlan } from '../../bench/read-floor';
import { db, tableName } from '../../shared/platform/db/client';

describe('the read client: reads and their floors timed on a worker thread of their own', () => {
  let server: Server;
  let base: string;
  let reader: ReadClient;
  const seen: { path: string; probe: string | undefined }[] = [];
  const load = { warmup: 1, requests: 4, rounds: 2 };
  const missing = (): FloorPlan => [[{ get: { TableName: tableName(), Key: { pk: 'READ_CLIENT_TEST', sk: 'NONE' } } }]];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ path: request.url ?? '', probe: request.headers['x-probe'] as string | undefined });
      response.writeHead(request.url === '/missing' ? 404 : 200).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    reader = startReadClient();
  });
  afterAll(async () => {
    await reader.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the warm-up and every timed request of the read and of its hop floor, with the read headers on the read only', async () => {
    seen.length = 0;
    const timing = await reader.time(
      load,
      { label: 'GET /read', url: `${base}/read`, headers: { 'x-probe': 'yes' } },
      missing(),
      `${base}/hop`,
    );
    expect(seen.filter((request) => request.path === '/read').map((request) => request.probe)).toEqual(
      Array(5).fill('yes'),
    );
    expect(seen.filter((request) => request.path === '/hop').map((request) => request.probe)).toEqual(
      Array(5).fill(undefined),
    );
    for (const side of [timing.run, timing.floor, timing.hopFloor!]) expect(side.p50Ms).toBeLessThanOrEqual(side.p99Ms);
  });

  it('times the floor off the server thread: blocking this thread (the gateway one) does not stretch the floor', async () => {
    // This thread, where the server answers, is kept busy in 1 s spins until the timing ends. A
    // client on this thread could only see a floor call's answer once a spin ended, so it would
    // time every call at the best part of a second; the worker's floor only waits for DynamoDB
    // Local (well under 500 ms even on a loaded machine).
    let done = false;
    const timed = reader
      .time(
        { warmup: 0, requests: 4, rounds: 1 },
        { label: 'GET /read', url: `${base}/read`, headers: {} },
        missing(),
        `${base}/hop`,
      )
      .finally(() => (done = true));
    while (!done) {
      const until = performance.now() + 1000;
      while (performance.now() < until);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const timing = await timed;
    expect(timing.floor.p50Ms).toBeLessThan(500);
    expect(timing.run.p50Ms).toBeGreaterThan(timing.floor.p50Ms);
  }, 60_000);

  it('fails, naming the read, when the read does not answer 200', async () => {
    await expect(
      reader.time(load, { label: 'GET /missing', url: `${base}/missing`, headers: {} }, missing(), `${base}/hop`),
    ).rejects.toThrow('GET /missing answered 404');
  });

  it('fails when the floor cannot be sent, so a broken floor is never timed', async () => {
    const plan: FloorPlan = [[{ get: { TableName: 'no-such-table', Key: { pk: 'x', sk: 'y' } } }]];
    await expect(
      reader.time(load, { label: 'GET /read', url: `${base}/read`, headers: {} }, plan, `${base}/hop`),
    ).rejects.toThrow(/non-existent table|not found/i);
  });
});

describe('a floor plan: a read floor DynamoDB calls as data', () => {
  it('sends its steps one after another, the calls of a step together, and names its calls as the report shows a floor', async () => {
    const client = db();
    const events: string[] = [];
    const name = 'floor-plan-test-recorder';
    client.middlewareStack.add(
      (next, context) => async (args) => {
        events.push(`start ${context.commandName}`);
        try {
          return await next(args);
        } finally {
          events.push(`end ${context.commandName}`);
        }
      },
      { step: 'initialize', name },
    );
    const key = { pk: 'READ_CLIENT_TEST', sk: 'NONE' };
    const plan: FloorPlan = [
      [{ get: { TableName: tableName(), Key: key } }],
      [
        {
          query: {
            TableName: tableName(),
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': key.pk },
          },
        },
        { get: { TableName: tableName(), Key: key } },
      ],
    ];
    try {
      await sendFloor(client, plan);
    } finally {
      client.middlewareStack.remove(name);
    }
    expect(events.slice(0, 4)).toEqual([
      'start GetItemCommand',
      'end GetItemCommand',
      'start QueryCommand',
      'start GetItemCommand',
    ]);
    expect(events.slice(4).sort()).toEqual(['end GetItemCommand', 'end QueryCommand']);
    expect(floorCalls(plan)).toEqual(['GetCommand', 'GetCommand', 'QueryCommand']);
  });
});
