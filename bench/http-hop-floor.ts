import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callsPerRequest } from './dynamodb-calls';
import { startReadClient, type ReadClient, type TimedRead } from './read-client';
import { floorCalls, sendFloor, type FloorPlan } from './read-floor';
import type { SequentialLoad } from './stats';

/**
 * The DynamoDB floor plus the loopback HTTP hop: a bare `node:http` server on the main thread that
 * sends a read's floor calls and answers with the read's own bytes, i.e. the read as if the gateway,
 * handler kit and presentation were free. The DynamoDB floor stays the target's yardstick: deployed,
 * API Gateway's hop is outside both.
 */
export async function startHopFloor(): Promise<HopFloor> {
  const routes = new Map<string, { floor: () => Promise<void>; body: string }>();
  const server = createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    route.floor().then(
      () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(route.body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    route: (floor, body) => {
      const path = `/floor/${routes.size}`;
      routes.set(path, { floor, body });
      return `${base}${path}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A started hop-floor server. */
export interface HopFloor {
  /** The URL whose GET sends `floor()`'s calls, then answers `body`. */
  route(floor: () => Promise<void>, body: string): string;
  stop(): Promise<void>;
}

/** The body a read answers (fetched once), so the hop floor sends the same bytes back. */
export async function answerOf(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/** A read's latency next to its DynamoDB floor and its hop floor, as the read sections report it. */
export interface ReadTiming {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly floorP50Ms: number;
  readonly floorP99Ms: number;
  /** read p50 / floor p50: the target figure. */
  readonly ratio: number;
  /** The floor behind a loopback HTTP hop: what the read would cost if only DynamoDB and the hop did. */
  readonly hopFloorP50Ms: number;
  readonly hopFloorP99Ms: number;
  /** read p50 / hop floor p50: what the gateway, the handler kit and the presentation add (reported, no target). */
  readonly hopRatio: number;
}

/**
 * Times a GET from the read client's thread in rounds alternating with its `floor` (the same
 * DynamoDB calls sent from that thread, no HTTP) and with the same floor behind `hop` (sent
 * through `client`, the main thread's, as the handlers send theirs), answering the read's own body.
 */
export async function timeReadAgainstFloors(
  load: SequentialLoad & { readonly rounds: number },
  reader: ReadClient,
  hop: HopFloor,
  client: DynamoDBDocumentClient,
  read: TimedRead & { readonly floor: FloorPlan },
): Promise<ReadTiming> {
  const hopUrl = hop.route(() => sendFloor(client, read.floor), await answerOf(read.url, read.headers));
  const timed = await reader.time(
    load,
    { label: read.label, url: read.url, headers: read.headers },
    read.floor,
    hopUrl,
  );
  const hopFloor = timed.hopFloor!;
  return {
    p50Ms: timed.run.p50Ms,
    p99Ms: timed.run.p99Ms,
    floorP50Ms: timed.floor.p50Ms,
    floorP99Ms: timed.floor.p99Ms,
    ratio: timed.run.p50Ms / timed.floor.p50Ms,
    hopFloorP50Ms: hopFloor.p50Ms,
    hopFloorP99Ms: hopFloor.p99Ms,
    hopRatio: timed.run.p50Ms / hopFloor.p50Ms,
  };
}

/** Header of the report column showing the hop floor. */
export const HOP_COLUMN = 'floor + HTTP hop p50 (p50 ÷ it)';

/** The hop floor's p50 and what the read's p50 is over it, for the report's tables. */
export const hopColumn = (timing: Pick<ReadTiming, 'hopFloorP50Ms' | 'hopRatio'>) =>
  `${timing.hopFloorP50Ms.toFixed(1)} ms (${timing.hopRatio.toFixed(2)}×)`;

/** One read a section times: its URL and its floor (the same DynamoDB calls sent alone). */
export interface ReadCase {
  readonly endpoint: string;
  readonly url: string;
  readonly floor: FloorPlan;
}

/** One endpoint next to its floor: the same DynamoDB calls sent alone, without HTTP or the engine. */
export interface ReadCaseResult extends ReadTiming {
  readonly endpoint: string;
  /** DynamoDB commands one request sends (recorded), sorted. */
  readonly dynamodbCalls: readonly string[];
  readonly floorCalls: readonly string[];
}

/**
 * Times each case against its floors from one read client thread (off the gateway's event loop: see
 * read-client.ts) and one hop floor server, after recording the DynamoDB calls one request sends.
 */
export async function timeReadCases(
  load: SequentialLoad & { readonly rounds: number },
  client: DynamoDBDocumentClient,
  headers: Record<string, string>,
  cases: readonly ReadCase[],
  progress: (message: string) => void,
): Promise<ReadCaseResult[]> {
  const results: ReadCaseResult[] = [];
  const reader = startReadClient();
  const hop = await startHopFloor();
  try {
    for (const entry of cases) {
      const dynamodbCalls = await callsPerRequest(client, entry.url, headers);
      const timing = await timeReadAgainstFloors(load, reader, hop, client, {
        label: entry.endpoint,
        url: entry.url,
        headers,
        floor: entry.floor,
      });
      results.push({ endpoint: entry.endpoint, ...timing, dynamodbCalls, floorCalls: floorCalls(entry.floor) });
      progress(
        `${entry.endpoint}: p50 ${timing.p50Ms.toFixed(1)} ms vs floor ${timing.floorP50Ms.toFixed(1)} ms, floor + HTTP hop ${timing.hopFloorP50Ms.toFixed(1)} ms`,
      );
    }
  } finally {
    await reader.stop();
    await hop.stop();
  }
  return results;
}
