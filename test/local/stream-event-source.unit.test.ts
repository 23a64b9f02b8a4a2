import {
  DescribeStreamCommand,
  GetShardIteratorCommand,
  type DynamoDBStreamsClient,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { afterEach, describe, expect, it } from 'vitest';
import { StreamEventSource } from '../../lib/local/stream-event-source';

/**
 * The local stream mapping's polling against a stream that never runs dry (a busy table: every
 * read returns the writes made since the last one), through a fake DynamoDB Streams client. The
 * poll interval is long next to each test's window, so one read means "waited", several "at once".
 */
const POLL_INTERVAL_MS = 1000;
const WINDOW_MS = 400;

let source: StreamEventSource | undefined;
afterEach(async () => {
  await source?.stop();
  source = undefined;
});

let sequence = 0;
const record = (entity: string): _Record => ({
  eventID: String(++sequence),
  eventName: 'INSERT',
  dynamodb: {
    SequenceNumber: String(sequence).padStart(21, '0'),
    NewImage: { entity: { S: entity } },
    Keys: { pk: { S: `K#${sequence}` } },
  },
});

/** A stream with one open shard whose every GetRecords answers `page()`; counts the reads. */
function busyStream(page: () => _Record[]): { client: DynamoDBStreamsClient; reads: () => number } {
  let reads = 0;
  const client = {
    send: async (command: unknown) => {
      if (command instanceof DescribeStreamCommand) return { StreamDescription: { Shards: [{ ShardId: 'shard-0' }] } };
      if (command instanceof GetShardIteratorCommand) return { ShardIterator: 'iterator' };
      reads += 1;
      // A read is I/O: it resolves on a later turn of the event loop, so a mapping that re-reads at once still lets timers run.
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { Records: page(), NextShardIterator: 'iterator' };
    },
  } as unknown as DynamoDBStreamsClient;
  return { client, reads: () => reads };
}

function start(client: DynamoDBStreamsClient, invoked: string[][]): StreamEventSource {
  source = new StreamEventSource({
    client,
    streamArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/t/stream/1',
    functionName: 'relayOutbox',
    handler: 'consumers/relay-outbox',
    batchSize: 100,
    select: (r) => r.dynamodb?.NewImage?.entity?.S === 'outbox',
    region: 'us-east-1',
    pollIntervalMs: POLL_INTERVAL_MS,
    invoke: async (_handler, event) => {
      invoked.push(
        (event as { Records: Array<{ dynamodb: { NewImage: { entity: { S: string } } } }> }).Records.map(
          (r) => r.dynamodb.NewImage.entity.S,
        ),
      );
      return { batchItemFailures: [] };
    },
  });
  source.start();
  return source;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the local table-stream mapping', () => {
  it('waits its poll interval when its filter rejected a partial page, instead of re-reading a busy stream at once', async () => {
    const stream = busyStream(() => [record('delivery'), record('fanout')]);
    const invoked: string[][] = [];
    start(stream.client, invoked);
    await wait(WINDOW_MS);

    expect(invoked).toEqual([]);
    // The first read, then the interval; re-reading at once would be hundreds.
    expect(stream.reads()).toBe(1);
  });

  it('reads again at once after a page that had work for the handler', async () => {
    const stream = busyStream(() => [record('outbox'), record('delivery')]);
    const invoked: string[][] = [];
    start(stream.client, invoked);
    await wait(WINDOW_MS);

    expect(invoked.length).toBeGreaterThan(3);
    expect(invoked.every((batch) => batch.length === 1 && batch[0] === 'outbox')).toBe(true);
  });

  it('reads again at once after a full page, even one its filter rejected entirely (more is waiting)', async () => {
    const stream = busyStream(() => Array.from({ length: 1000 }, () => record('delivery')));
    start(stream.client, []);
    await wait(WINDOW_MS);

    expect(stream.reads()).toBeGreaterThan(3);
  });
});
