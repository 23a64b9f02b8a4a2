import { describe, expect, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import type { Tenant } from '../helpers/tenant';
import { outboxRecords } from '../members/outbox-records';
import { createFieldMember, MEMBERS } from '../genealogy/field-members';
import { expectQv, orderFor, volumeProduct } from './field-support';

const RANKS = '/api/v2025-06/ranks';
const PERIODS = '/api/v2025-06/periods';

async function createRank(shop: Tenant, rank: Record<string, unknown>) {
  const res = await api('POST', RANKS, { token: shop.token, body: { rank } });
  expect(res.status, res.text).toBe(201);
  return res.body.rank as { id: string; name: string };
}

/** The ids of the members holding a rank this period (filter[rank_id]). */
async function holders(shop: Tenant, rankId: string, period?: string): Promise<string[]> {
  const query = `filter[rank_id]=${rankId}${period ? `&filter[period]=${period}` : ''}`;
  const res = await api('GET', `${MEMBERS}?${query}`, { token: shop.token });
  expect(res.status, res.text).toBe(200);
  return (res.body.members as { id: string }[]).map((member) => member.id).sort();
}

async function rankChanges(shop: Tenant, memberId: string) {
  return (await outboxRecords(shop.company.id))
    .filter((record) => record.event === 'rank_changed' && String(record.data.id) === memberId)
    .map(
      (record) =>
        record.data.rank_change as {
          from_rank: { name: string } | null;
          to_rank: { name: string } | null;
          cause: string;
        },
    );
}

const currentPeriod = () => new Date().toISOString().slice(0, 7);
const nextPeriod = (period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};

describe('ranks', () => {
  it('validates rank definitions: unique order, a lower leg rank, legs need one', async () => {
    const shop = await createShop();
    const bronze = await createRank(shop, { name: 'Bronze', order: 1, min_pv: 10 });
    const taken = await api('POST', RANKS, { token: shop.token, body: { rank: { name: 'Again', order: 1 } } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toHaveProperty('order');
    const noLegRank = await api('POST', RANKS, { token: shop.token, body: { rank: { name: 'X', order: 2, legs: 2 } } });
    expect(noLegRank.status).toBe(422);
    expect(noLegRank.body.errors).toHaveProperty('leg_rank_id');
    const gold = await createRank(shop, { name: 'Gold', order: 3, legs: 2, leg_rank_id: bronze.id });
    const above = await api('PATCH', `${RANKS}/${bronze.id}`, { token: shop.token, body: { rank: { order: 4 } } });
    expect(above.status).toBe(422);
    expect((await api('DELETE', `${RANKS}/${bronze.id}`, { token: shop.token })).status).toBe(422);
    const list = await api('GET', RANKS, { token: shop.token });
    expect(list.body.ranks.map((rank: { name: string }) => rank.name)).toEqual(['Bronze', 'Gold']);
    expect((await api('DELETE', `${RANKS}/${gold.id}`, { token: shop.token })).status).toBe(200);
    expect((await api('GET', `${RANKS}/${gold.id}`, { token: shop.token })).status).toBe(404);
    const other = await createShop();
    expect((await api('GET', `${RANKS}/${bronze.id}`, { token: other.token })).status).toBe(404);
  });

  it('changes ranks at the PV, GV and leg thresholds as volume is credited, then finalises them at period close; later volume goes to the next period', async () => {
    const shop = await createShop();
    const variantId = await volumeProduct(shop, 10);
    const bronze = await createRank(shop, { name: 'Bronze', order: 1, min_pv: 10 });
    const silver = await createRank(shop, { name: 'Silver', order: 2, min_pv: 10, min_gv: 30 });
    const gold = await createRank(shop, {
      name: 'Gold',
      order: 3,
      min_pv: 10,
      min_gv: 30,
      legs: 2,
      leg_rank_id: bronze.id,
    });
    const root = await createFieldMember(shop);
    const a = await createFieldMember(shop, { sponsor_id: root });
    const b = await createFieldMember(shop, { sponsor_id: root });
    const rankOf = async (memberId: string) => {
      for (const rank of [gold, silver, bronze])
        if ((await holders(shop, rank.id)).includes(memberId)) return rank.name;
      return null;
    };
    const expectRank = (memberId: string, name: string | null) =>
      expect.poll(() => rankOf(memberId), { timeout: 60_000, interval: 300 }).toBe(name);

    await orderFor(shop, variantId, a);
    await expectQv(shop, a, [10, 10]);
    await expectRank(a, 'Bronze');
    // Group volume alone does not qualify: the root has no personal volume yet.
    await expectQv(shop, root, [0, 10]);
    expect(await rankOf(root)).toBeNull();

    await orderFor(shop, variantId, root);
    await expectRank(root, 'Bronze');
    await orderFor(shop, variantId, a);
    await expectQv(shop, root, [10, 30]);
    // GV 30 with one qualified leg: Silver, not yet Gold.
    await expectRank(root, 'Silver');
    await orderFor(shop, variantId, b);
    // B's Bronze is the second leg.
    await expectRank(b, 'Bronze');
    await expectRank(root, 'Gold');
    expect(await holders(shop, bronze.id)).toEqual([a, b].sort());
    expect(await holders(shop, gold.id)).toEqual([root]);
    await expect
      .poll(async () => (await rankChanges(shop, root)).map((change) => change.to_rank?.name), { timeout: 30_000 })
      .toEqual(['Bronze', 'Silver', 'Gold']);
    expect((await rankChanges(shop, root)).every((change) => change.cause === 'volume')).toBe(true);

    // A rule changed mid-period applies at the close.
    const raised = await api('PATCH', `${RANKS}/${gold.id}`, { token: shop.token, body: { rank: { min_gv: 1000 } } });
    expect(raised.status).toBe(200);
    expect(await rankOf(root)).toBe('Gold');

    const period = currentPeriod();
    const openExport = await api('GET', `${PERIODS}/${period}/ledger`, { token: shop.token });
    expect(openExport.status).toBe(422);
    const closed = await api('POST', `${PERIODS}/${period}/close`, { token: shop.token });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.period).toMatchObject({ period, status: 'closed', reps_evaluated: 3, rank_changes: 1 });
    expect(await rankOf(root)).toBe('Silver');
    const atClose = (await rankChanges(shop, root)).at(-1)!;
    expect(atClose).toMatchObject({ from_rank: { name: 'Gold' }, to_rank: { name: 'Silver' }, cause: 'period_close' });
    expect((await api('POST', `${PERIODS}/${period}/close`, { token: shop.token })).status).toBe(409);
    expect(
      (await api('POST', `${PERIODS}/${nextPeriod(nextPeriod(period))}/close`, { token: shop.token })).status,
    ).toBe(422);
    expect((await api('GET', `${PERIODS}/${period}`, { token: shop.token })).body.period.status).toBe('closed');

    // The frozen period keeps its totals; new volume goes to the next period and ranks there.
    await orderFor(shop, variantId, b);
    const next = nextPeriod(period);
    await expectQv(shop, b, [10, 10], next);
    await expectQv(shop, b, [10, 10], period);
    await expectQv(shop, root, [10, 40], period);
    await expect.poll(() => holders(shop, bronze.id, next), { timeout: 60_000 }).toEqual([b]);

    // The closed period's ledger, paged: every entry once, adding up to the frozen totals.
    const entries: { rep_id: string; order_id: string; qv: number; group_member_ids: string[] }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?page[limit]=2${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`;
      const page = await api('GET', `${PERIODS}/${period}/ledger${query}`, { token: shop.token });
      expect(page.status, page.text).toBe(200);
      entries.push(...page.body.entries);
      cursor = page.body.meta.pagination.next_cursor;
    } while (cursor);
    expect(entries).toHaveLength(4);
    expect(new Set(entries.map((entry) => entry.order_id)).size).toBe(4);
    expect(entries.reduce((sum, entry) => sum + entry.qv, 0)).toBe(40);
    expect(entries.filter((entry) => entry.rep_id === a).every((entry) => entry.group_member_ids[0] === root)).toBe(
      true,
    );
  }, 240_000);
});
