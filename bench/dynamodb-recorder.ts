import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { percentile } from './stats';

const RECORDER = 'bench-run-recorder';

/** DynamoDB commands a client sent while recorded, and how long each took. */
export interface DynamoCalls {
  readonly calls: number;
  /** How many of each command (`GetItemCommand` → `GetItem`). */
  readonly byCommand: Readonly<Record<string, number>>;
  /** Send → result per command, SDK retries included; null when there were none. */
  readonly p50Ms: number | null;
  readonly p99Ms: number | null;
}

/**
 * Counts and times every command sent through `client` until `stop()`; the middleware is removed
 * then. In the local runtime the API handlers and the pipeline consumers share the one client of
 * shared/platform/db/client.ts, so this sees all their table traffic (the stream poller has its own client).
 */
export function recordDynamoCalls(client: DynamoDBDocumentClient): { stop(): DynamoCalls } {
  const durations: number[] = [];
  const byCommand: Record<string, number> = {};
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? 'unknown').replace(/Command$/, '');
      byCommand[command] = (byCommand[command] ?? 0) + 1;
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        durations.push(performance.now() - started);
      }
    },
    { step: 'initialize', name: RECORDER },
  );
  return {
    stop() {
      client.middlewareStack.remove(RECORDER);
      const any = durations.length > 0;
      return {
        calls: durations.length,
        byCommand,
        p50Ms: any ? percentile(durations, 50) : null,
        p99Ms: any ? percentile(durations, 99) : null,
      };
    },
  };
}

/** Sequential GetItems the round-trip probe sends. */
const PROBES = 50;

/**
 * Median time of one GetItem (of a key that does not exist) sent alone through `client`: what a
 * single DynamoDB round trip costs on this machine right now, to read the pipeline's numbers by.
 */
export async function probeRoundTrip(client: DynamoDBDocumentClient, table: string): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < PROBES; i++) {
    const started = performance.now();
    await client.send(new GetCommand({ TableName: table, Key: { pk: 'BENCH#ROUND_TRIP', sk: 'PROBE' } }));
    durations.push(performance.now() - started);
  }
  return percentile(durations, 50);
}

/** UpdateItems sent by each of the in-flight senders of {@link probeWriteCeiling}. */
const CEILING_WRITES_PER_SENDER = 100;

/**
 * UpdateItems per second the table sustains with `inFlight` sent at once (each a counter on its
 * own item, so none conflict): items written per second, the ceiling the pipeline's writes share
 * on this machine (DynamoDB Local spends it per item, batched or not), against which its
 * deliveries/s read as item writes per delivery × deliveries/s.
 */
export async function probeWriteCeiling(
  client: DynamoDBDocumentClient,
  table: string,
  inFlight: number,
): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async (_, sender) => {
      for (let i = 0; i < CEILING_WRITES_PER_SENDER; i++) {
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key: { pk: 'BENCH#WRITE_CEILING', sk: `SENDER#${sender}` },
            UpdateExpression: 'ADD writes :one',
            ExpressionAttributeValues: { ':one': 1 },
          }),
        );
      }
    }),
  );
  return (inFlight * CEILING_WRITES_PER_SENDER) / ((performance.now() - started) / 1000);
}
