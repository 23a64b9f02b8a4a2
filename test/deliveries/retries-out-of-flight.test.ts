import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwsJsonEndpoint } from '../../lib/local/aws-json-endpoint';
import { LocalClock } from '../../lib/local/local-clock';
import { LocalQueue } from '../../lib/local/local-queue';
import { QueueEventSource } from '../../lib/local/queue-event-source';
import { createDeliveries } from '../../shared/domains/deliveries/delivery-store';
import { deliveryMessage } from '../../shared/domains/deliveries/delivery-message';
import { subscriptionTargetId } from '../../shared/domains/deliveries/targets/subscription-targets';
import type { PipelineEventDetail } from '../../shared/domains/events/event-bus';
import { listActiveSubscriptions } from '../../shared/domains/webhooks/webhook-subscription-store';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant, type Tenant } from '../helpers/tenant';
import { subscribe } from '../helpers/webhooks';

/**
 * The deliveries queue at a small scale: its own queue with an in-flight quota of 30 (SQS allows
 * about 120,000) read by the unchanged deliver-webhook handler, 10 to a batch, 2 at a time. Were
 * failed deliveries hidden in flight for their backoff, 60 failing ones would fill the quota and
 * every receive, a healthy receiver's included, would come back empty.
 */
const IN_FLIGHT_QUOTA = 30;
const BATCH_SIZE = 10;
const CONCURRENCY = 2;

let endpoint: AwsJsonEndpoint;
let queue: LocalQueue;
let source: QueueEventSource;
let dead: Receiver;
let healthy: Receiver;
let sequence = 0;

/** Creates `count` pending deliveries of fresh member_created events to the tenant's one subscription and queues them. */
async function enqueueDeliveries(tenant: Tenant, count: number): Promise<void> {
  const [subscription] = await listActiveSubscriptions(tenant.company.id, 'member', 'created');
  const events = Array.from(
    { length: count },
    (): PipelineEventDetail => ({
      event_id: `evt_in_flight_${Date.now()}_${sequence++}`,
      company_id: tenant.company.id,
      resource: 'member',
      event: 'created',
      data: {},
      occurred_at: new Date().toISOString(),
    }),
  );
  const created = await createDeliveries(
    events.map((event) => ({
      event,
      targetId: subscriptionTargetId(subscription!.id),
      payload: { member: { id: sequence } },
    })),
  );
  queue.sendBatch(
    created.map((result) => {
      if (result instanceof Error) throw result;
      return JSON.stringify(deliveryMessage(result.delivery, { targetVersion: subscription!.updated_at }));
    }),
  );
}

beforeAll(async () => {
  endpoint = new AwsJsonEndpoint();
  const url = await endpoint.listen();
  queue = new LocalQueue({
    name: 'deliveries-in-flight-test',
    url: `${url}/000000000000/deliveries-in-flight-test`,
    visibilityTimeoutSeconds: 180,
    clock: new LocalClock(),
    maxInFlight: IN_FLIGHT_QUOTA,
  });
  endpoint.register(
    'AmazonSQS.SendMessageBatch',
    (input: { Entries: Array<{ Id: string; MessageBody: string; DelaySeconds?: number }> }) => {
      const sent = queue.sendBatch(
        input.Entries.map((entry) => ({ body: entry.MessageBody, delaySeconds: entry.DelaySeconds ?? 0 })),
      );
      return { Successful: input.Entries.map((entry, index) => ({ Id: entry.Id, ...sent[index] })), Failed: [] };
    },
  );
  endpoint.register(
    'AmazonSQS.ChangeMessageVisibility',
    (input: { ReceiptHandle: string; VisibilityTimeout: number }) =>
      queue.changeVisibility(input.ReceiptHandle, input.VisibilityTimeout),
  );
  // The handler's SQS client (created on first use in this worker) reaches this queue.
  process.env.AWS_ENDPOINT_URL_SQS = url;
  process.env.DELIVERIES_QUEUE_URL = queue.props.url;
  source = new QueueEventSource({
    queue,
    handler: 'consumers/deliver-webhook',
    functionName: 'deliverWebhook',
    batchSize: BATCH_SIZE,
    maxConcurrency: CONCURRENCY,
    timeoutSeconds: 30,
    region: 'us-east-1',
  });
  [dead, healthy] = await Promise.all([startReceiver(), startReceiver()]);
  dead.respond = () => ({ status: 503, body: 'gone for the day' });
});

afterAll(async () => {
  await source.stop();
  queue.close();
  await Promise.all([endpoint.close(), dead.close(), healthy.close()]);
});

describe('webhook retries stay out of the in-flight count', () => {
  it('60 deliveries to a receiver that always fails hold at most one batch per consumer in flight, and a healthy receiver still gets its deliveries at once', async () => {
    const [deadTenant, healthyTenant] = await Promise.all([createTenant(), createTenant()]);
    await subscribe(deadTenant.token, dead.url);
    await subscribe(healthyTenant.token, healthy.url);
    await enqueueDeliveries(deadTenant, 2 * IN_FLIGHT_QUOTA);
    let mostInFlight = 0;
    const sampler = setInterval(() => (mostInFlight = Math.max(mostInFlight, queue.counts().inFlight)), 10);
    source.start();

    try {
      await dead.waitFor(2 * IN_FLIGHT_QUOTA, 60_000);
      // Every failing delivery keeps its one message, delayed for its retry (5 s, then 5 min): not in flight, not lost.
      await expect
        .poll(() => queue.counts(), { timeout: 60_000, interval: 100 })
        .toMatchObject({ inFlight: 0, delayed: 2 * IN_FLIGHT_QUOTA });

      const sentAt = Date.now();
      await enqueueDeliveries(healthyTenant, BATCH_SIZE);
      await healthy.waitFor(BATCH_SIZE, 10_000);
      expect(Date.now() - sentAt).toBeLessThan(10_000);
    } finally {
      clearInterval(sampler);
    }
    expect(mostInFlight).toBeLessThanOrEqual(BATCH_SIZE * CONCURRENCY);
  }, 150_000);
});
