import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverBatch, type QueuedDelivery } from '../../shared/domains/deliveries/deliver-batch';
import { createDeliveries, getDelivery } from '../../shared/domains/deliveries/delivery-store';
import { deliveryMessage } from '../../shared/domains/deliveries/delivery-message';
import { subscriptionTargetId } from '../../shared/domains/deliveries/targets/subscription-targets';
import type { PipelineEventDetail } from '../../shared/domains/events/event-bus';
import { getCompanyWebhookSecret } from '../../shared/domains/webhooks/company-webhook-secret';
import { listActiveSubscriptions } from '../../shared/domains/webhooks/webhook-subscription-store';
import { countCalls, expectAtMost } from '../helpers/dynamodb-calls';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant, type Tenant } from '../helpers/tenant';
import { subscribe } from '../helpers/webhooks';

let tenant: Tenant;
let receiver: Receiver;
let sequence = 0;

/** One pending delivery per active subscription of a fresh member_created, as the fan-out enqueues them. */
async function queuedDeliveries(attempt?: number): Promise<QueuedDelivery[]> {
  const subscriptions = await listActiveSubscriptions(tenant.company.id, 'member', 'created');
  const event: PipelineEventDetail = {
    event_id: `evt_batch_${Date.now()}_${sequence++}`,
    company_id: tenant.company.id,
    resource: 'member',
    event: 'created',
    data: {},
    occurred_at: new Date().toISOString(),
  };
  const created = await createDeliveries(
    subscriptions.map((s) => ({ event, targetId: subscriptionTargetId(s.id), payload: { member: { id: sequence } } })),
  );
  return created.map((result, index) => {
    if (result instanceof Error) throw result;
    const message = {
      ...deliveryMessage(result.delivery, { targetVersion: subscriptions[index]!.updated_at }),
      ...(attempt ? { attempt } : {}),
    };
    return {
      messageId: `m-${result.delivery.id}`,
      receiptHandle: `r-${result.delivery.id}`,
      body: JSON.stringify(message),
      receiveCount: 1,
    };
  });
}

beforeAll(async () => {
  tenant = await createTenant();
  receiver = await startReceiver();
  for (let i = 0; i < 3; i++) await subscribe(tenant.token, `${receiver.url}/own-${i}`);
  // Two without their own auth_token: signed with the company webhook secret.
  for (let i = 0; i < 2; i++) {
    const res = await api('POST', '/api/company/webhooks', {
      token: tenant.token,
      body: { webhook: { resource: 'member', event: 'created', url: `${receiver.url}/shared-${i}` } },
    });
    expect(res.status).toBe(201);
  }
  // Created on first use; made here so the batch below only reads it.
  await getCompanyWebhookSecret(tenant.company.id);
});

afterAll(() => receiver.close());

describe('a batch of deliveries shares its table reads', () => {
  it('reads the subscriptions and the shop identifier together in one BatchGetItem, the shared company secret once, writes one UpdateItem per delivery and nothing else (the last-delivered marker rides on it)', async () => {
    const batch = await queuedDeliveries();
    let failed: string[] = [];
    const calls = await countCalls(async () => (failed = await deliverBatch(batch)));
    expect(failed).toEqual([]);
    // BatchGetItem: the five subscriptions and the company's shop identifier (then cached); GetItem: the company webhook secret (two subscriptions share it).
    expectAtMost(calls, { BatchGetItem: 1, GetItem: 1, UpdateItem: 5 });
    // Each delivery records its attempt: one write apiece is the behaviour, not only its cost.
    expect(calls.UpdateItem).toBe(batch.length);
    const stored = await getDelivery({
      company_id: tenant.company.id,
      target_id: JSON.parse(batch[0]!.body).target_id,
      id: JSON.parse(batch[0]!.body).delivery_id,
    });
    expect(stored).toMatchObject({ status: 'delivered', attempts: [expect.objectContaining({ status_code: 200 })] });
  });

  it('answers a first attempt whose message carries the cached version from the container cache, and reads again for a retry', async () => {
    const firstAttempts = await countCalls(async () => deliverBatch(await queuedDeliveries()));
    expect(firstAttempts.BatchGetItem ?? 0).toBe(0);
    const retries = await queuedDeliveries(2);
    const retryCalls = await countCalls(() => deliverBatch(retries));
    expect(retryCalls.BatchGetItem).toBe(1);
  });

  it('a changed subscription is read anew: its new version misses the cache', async () => {
    const [subscription] = await listActiveSubscriptions(tenant.company.id, 'member', 'created');
    const res = await api('PUT', `/api/company/webhooks/${subscription!.id}`, {
      token: tenant.token,
      body: { webhook: { url: `${receiver.url}/moved` } },
    });
    expect(res.status).toBe(200);
    const before = receiver.requests.length;
    const batch = await queuedDeliveries();
    const calls = await countCalls(() => deliverBatch(batch));
    // GetItem: the changed subscription, the only one read (alone, so no BatchGetItem), and the company webhook secret.
    expect(calls).toEqual({ GetItem: 2, UpdateItem: 5 });
    expect(receiver.requests.length - before).toBe(5);
  });
});
