import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deliveryKey } from '../../shared/domains/deliveries/delivery-entity';
import { ensureDelivery, getDelivery, recordAttempt } from '../../shared/domains/deliveries/delivery-store';
import { db, tableName } from '../../shared/platform/db/client';
import { transactWrite } from '../../shared/platform/db/transact';
import { outboxPut, type OutboxRecord } from '../../shared/domains/events/outbox';
import { memberExample } from '../../shared/domains/members/member-payload';
import { findDue } from '../../shared/domains/reconciler/find-due';
import {
  reconcileKeyAttributes,
  reconcilePartition,
  reconcilePartitions,
} from '../../shared/domains/reconciler/reconcile-index';
import type { ReconcileReport } from '../../shared/use-cases/reconcile-pipeline';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant, type Tenant } from '../helpers/tenant';
import { createRep, pipeline, subscribe } from '../helpers/webhooks';

/** Runs the reconciler in the runtime under test, as its schedule would at `now`. */
async function runReconciler(now = new Date()): Promise<ReconcileReport> {
  const response = await fetch(
    `${inject('baseUrl')}/_local/scheduler/run?consumer=reconcilePipeline&now=${now.toISOString()}`,
    { method: 'POST' },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: ReconcileReport }).outcome;
}

const HOUR_AGO = () => new Date(Date.now() - 3600_000);
const memberEvent = (tenant: Tenant, memberId: number, occurredAt: Date) => ({
  companyId: tenant.company.id,
  resource: 'member',
  event: 'created',
  data: { ...memberExample, id: memberId },
  occurredAt,
});

let receiver: Receiver;
beforeAll(async () => (receiver = await startReceiver()));
afterAll(() => receiver.close());

/**
 * Distinct deliveries of the member's event at the receiver. "Once" is one delivery (one id): the
 * same delivery sent again is at-least-once transport, which receivers dedupe on the id, and can
 * happen here when the runtime's scheduled reconciler publishes the record at the same moment.
 */
function deliveryIdsOf(memberId: number): number[] {
  const ids = receiver.requests.map(
    (request) => JSON.parse(request.rawBody) as { id: number; payload: { member?: { id: number } } },
  );
  return [...new Set(ids.filter((body) => body.payload.member?.id === memberId).map((body) => body.id))];
}

describe('pipeline reconciler', () => {
  it('finds a pending delivery that has no message (fan-out crashed after creating it) and delivers it', async () => {
    const tenant = await createTenant();
    const { id: subscriptionId } = await subscribe(tenant.token, receiver.url);
    // What fan-out writes before it enqueues; the crash means the message never existed.
    const detail = {
      event_id: `evt_${randomUUID().replaceAll('-', '')}`,
      company_id: tenant.company.id,
      resource: 'member',
      event: 'created',
      data: {},
      occurred_at: HOUR_AGO().toISOString(),
    };
    const { delivery } = await ensureDelivery(
      detail,
      `subscription:${subscriptionId}`,
      { member: { id: 1 } },
      HOUR_AGO(),
    );

    const report = await runReconciler();

    expect(report.requeued_deliveries).toContain(delivery.id);
    await expect
      .poll(() => receiver.requests.filter((request) => JSON.parse(request.rawBody).id === delivery.id).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(async () => (await getDelivery(delivery))?.status).toBe('delivered');
    expect((await runReconciler()).requeued_deliveries).not.toContain(delivery.id);
  });

  it('keeps a retry further off than 15 minutes in the table and releases it one run before it falls due, delayed to its time', async () => {
    const tenant = await createTenant();
    const { id: subscriptionId } = await subscribe(tenant.token, `${receiver.url}/later`);
    const detail = {
      event_id: `evt_${randomUUID().replaceAll('-', '')}`,
      company_id: tenant.company.id,
      resource: 'member',
      event: 'created',
      data: {},
      occurred_at: new Date().toISOString(),
    };
    const { delivery } = await ensureDelivery(
      detail,
      `subscription:${subscriptionId}`,
      { member: { id: 3 } },
      new Date(),
    );
    const attemptedAt = new Date();
    const dueAt = new Date(attemptedAt.getTime() + 2 * 3600_000);
    // A failed first attempt whose 2 h retry cannot be a delayed SQS message (15 min at most).
    await recordAttempt(
      delivery,
      {
        attempted_at: attemptedAt.toISOString(),
        status_code: 500,
        latency_ms: 5,
        response_body: null,
        error: null,
        next_attempt_at: dueAt.toISOString(),
      },
      'pending',
    );
    const sent = () => receiver.requests.filter((request) => JSON.parse(request.rawBody).id === delivery.id).length;

    expect((await runReconciler()).released_retries).not.toContain(delivery.id);
    const release = await runReconciler(new Date(dueAt.getTime() - 120_000));

    expect(release.released_retries).toContain(delivery.id);
    expect(release.requeued_deliveries).not.toContain(delivery.id);
    await new Promise((r) => setTimeout(r, 1000));
    expect(sent()).toBe(0); // its message waits out the 2 minutes left
    await pipeline.advance(130);
    await expect.poll(sent, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await getDelivery(delivery))?.status).toBe('delivered');
    expect((await runReconciler(dueAt)).released_retries).not.toContain(delivery.id);
  });

  it('finds a stuck delivery whose marker is in the older 4-shard layout (a hash of its id), delivers it, and its marker leaves the old shard', async () => {
    const tenant = await createTenant();
    const { id: subscriptionId } = await subscribe(tenant.token, `${receiver.url}/old-marker`);
    const detail = {
      event_id: `evt_${randomUUID().replaceAll('-', '')}`,
      company_id: tenant.company.id,
      resource: 'member',
      event: 'created',
      data: {},
      occurred_at: HOUR_AGO().toISOString(),
    };
    const { delivery } = await ensureDelivery(
      detail,
      `subscription:${subscriptionId}`,
      { member: { id: 4 } },
      HOUR_AGO(),
    );
    // Where the marker went before the shard count was a table-definition constant: md5 of the id over 4.
    const oldPartition = `RECONCILE#DELIVERY#${createHash('md5').update(String(delivery.id)).digest().readUInt32BE(0) % 4}`;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: deliveryKey(delivery),
        UpdateExpression: 'SET #pk = :old',
        ExpressionAttributeNames: { '#pk': reconcileKeyAttributes.pk },
        ExpressionAttributeValues: { ':old': oldPartition },
      }),
    );
    const markerOf = async () =>
      (await db().send(new GetCommand({ TableName: tableName(), Key: deliveryKey(delivery), ConsistentRead: true })))
        .Item?.[reconcileKeyAttributes.pk];
    expect(await markerOf()).toBe(oldPartition);

    expect((await runReconciler()).requeued_deliveries).toContain(delivery.id);

    await expect
      .poll(() => receiver.requests.filter((request) => JSON.parse(request.rawBody).id === delivery.id).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(async () => (await getDelivery(delivery))?.status).toBe('delivered');
    expect(await markerOf()).not.toBe(oldPartition);
  });

  it('spreads the deliveries of one event over as many DELIVERY shards, all queried, the older shards 0-3 among them', () => {
    const first = 7_000_000_000 * 2048 + 250; // ids minted together (one event's deliveries) are consecutive
    const partitions = Array.from({ length: 50 }, (_, i) => reconcilePartition('DELIVERY', first + i));
    const queried = new Set(reconcilePartitions('DELIVERY'));

    expect(new Set(partitions).size).toBe(50);
    expect(partitions.every((partition) => queried.has(partition))).toBe(true);
    expect([0, 1, 2, 3].every((shard) => queried.has(`RECONCILE#DELIVERY#${shard}`))).toBe(true);
    // A retry held in the table keeps its shard number when it moves between RETRY and DELIVERY.
    expect(reconcilePartition('RETRY', first).split('#')[2]).toBe(partitions[0]!.split('#')[2]);
  });

  it('leaves a pending delivery alone while its next attempt is not overdue by more than the margin', async () => {
    const tenant = await createTenant();
    const { id: subscriptionId } = await subscribe(tenant.token, `${receiver.url}/not-yet`);
    const detail = {
      event_id: `evt_${randomUUID().replaceAll('-', '')}`,
      company_id: tenant.company.id,
      resource: 'member',
      event: 'created',
      data: {},
      occurred_at: new Date().toISOString(),
    };
    const { delivery } = await ensureDelivery(
      detail,
      `subscription:${subscriptionId}`,
      { member: { id: 2 } },
      new Date(Date.now() - 60_000),
    );

    expect((await runReconciler()).requeued_deliveries).not.toContain(delivery.id);
  });

  it('re-publishes an outbox record the relay never published, once, and the receiver gets the event', async () => {
    const tenant = await createTenant();
    await subscribe(tenant.token, receiver.url);
    const memberId = Math.floor(Math.random() * 1e9);
    await pipeline.faults({ relay_paused: true }); // the relay is down: the stream keeps the record
    let report: Awaited<ReturnType<typeof runReconciler>>;
    try {
      await transactWrite([outboxPut(memberEvent(tenant, memberId, HOUR_AGO()))]);
      report = await runReconciler();
      expect(report.republished_events).toHaveLength(1);
      await expect.poll(() => deliveryIdsOf(memberId).length, { timeout: 15_000 }).toBe(1);
    } finally {
      await pipeline.faults({ relay_paused: false });
    }
    expect((await runReconciler()).republished_events).not.toContain(report.republished_events[0]);
    // The relay, back up, publishes the same record too: fan-out absorbs it, no second delivery.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(deliveryIdsOf(memberId)).toHaveLength(1);
  });

  it("the normal path leaves nothing for the reconciler: relayed records go with the relay's next 25, delivered deliveries drop their marker", async () => {
    const tenant = await createTenant();
    await subscribe(tenant.token, receiver.url);
    const member = await createRep(tenant.token);
    await expect
      .poll(() => receiver.requests.some((request) => JSON.parse(request.rawBody).payload.member?.id === member.id), {
        timeout: 15_000,
      })
      .toBe(true);
    // The relay deletes published records 25 to a call (shared/domains/events/retiring-outbox.ts): 25 more
    // events, of a company nobody subscribes to, take the rep's record (held before them) along.
    const quiet = await createTenant();
    await transactWrite(Array.from({ length: 25 }, (_, index) => outboxPut(memberEvent(quiet, index, new Date()))));

    const marked = async () => [
      ...(await findDue('OUTBOX', '9999', 1000)),
      ...(await findDue('DELIVERY', '9999', 1000)),
    ];
    await expect
      .poll(
        async () => (await marked()).filter((item) => (item as Partial<OutboxRecord>).company_id === tenant.company.id),
        { timeout: 15_000 },
      )
      .toEqual([]);
  });
});
