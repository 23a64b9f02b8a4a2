import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AwsJsonEndpoint } from '../../lib/local/aws-json-endpoint';
import { LocalClock } from '../../lib/local/local-clock';
import { LocalQueue } from '../../lib/local/local-queue';
import { sendDelayedMessages, sendMessages } from '../../shared/domains/events/queues';

/**
 * The pipeline's sends against an SQS endpoint that answers each SendMessageBatch after a short
 * wait (a round trip): a fan-out to 1,000 receivers is 100 batches, and how many of them are in
 * flight at once decides when its last delivery is enqueued.
 */
const ROUND_TRIP_MS = 20;

let endpoint: AwsJsonEndpoint;
let queue: LocalQueue;
let received: Array<{ body: unknown; delaySeconds?: number }>;
let inFlight = 0;
let mostInFlight = 0;
let refuseBatch: number | undefined;
let batches = 0;

beforeAll(async () => {
  endpoint = new AwsJsonEndpoint();
  const url = await endpoint.listen();
  queue = new LocalQueue({
    name: 'deliveries-send-test',
    url: `${url}/000000000000/deliveries-send-test`,
    visibilityTimeoutSeconds: 60,
    clock: new LocalClock(),
  });
  endpoint.register(
    'AmazonSQS.SendMessageBatch',
    async (input: { Entries: Array<{ Id: string; MessageBody: string; DelaySeconds?: number }> }) => {
      const batch = batches++;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));
      inFlight -= 1;
      if (batch === refuseBatch)
        return {
          Successful: [],
          Failed: input.Entries.map((entry) => ({
            Id: entry.Id,
            SenderFault: false,
            Code: 'InternalError',
            Message: 'try again',
          })),
        };
      for (const entry of input.Entries)
        received.push({ body: JSON.parse(entry.MessageBody), delaySeconds: entry.DelaySeconds });
      // The SDK checks each entry's MD5: the local queue computes them as SQS does.
      const sent = queue.sendBatch(
        input.Entries.map((entry) => ({ body: entry.MessageBody, delaySeconds: entry.DelaySeconds ?? 0 })),
      );
      return { Successful: input.Entries.map((entry, index) => ({ Id: entry.Id, ...sent[index] })), Failed: [] };
    },
  );
  process.env.AWS_ENDPOINT_URL_SQS = url;
  process.env.DELIVERIES_QUEUE_URL = `${url}/000000000000/deliveries-send-test`;
});

afterAll(() => endpoint.close());

beforeEach(() => {
  received = [];
  mostInFlight = 0;
  batches = 0;
  refuseBatch = undefined;
});

describe('sending to a pipeline queue', () => {
  it('sends 1,000 messages as 100 batches of 10, several in flight at once but never more than 10, every message exactly once', async () => {
    const bodies = Array.from({ length: 1000 }, (_, index) => ({ delivery_id: index }));
    await sendMessages('deliveries', bodies);

    expect(batches).toBe(100);
    expect(received.map(({ body }) => (body as { delivery_id: number }).delivery_id).sort((a, b) => a - b)).toEqual(
      bodies.map((body) => body.delivery_id),
    );
    // One after the other, the last message would wait 100 round trips.
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(10);
  });

  it('keeps at most 10 batches in flight across concurrent sends of one container (a fan-out enqueues each transaction as it commits)', async () => {
    const sends = Array.from({ length: 20 }, (_, send) =>
      sendMessages(
        'deliveries',
        Array.from({ length: 50 }, (_, index) => ({ delivery_id: send * 50 + index })),
      ),
    );
    await Promise.all(sends);

    expect(batches).toBe(100);
    expect(received).toHaveLength(1000);
    expect(mostInFlight).toBe(10);
  });

  it('keeps each message its own delay, capped at SQS’s 15 minutes', async () => {
    await sendDelayedMessages('deliveries', [
      { body: { n: 1 }, delaySeconds: 0 },
      { body: { n: 2 }, delaySeconds: 30.4 },
      { body: { n: 3 }, delaySeconds: 3600 },
    ]);
    expect(received).toEqual([
      { body: { n: 1 }, delaySeconds: undefined },
      { body: { n: 2 }, delaySeconds: 30 },
      { body: { n: 3 }, delaySeconds: 900 },
    ]);
  });

  it('throws when SQS refuses any entry, after the other batches went out, so the caller retries the whole send', async () => {
    refuseBatch = 3;
    await expect(
      sendMessages(
        'deliveries',
        Array.from({ length: 50 }, (_, index) => ({ index })),
      ),
    ).rejects.toThrow(/SQS refused 10 message\(s\): try again/);
    expect(received).toHaveLength(40);
  });
});
