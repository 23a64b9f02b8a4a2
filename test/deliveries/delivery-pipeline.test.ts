import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureDelivery, recordAttempt } from '../../shared/domains/deliveries/delivery-store';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from '../../shared/domains/deliveries/retry-schedule';
import { verifyDelivery } from '../../shared/sdk/verify/verify-delivery';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { createRep, pipeline, subscribe } from '../helpers/webhooks';

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

const envelopeOf = (index: number) => JSON.parse(receiver.requests[index]!.rawBody);

describe('webhook delivery pipeline (outbox → stream → bus → queues → receiver)', () => {
  it('delivers exactly one correctly signed member_created that verifyDelivery accepts, and inspect returns it', async () => {
    const tenant = await createTenant();
    const { authToken } = await subscribe(tenant.token, receiver.url);
    const member = await createRep(tenant.token);

    const [request] = await receiver.waitFor(1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.requests).toHaveLength(1);
    const verified = verifyDelivery(request!.rawBody, request!.headers, authToken);
    expect(verified).toMatchObject({ ok: true });
    expect(request!.headers['x-service-token']).toBe(authToken);
    expect(request!.headers.auth_token).toBe(authToken);
    expect(request!.headers['x-service-shop']).toBe(tenant.company.subdomain);
    const envelope = envelopeOf(0);
    expect(envelope).toMatchObject({
      id: expect.any(Number),
      name: 'member_created',
      payload: {
        member: { id: member.id },
        event_name: 'member_created',
        company_id: tenant.company.id,
        resource: 'member',
        event: 'created',
      },
    });

    const inspect = await api('GET', '/api/company/webhooks/resources/member', { token: tenant.token });
    expect(inspect.status).toBe(200);
    expect(JSON.stringify(inspect.body)).toContain(String(envelope.id));
  });
});

describe('fan-out', () => {
  it('one event to 30 subscriptions yields 30 deliveries with distinct ids, each delivered once', async () => {
    const tenant = await createTenant();
    for (let i = 0; i < 30; i++) await subscribe(tenant.token, `${receiver.url}/${i}`);
    await createRep(tenant.token);
    await receiver.waitFor(30, 20_000);
    await new Promise((r) => setTimeout(r, 1000));
    const ids = receiver.requests.map((request) => JSON.parse(request.rawBody).id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });
});

describe('retries', () => {
  it('receiver down for the first attempts, then up → delivered, with the same id on every attempt', async () => {
    const tenant = await createTenant();
    const { id: subscriptionId } = await subscribe(tenant.token, receiver.url);
    receiver.respond = (_request, index) =>
      index < 2 ? { status: 503, body: 'down for maintenance' } : { status: 200 };
    await createRep(tenant.token);

    await receiver.waitFor(1);
    await advanceUntilReceived(2, 6); // past the 5 s (±10 %) first backoff
    await advanceUntilReceived(3, 5 * 60 * 1.1); // past the 5 min second backoff

    const ids = receiver.requests.map((request) => JSON.parse(request.rawBody).id);
    expect(new Set(ids).size).toBe(1);
    const timestamps = receiver.requests.map((request) => request.headers['x-service-timestamp']);
    expect(timestamps.every(Boolean)).toBe(true);

    const log = await waitForDelivery(tenant.token, subscriptionId, (delivery) => delivery.status === 'delivered');
    expect(log.attempts.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([503, 503, 200]);
    expect(log.attempts[0].response_body).toBe('down for maintenance');
    expect(log.attempts[0].next_attempt_at).not.toBeNull();
  });

  it('410 Gone deactivates the subscription and stops retrying', async () => {
    const tenant = await createTenant();
    const { id } = await subscribe(tenant.token, receiver.url);
    receiver.respond = () => ({ status: 410 });
    await createRep(tenant.token);
    await receiver.waitFor(1);
    await expect
      .poll(
        async () => (await api('GET', `/api/company/webhooks/${id}`, { token: tenant.token })).body.webhook.active,
        { timeout: 5000 },
      )
      .toBe(false);
    await pipeline.advance(3600);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.requests).toHaveLength(1);
  });

  it('retries over 15 minutes off wait in the table: the reconciler releases the last one when due; after it the delivery is failed and its message lands in the DLQ', async () => {
    const tenant = await createTenant();
    const { id: subscriptionId } = await subscribe(tenant.token, receiver.url);
    receiver.respond = () => ({ status: 500 });
    // Attempts 1-7 at the times the schedule put them (about 28 h), counted back from the 8th's due time a minute ago: the 7th scheduled it 10 h ahead, so it waits in the table.
    const due = Date.now() - 60_000;
    const attemptTimes = RETRY_DELAYS_SECONDS.map(
      (_, index) => due - RETRY_DELAYS_SECONDS.slice(index).reduce((sum, delay) => sum + delay, 0) * 1000,
    );
    const detail = {
      event_id: `evt_${randomUUID().replaceAll('-', '')}`,
      company_id: tenant.company.id,
      resource: 'member',
      event: 'created',
      data: {},
      occurred_at: new Date(attemptTimes[0]!).toISOString(),
    };
    const { delivery: created } = await ensureDelivery(
      detail,
      `subscription:${subscriptionId}`,
      { member: { id: 1 } },
      new Date(attemptTimes[0]!),
    );
    for (const [index, at] of attemptTimes.entries()) {
      const attempt = {
        attempted_at: new Date(at).toISOString(),
        status_code: 500,
        latency_ms: 5,
        response_body: null,
        error: null,
        next_attempt_at: new Date(at + RETRY_DELAYS_SECONDS[index]! * 1000).toISOString(),
      };
      await recordAttempt(created, attempt, 'pending');
    }

    const report = await pipeline.reconcile();

    expect(report.outcome.released_retries).toContain(created.id);
    await receiver.waitFor(1);
    const delivery = await waitForDelivery(tenant.token, subscriptionId, (d) => d.status === 'failed');
    expect(delivery.attempts).toHaveLength(MAX_ATTEMPTS);
    await expect
      .poll(
        async () =>
          (await pipeline.state()).queues.deliveries.dlq.some(
            (message: { delivery_id: number }) => message.delivery_id === delivery.id,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(receiver.requests).toHaveLength(1);
  }, 60_000);
});

describe('at-least-once under crashes', () => {
  it.each([
    ['the relay publishes but crashes before acknowledging the stream batch', { relay_ack_drops: 1 }],
    ['fan-out enqueues deliveries but crashes before deleting its message', { fan_out_ack_drops: 1 }],
  ])('%s → the receiver sees only duplicates of the same id, never a lost event', async (_case, fault) => {
    const tenant = await createTenant();
    await subscribe(tenant.token, receiver.url);
    await pipeline.faults(fault);
    await createRep(tenant.token);
    await receiver.waitFor(1);
    await pipeline.advance(200); // let a re-received fan-out message reappear
    await new Promise((r) => setTimeout(r, 1500));
    const ids = new Set(receiver.requests.map((request) => JSON.parse(request.rawBody).id));
    expect(ids.size).toBe(1);
  });

  it('resend delivers the same id again; recover resends every failed delivery since a time', async () => {
    const tenant = await createTenant();
    const { id: subscriptionId } = await subscribe(tenant.token, receiver.url);
    const since = new Date().toISOString();
    await createRep(tenant.token);
    await receiver.waitFor(1);
    const delivery = await waitForDelivery(tenant.token, subscriptionId, (d) => d.status === 'delivered');

    const resend = await api('POST', `/api/company/webhooks/${subscriptionId}/deliveries/${delivery.id}/resend`, {
      token: tenant.token,
    });
    expect(resend.status).toBe(202);
    await receiver.waitFor(2);
    expect(JSON.parse(receiver.requests[1]!.rawBody).id).toBe(delivery.id);

    const recover = await api('POST', `/api/company/webhooks/${subscriptionId}/deliveries/recover`, {
      token: tenant.token,
      body: { since },
    });
    expect(recover.status).toBe(202);
    expect(recover.body.recovered).toBe(0); // nothing failed
  });
});

/**
 * Advances the queues' clock by `seconds` until the receiver has `count` requests (retries due
 * within 15 minutes are delayed queue messages). Repeating the step covers the moment between an
 * attempt reaching the receiver and its retry being queued. Each jump waits (a few seconds at
 * most) for the deliveries queue to hold nothing in flight: jumping past the visibility timeout
 * while the previous attempt's message is still being handled would hand it over a second time.
 */
async function advanceUntilReceived(count: number, seconds: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (receiver.requests.length < count && Date.now() < deadline) {
    await expect
      .poll(async () => (await pipeline.state()).queues.deliveries.in_flight, { timeout: 3_000, interval: 50 })
      .toBe(0)
      .catch(() => undefined);
    await pipeline.advance(seconds);
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(receiver.requests.length).toBeGreaterThanOrEqual(count);
}

async function waitForDelivery(token: string, subscriptionId: number, done: (delivery: any) => boolean): Promise<any> {
  let found: any;
  await expect
    .poll(
      async () => {
        const res = await api('GET', `/api/company/webhooks/${subscriptionId}/deliveries`, { token });
        found = res.body.deliveries?.[0];
        return found !== undefined && done(found);
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return found;
}
