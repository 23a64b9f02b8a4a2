import { describe, expect, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import { createEvent } from '../helpers/company-events';
import { api } from '../helpers/http';
import type { Tenant } from '../helpers/tenant';
import { signIn } from '../identity/support';
import { createFieldMember, MEMBERS } from '../genealogy/field-members';
import { expectQv, orderFor, volumeProduct } from './field-support';

const ME = '/api/v2025-06/me';

async function sessionOf(shop: Tenant, memberId: string): Promise<string> {
  const email = (await api('GET', `${MEMBERS}/${memberId}`, { token: shop.token })).body.member.email as string;
  const token = await signIn(email);
  expect(token).toMatch(/^mss_/);
  return token;
}

describe("the rep's own API (member session)", () => {
  it('shows a rep its profile, its own downline, the orders credited to it and its country’s events, and nothing beyond', async () => {
    const shop = await createShop();
    const variantId = await volumeProduct(shop, 10);
    const bronze = await api('POST', '/api/v2025-06/ranks', {
      token: shop.token,
      body: { rank: { name: 'Bronze', order: 1, min_pv: 10 } },
    });
    expect(bronze.status).toBe(201);
    const root = await createFieldMember(shop);
    const a = await createFieldMember(shop, { sponsor_id: root, first_name: 'Ada' });
    const b = await createFieldMember(shop, { sponsor_id: root });
    const a1 = await createFieldMember(shop, { sponsor_id: a });
    const b1 = await createFieldMember(shop, { sponsor_id: b });
    // The reps live in the shop's home country (CA): its events, not another country's, nor a draft.
    const homeEvent = await createEvent(shop, { title: 'CA kickoff', available_countries: ['CA'] });
    await createEvent(shop, { title: 'US kickoff', available_countries: ['US'] });
    await createEvent(shop, { title: 'CA draft', status: 'inactive', available_countries: ['CA'] });

    const aOrder = await orderFor(shop, variantId, a);
    const rootOrder = await orderFor(shop, variantId, root);
    const a1Order = await orderFor(shop, variantId, a1);
    await orderFor(shop, variantId, b);
    await expectQv(shop, a, [10, 20]);
    await expectQv(shop, root, [10, 40]);

    const session = await sessionOf(shop, a);
    const me = await api('GET', ME, { token: session });
    expect(me.status, me.text).toBe(200);
    expect(me.body.member).toMatchObject({ id: a, name: expect.stringContaining('Ada') });
    expect(me.body.sponsor).toMatchObject({ id: root });
    expect(me.body.current_period).toMatchObject({ rank: { name: 'Bronze' }, pv: { qv: 10 }, gv: { qv: 20 } });
    expect(me.body.last_period).toMatchObject({ rank: null, pv: { qv: 0 }, gv: { qv: 0 } });
    expect(me.body.team_counts.map((level: { count: number }) => level.count)).toEqual([1, 0, 0, 0, 0]);

    const downline = await api('GET', `${ME}/downline`, { token: session });
    expect(downline.status).toBe(200);
    expect(downline.body.members.map((member: { id: string }) => member.id)).toEqual([a1]);
    expect((await api('GET', `${ME}/downline?member_id=${a1}`, { token: session })).status).toBe(200);
    // A sibling, a sibling's downline, the upline: as if they did not exist.
    for (const outside of [b, b1, root]) {
      const res = await api('GET', `${ME}/downline?member_id=${outside}`, { token: session });
      expect(res.status, outside).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(outside === b1 ? b1 : `"id":"${outside}"`);
    }

    const orders = await api('GET', `${ME}/orders`, { token: session });
    expect(orders.status).toBe(200);
    expect(orders.body.orders).toEqual([
      expect.objectContaining({ order_id: String(aOrder.id), kind: 'placed', cv: 10, qv: 10 }),
    ]);
    const seen = JSON.stringify(orders.body);
    for (const other of [rootOrder, a1Order]) expect(seen).not.toContain(String(other.id));

    const events = await api('GET', `${ME}/events`, { token: session });
    expect(events.status).toBe(200);
    expect(events.body.events.map((event: { id: number }) => event.id)).toEqual([homeEvent.id]);

    // Everything else still answers 403 to a member session.
    for (const [method, path] of [
      ['GET', MEMBERS],
      ['GET', `${MEMBERS}/${b}/downline`],
      ['GET', `${MEMBERS}/${root}/volume`],
      ['GET', '/api/v2025-06/ranks'],
      ['POST', '/api/v2025-06/periods/2026-01/close'],
      ['GET', '/api/v202604/orders'],
    ] as const)
      expect((await api(method, path, { token: session })).status, path).toBe(403);

    // The rep routes take only a member session.
    expect((await api('GET', ME, { token: shop.token })).status).toBe(403);
    expect((await api('GET', ME)).status).toBe(401);

    // Another company's rep sees its own company only.
    const other = await createShop();
    const stranger = await createFieldMember(other);
    const strangerSession = await sessionOf(other, stranger);
    const theirs = await api('GET', `${ME}/downline?member_id=${a}`, { token: strangerSession });
    expect(theirs.status).toBe(404);
    const strangerOrders = await api('GET', `${ME}/orders`, { token: strangerSession });
    expect(strangerOrders.body.orders).toEqual([]);
    const strangerMe = await api('GET', ME, { token: strangerSession });
    expect(strangerMe.body.member.id).toBe(stranger);
    expect(strangerMe.body.sponsor).toBeNull();
  }, 240_000);
});
