import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/platform/db/client';
import { deliveryEntity, deliveryKey, type Delivery } from '../../shared/domains/deliveries/delivery-entity';
import { DELIVERY_SHARDS, deliveryPartition, deliveryShard } from '../../shared/domains/deliveries/delivery-shards';
import { getDelivery, touchPending } from '../../shared/domains/deliveries/delivery-store';
import { tableDefinition } from '../../shared/platform/db/table-definition';
import { shardUnshardedDeliveries } from '../../scripts/shard-unsharded-deliveries';
import { subscriptionTargetId } from '../../shared/domains/deliveries/targets/subscription-targets';
import { companyPartition } from '../../shared/domains/company/company-entity';
import { firstNumericIdAt, sortableId } from '../../shared/platform/ids';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant, type Tenant } from '../helpers/tenant';
import { subscribe } from '../helpers/webhooks';

/** Ids minted a minute ago onward, in steps chosen by the test so it decides each one's shard. */
const base = firstNumericIdAt(Date.now() - 60_000);
const idIn = (shard: number, nth: number) => base + nth * DELIVERY_SHARDS * 7 + shard;

function delivery(
  companyId: number,
  subscriptionId: number,
  id: number,
  status: Delivery['status'] = 'delivered',
): Delivery {
  const at = new Date().toISOString();
  return {
    id,
    company_id: companyId,
    target_id: subscriptionTargetId(subscriptionId),
    event_id: `evt-${id}`,
    identifier: `whd_${id}`,
    name: 'member_created',
    resource: 'member',
    event: 'created',
    occurred_at: at,
    payload: { member: { id } },
    status,
    attempts: [],
    created_at: at,
    updated_at: at,
  };
}

const store = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));

async function listAll(
  tenant: Tenant,
  subscriptionId: number,
  perPage: number,
): Promise<{ ids: number[]; pages: number; total: number }> {
  const ids: number[] = [];
  let pages = 0;
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await api(
      'GET',
      `/api/company/webhooks/${subscriptionId}/deliveries?page=${page}&per_page=${perPage}`,
      { token: tenant.token },
    );
    expect(res.status).toBe(200);
    total = res.body.meta.pagination.total_count;
    if (res.body.deliveries.length === 0) return { ids, pages, total };
    pages = res.body.meta.pagination.total_pages;
    ids.push(...res.body.deliveries.map((d: { id: number }) => d.id));
  }
}

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe("deliveries are write-sharded per target by id and listed exactly across the target's shards", () => {
  let tenant: Tenant;
  let subscriptionId: number;
  let newestFirst: number[];

  beforeAll(async () => {
    tenant = await createTenant();
    ({ id: subscriptionId } = await subscribe(tenant.token, receiver.url));
    // Uneven on purpose: shard 5 holds 30 of the newest, the other shards a few older ones each,
    // so a page's keys come mostly from one shard and the merge must read past its fair share.
    const ids = [
      ...Array.from({ length: 30 }, (_, nth) => idIn(5, 100 + nth)),
      ...Array.from({ length: DELIVERY_SHARDS }, (_, shard) => [idIn(shard, 1), idIn(shard, 2)]).flat(),
    ];
    await Promise.all(ids.map((id) => store(deliveryEntity.toRecord(delivery(tenant.company.id, subscriptionId, id)))));
    newestFirst = [...ids].sort((a, b) => b - a);
  });

  it("stores each delivery under its target's shard: COMPANY#<id>#TARGET#<target>#DELIVERIES#<id mod shards>, read back with one GetItem", async () => {
    const id = idIn(11, 1);
    const target_id = subscriptionTargetId(subscriptionId);
    expect(deliveryKey({ company_id: tenant.company.id, target_id, id })).toEqual({
      pk: `${companyPartition(tenant.company.id)}#TARGET#${target_id}#DELIVERIES#11`,
      sk: `DELIVERY#${sortableId(id)}`,
    });
    expect(deliveryShard(id)).toBe(11);
    expect((await getDelivery({ company_id: tenant.company.id, target_id, id }))?.id).toBe(id);
  });

  it('another subscription of the company does not find the delivery (its key names the target)', async () => {
    const { id: otherId } = await subscribe(tenant.token, receiver.url);
    const res = await api('GET', `/api/company/webhooks/${otherId}/deliveries/${newestFirst[0]}`, {
      token: tenant.token,
    });
    expect(res.status).toBe(404);
  });

  // Every page reads all shards: a few pages each, so the suite stays fast on a loaded machine.
  it.each([7, 25, 100])(
    'per_page=%i: the pages together are every delivery once, newest first, with an exact total',
    { timeout: 120_000 },
    async (perPage) => {
      const { ids, pages, total } = await listAll(tenant, subscriptionId, perPage);
      expect(ids).toEqual(newestFirst);
      expect(total).toBe(newestFirst.length);
      expect(pages).toBe(Math.ceil(newestFirst.length / perPage));
    },
  );

  it('a page past the end is empty and still counts every delivery', async () => {
    const res = await api(
      'GET',
      `/api/company/webhooks/${subscriptionId}/deliveries?page=${Math.ceil(newestFirst.length / 25) + 2}&per_page=25`,
      { token: tenant.token },
    );
    expect(res.body.deliveries).toEqual([]);
    expect(res.body.meta.pagination).toMatchObject({
      total_count: newestFirst.length,
      total_pages: Math.ceil(newestFirst.length / 25),
    });
  });

  it('GET of one delivery finds it in its shard', async () => {
    const id = newestFirst[3]!;
    const res = await api('GET', `/api/company/webhooks/${subscriptionId}/deliveries/${id}`, { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.delivery.id).toBe(id);
  });

  it("recovery resends the failed deliveries of every shard, not only one shard's", async () => {
    const failed = [idIn(2, 50), idIn(9, 50), idIn(14, 51)];
    await Promise.all(
      failed.map((id) => store(deliveryEntity.toRecord(delivery(tenant.company.id, subscriptionId, id, 'failed')))),
    );
    const res = await api('POST', `/api/company/webhooks/${subscriptionId}/deliveries/recover`, {
      token: tenant.token,
      body: { since: new Date(Date.now() - 3600_000).toISOString() },
    });
    expect(res.status).toBe(202);
    expect(res.body.delivery_ids).toEqual([...failed].sort((a, b) => a - b));
  });
});

describe("migration of a deployed table: deliveries of the older layouts move to their target's shards", () => {
  it('moves each delivery once (unsharded and sharded per company alike), after which the lists and lookups find every one and a second pass finds none', async () => {
    const tenant = await createTenant();
    const { id: subscriptionId } = await subscribe(tenant.token, receiver.url);
    const ids = Array.from({ length: 20 }, (_, nth) => idIn(nth % DELIVERY_SHARDS, 200 + nth));
    const company = companyPartition(tenant.company.id);
    const target = subscriptionTargetId(subscriptionId);
    // Half in the layout before sharding (the company partition), half sharded per company; both
    // carried the per-target index the lists read then.
    await Promise.all(
      ids.map((id, nth) => {
        const record = deliveryEntity.toRecord(delivery(tenant.company.id, subscriptionId, id));
        const older =
          nth % 2
            ? { pk: company, gsi1pk: `${company}#TARGET#${target}#DELIVERIES` }
            : {
                pk: `${company}#DELIVERIES#${deliveryShard(id)}`,
                gsi1pk: `${company}#TARGET#${target}#DELIVERIES#${deliveryShard(id)}`,
              };
        return store({ ...record, ...older, gsi1sk: record.sk });
      }),
    );
    expect((await listAll(tenant, subscriptionId, 25)).ids).toEqual([]);

    const pass = await shardUnshardedDeliveries();

    expect(pass.moved).toBeGreaterThanOrEqual(ids.length);
    const { ids: listed, total } = await listAll(tenant, subscriptionId, 8);
    expect(listed).toEqual([...ids].sort((a, b) => b - a));
    expect(total).toBe(ids.length);
    const one = await api('GET', `/api/company/webhooks/${subscriptionId}/deliveries/${ids[0]}`, {
      token: tenant.token,
    });
    expect(one.body.delivery).toMatchObject({ id: ids[0], status: 'delivered' });
    // Other test files create no unsharded deliveries, so a second pass over the whole table finds none.
    expect(await shardUnshardedDeliveries()).toEqual({ found: 0, moved: 0, changed: 0 });
  });
});

describe('raising the shard count: deliveries written under a former count stay at their keys and are still found', () => {
  let tenant: Tenant;
  let subscriptionId: number;
  let target: string;
  let newestFirst: number[];
  /** Ids written as before the switch, at id mod the former count, where that is not their current key. */
  let atFormerKey: number[];

  const itemAt = async (pk: string, id: number) =>
    (
      await db().send(
        new GetCommand({ TableName: tableName(), Key: { pk, sk: `DELIVERY#${sortableId(id)}` }, ConsistentRead: true }),
      )
    ).Item;

  beforeAll(async () => {
    tenant = await createTenant();
    ({ id: subscriptionId } = await subscribe(tenant.token, receiver.url));
    target = subscriptionTargetId(subscriptionId);
    // Interleaved in time: every other delivery as the former layout wrote it, the rest as now.
    const ids = Array.from({ length: 40 }, (_, nth) => idIn((nth * 13) % DELIVERY_SHARDS, 300 + nth));
    const former = ids.filter((_, nth) => nth % 2 === 0);
    await Promise.all(
      ids.map((id) => {
        const record = deliveryEntity.toRecord(delivery(tenant.company.id, subscriptionId, id, 'failed'));
        return store(
          former.includes(id)
            ? { ...record, pk: deliveryPartition(tenant.company.id, target, id % formerCount) }
            : record,
        );
      }),
    );
    newestFirst = [...ids].sort((a, b) => b - a);
    atFormerKey = former.filter((id) => id % formerCount !== deliveryShard(id));
    expect(atFormerKey.length).toBeGreaterThan(5);
  });

  const formerCount = tableDefinition.formerDeliveryShards[0];

  it('every former count divides the current one, so its keys are among the shards a list queries', () => {
    for (const count of tableDefinition.formerDeliveryShards) expect(DELIVERY_SHARDS % count).toBe(0);
  });

  it.each([7, 25])(
    'per_page=%i: the pages list former and current deliveries together, each once, newest first, with an exact total',
    { timeout: 120_000 },
    async (perPage) => {
      const { ids, total } = await listAll(tenant, subscriptionId, perPage);
      expect(ids).toEqual(newestFirst);
      expect(total).toBe(newestFirst.length);
    },
  );

  it('GET of a delivery stored under its former key finds it', async () => {
    const id = atFormerKey[0]!;
    const res = await api('GET', `/api/company/webhooks/${subscriptionId}/deliveries/${id}`, { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.delivery).toMatchObject({ id, status: 'failed' });
  });

  it('a resend of one stored under its former key is sent and its attempt recorded there, never at its current key', {
    timeout: 60_000,
  }, async () => {
    const id = atFormerKey[1]!;
    const res = await api('POST', `/api/company/webhooks/${subscriptionId}/deliveries/${id}/resend`, {
      token: tenant.token,
    });
    expect(res.status).toBe(202);
    await expect
      .poll(() => receiver.requests.filter((request) => JSON.parse(request.rawBody).id === id).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await expect
      .poll(async () => (await itemAt(deliveryPartition(tenant.company.id, target, id % formerCount), id))?.status, {
        timeout: 15_000,
      })
      .toBe('delivered');
    expect((await itemAt(deliveryPartition(tenant.company.id, target, id % formerCount), id))?.attempts).toHaveLength(
      1,
    );
    expect(await itemAt(deliveryPartition(tenant.company.id, target, deliveryShard(id)), id)).toBeUndefined();
    expect((await listAll(tenant, subscriptionId, 25)).total).toBe(newestFirst.length);
  });

  it("the reconciler's touch of a pending one writes it at its former key, and a stale read is refused without writing anywhere", async () => {
    const id = atFormerKey[2]!;
    const pending = {
      ...delivery(tenant.company.id, subscriptionId, id, 'pending'),
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const formerPk = deliveryPartition(tenant.company.id, target, id % formerCount);
    await store({ ...deliveryEntity.toRecord(pending), pk: formerPk });

    expect(await touchPending(pending, new Date('2026-01-01T00:10:00.000Z'))).toBe(true);
    expect(await touchPending(pending, new Date('2026-01-01T00:20:00.000Z'))).toBe(false);

    expect((await itemAt(formerPk, id))?.updated_at).toBe('2026-01-01T00:10:00.000Z');
    expect(await itemAt(deliveryPartition(tenant.company.id, target, deliveryShard(id)), id)).toBeUndefined();
  });
});
