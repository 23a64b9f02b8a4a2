import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AwsJsonEndpoint } from '../../lib/local/aws-json-endpoint';
import { publishOutboxRecords } from '../../shared/domains/events/event-bus';
import type { OutboxRecord } from '../../shared/domains/events/outbox';

/**
 * The relay's publish against an EventBridge endpoint that answers each PutEvents after a short
 * wait (a round trip): a relay batch of 1,000 records is 100 calls, and how many are in flight at
 * once decides how long the stream's next batch waits.
 */
const ROUND_TRIP_MS = 20;

let endpoint: AwsJsonEndpoint;
let published: string[];
let inFlight = 0;
let mostInFlight = 0;
let calls = 0;
/** Event ids the endpoint refuses (ErrorCode on their entry). */
let refused: Set<string>;

beforeAll(async () => {
  endpoint = new AwsJsonEndpoint();
  const url = await endpoint.listen();
  endpoint.register('AWSEvents.PutEvents', async (input: { Entries: Array<{ Detail: string }> }) => {
    calls += 1;
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));
    inFlight -= 1;
    const entries = input.Entries.map((entry) => {
      const { event_id } = JSON.parse(entry.Detail) as { event_id: string };
      if (refused.has(event_id)) return { ErrorCode: 'InternalFailure', ErrorMessage: 'try again' };
      published.push(event_id);
      return { EventId: `bus-${event_id}` };
    });
    return { FailedEntryCount: entries.filter((entry) => 'ErrorCode' in entry).length, Entries: entries };
  });
  process.env.AWS_ENDPOINT_URL_EVENTBRIDGE = url;
});

afterAll(() => endpoint.close());

beforeEach(() => {
  published = [];
  refused = new Set();
  mostInFlight = 0;
  calls = 0;
});

const records = (count: number): OutboxRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    pk: `OUTBOX#evt_${index}`,
    sk: 'OUTBOX',
    entity: 'outbox',
    event_id: `evt_${index}`,
    company_id: 1,
    resource: 'member',
    event: 'created',
    data: { member: { id: index } },
    occurred_at: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    ttl: 0,
  }));

describe('publishing outbox records to the bus', () => {
  it('publishes 1,000 records as 100 PutEvents calls, several in flight at once but never more than 10, every record exactly once', async () => {
    const batch = records(1000);
    expect(await publishOutboxRecords(batch)).toEqual({});

    expect(calls).toBe(100);
    expect([...published].sort()).toEqual(batch.map((record) => record.event_id).sort());
    // One after the other, the stream's next batch would wait 100 round trips.
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(10);
  });

  it('answers the first refused record, whatever the order the calls finished in, so the stream resumes exactly there', async () => {
    refused = new Set(['evt_57', 'evt_23', 'evt_24']);
    expect(await publishOutboxRecords(records(100))).toEqual({ firstFailedIndex: 23 });
    // Records after it may be published already; the retry from 23 publishes them again (fan-out absorbs it).
    expect(published).toContain('evt_99');
    expect(published).not.toContain('evt_23');
  });
});
