import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { companyPartition } from '../../shared/domains/company/company-entity';
import { db, tableName } from '../../shared/platform/db/client';
import { deliveryEntity } from '../../shared/domains/deliveries/delivery-entity';
import { allEventDefinitions } from '../../shared/domains/event-catalog/catalog';
import { buildDeliveryPayload } from '../../shared/domains/event-catalog/payload';
import { firstNumericIdAt } from '../../shared/platform/ids';
import { lastDeliveredMarker } from '../../shared/domains/deliveries/last-delivery';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const member = allEventDefinitions().find((definition) => definition.identifier === 'member_updated')!;

/** Delivery ids in this test's range: each `n` lands in shard n mod 16. */
const deliveryId = (n: number) => firstNumericIdAt(Date.UTC(2026, 3, 20)) + n;

function envelope(companyId: number, n: number, timestamp: string) {
  return {
    id: deliveryId(n),
    identifier: `dlv_${n}`,
    name: 'member_updated',
    timestamp,
    payload: buildDeliveryPayload({ companyId, resource: 'member', event: 'updated', data: member.example }),
  };
}

/** A delivery the pipeline delivered: its attempt's write left the last-delivered marker (gsi2) on it. */
async function recordDelivered(companyId: number, resource: string, delivered: ReturnType<typeof envelope>) {
  const record = deliveryEntity.toRecord({
    id: delivered.id,
    company_id: companyId,
    target_id: 'subscription:1',
    event_id: `evt_${delivered.id}`,
    identifier: delivered.identifier,
    name: delivered.name,
    resource,
    event: 'updated',
    occurred_at: delivered.timestamp,
    payload: delivered.payload,
    status: 'delivered',
    attempts: [],
    created_at: delivered.timestamp,
    updated_at: delivered.timestamp,
  });
  const marker = lastDeliveredMarker({ company_id: companyId, id: delivered.id }, resource, delivered.timestamp);
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...record, gsi2pk: marker.pk, gsi2sk: marker.sk } }),
  );
}

async function subscribedTenant() {
  const tenant = await createTenant();
  await api('POST', '/api/company/webhooks', {
    token: tenant.token,
    body: { webhook: { resource: 'member', event: 'updated', url: 'https://hooks.example.com/x', active: false } },
  });
  return tenant;
}

describe('GET /api/company/webhooks/resources/{resource_name}', () => {
  it('answers the most recent delivered envelope of the resource', async () => {
    const tenant = await subscribedTenant();
    const delivered = envelope(tenant.company.id, 11, '2026-04-20T10:00:00.000Z');
    await recordDelivered(tenant.company.id, 'member', delivered);
    const res = await api('GET', '/api/company/webhooks/resources/member', { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...delivered, status: 200, meta: expect.any(Object) });
  });

  it('also accepts the namespaced resource name', async () => {
    const tenant = await subscribedTenant();
    await recordDelivered(tenant.company.id, 'member', envelope(tenant.company.id, 12, '2026-04-20T10:00:00.000Z'));
    const res = await api('GET', `/api/company/webhooks/resources/${encodeURIComponent('Service::Member')}`, {
      token: tenant.token,
    });
    expect(res.body.id).toBe(deliveryId(12));
  });

  it('answers the newest event across the shards, not the one delivered last (a late retry of an older event)', async () => {
    const tenant = await subscribedTenant();
    await recordDelivered(tenant.company.id, 'member', envelope(tenant.company.id, 2, '2026-04-20T10:00:05.000Z'));
    await recordDelivered(tenant.company.id, 'member', envelope(tenant.company.id, 7, '2026-04-20T10:00:01.000Z'));
    await recordDelivered(tenant.company.id, 'member', envelope(tenant.company.id, 1, '2026-04-20T10:00:00.000Z'));
    const res = await api('GET', '/api/company/webhooks/resources/member', { token: tenant.token });
    expect(res.body.id).toBe(deliveryId(2));
  });

  it('still reads the record older deployments wrote, the newer event winning', async () => {
    const tenant = await subscribedTenant();
    const legacy = envelope(tenant.company.id, 30, '2026-04-20T11:00:00.000Z');
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: companyPartition(tenant.company.id),
          sk: 'WEBHOOK_LAST_DELIVERY#member',
          entity: 'webhook_last_delivery',
          envelope: legacy,
        },
      }),
    );
    await recordDelivered(tenant.company.id, 'member', envelope(tenant.company.id, 3, '2026-04-20T10:00:00.000Z'));
    expect((await api('GET', '/api/company/webhooks/resources/member', { token: tenant.token })).body.id).toBe(
      deliveryId(30),
    );
    await recordDelivered(tenant.company.id, 'member', envelope(tenant.company.id, 4, '2026-04-20T12:00:00.000Z'));
    expect((await api('GET', '/api/company/webhooks/resources/member', { token: tenant.token })).body.id).toBe(
      deliveryId(4),
    );
  });

  it.each([
    ['an unknown resource', 'spaceship', true],
    ['a resource the company has no subscription to', 'company_event', true],
    ['a subscribed resource with nothing delivered yet', 'member', false],
  ])('404 {message, status} for %s', async (_case, resource, recordOther) => {
    const tenant = await subscribedTenant();
    if (recordOther)
      await recordDelivered(tenant.company.id, resource, envelope(tenant.company.id, 3, '2026-04-20T10:00:00.000Z'));
    const res = await api('GET', `/api/company/webhooks/resources/${resource}`, { token: tenant.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String), status: 404 });
  });

  it("never shows another company's deliveries", async () => {
    const [owner, other] = await Promise.all([subscribedTenant(), subscribedTenant()]);
    await recordDelivered(owner.company.id, 'member', envelope(owner.company.id, 4, '2026-04-20T10:00:00.000Z'));
    expect((await api('GET', '/api/company/webhooks/resources/member', { token: other.token })).status).toBe(404);
  });
});
