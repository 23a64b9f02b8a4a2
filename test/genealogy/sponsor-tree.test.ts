import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { outboxRecords } from '../members/outbox-records';
import { createChain, createFieldMember, downlineIds, levelCounts, MEMBERS, uplineIds } from './field-members';

const move = (token: string, memberId: string, sponsorId: string | null) =>
  api('PATCH', `${MEMBERS}/${memberId}`, { token, body: { member: { sponsor_id: sponsorId } } });

describe('the sponsor tree', () => {
  it('reads upline, downline by level with counts, and the nested genealogy', async () => {
    const tenant = await createTenant();
    const [a, b, c, d] = await createChain(tenant, 4);
    const b2 = await createFieldMember(tenant, { sponsor_id: a });
    expect(await levelCounts(tenant, a!)).toEqual([2, 1, 1, 0, 0]);
    expect(await downlineIds(tenant, a!, 1)).toEqual([b, b2].sort());
    expect(await downlineIds(tenant, a!, 3)).toEqual([d]);
    expect(await uplineIds(tenant, d!)).toEqual([c, b, a]);
    const genealogy = await api('GET', `${MEMBERS}/${a}/genealogy?levels=2`, { token: tenant.token });
    expect(genealogy.status).toBe(200);
    expect(genealogy.body.meta.truncated).toBe(false);
    const tree = genealogy.body.genealogy;
    expect(tree).toMatchObject({ id: a, has_children: true });
    expect(tree.downline.map((node: { id: string }) => node.id).sort()).toEqual([b, b2].sort());
    const nodeB = tree.downline.find((node: { id: string }) => node.id === b);
    expect(nodeB.downline).toEqual([expect.objectContaining({ id: c, has_children: true, downline: [] })]);
    const clamped = await api('GET', `${MEMBERS}/${a}/genealogy?levels=99`, { token: tenant.token });
    expect(
      clamped.body.genealogy.downline.find((node: { id: string }) => node.id === b).downline[0].downline[0].id,
    ).toBe(d);
  });

  it('moves a member with its downline, refuses cycles, and records the change', async () => {
    const tenant = await createTenant();
    const [a, b, c, d] = await createChain(tenant, 4);
    const moved = await move(tenant.token, c!, a!);
    expect(moved.status).toBe(200);
    expect(moved.body.member.sponsor_id).toBe(a);
    expect(moved.body.sponsor_change_job).toBeNull();
    expect(await levelCounts(tenant, a!)).toEqual([2, 1, 0, 0, 0]);
    expect(await levelCounts(tenant, b!)).toEqual([0, 0, 0, 0, 0]);
    expect(await uplineIds(tenant, d!)).toEqual([c, a]);
    expect(await downlineIds(tenant, a!, 2)).toEqual([d]);

    const cycle = await move(tenant.token, a!, d!);
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors['member.sponsor_id'][0]).toMatch(/cycle/);
    expect((await move(tenant.token, b!, b!)).status).toBe(422);
    const unknown = await move(tenant.token, b!, '123456789');
    expect(unknown.status).toBe(422);

    const history = await api('GET', `${MEMBERS}/${c}/sponsor-changes`, { token: tenant.token });
    expect(history.body.sponsor_changes).toEqual([
      expect.objectContaining({ member_id: c, from_sponsor_id: b, to_sponsor_id: a, job_id: null }),
    ]);
    expect(history.body.sponsor_changes[0].changed_by.token_id).toMatch(/^\d+$/);
    const events = (await outboxRecords(tenant.company.id)).filter((record) => record.event === 'sponsor_changed');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ sponsor_change: { member_id: c, from_sponsor_id: b, to_sponsor_id: a } });

    const toRoot = await move(tenant.token, c!, null);
    expect(toRoot.body.member.sponsor_id).toBeNull();
    expect(await uplineIds(tenant, d!)).toEqual([c]);
    expect(await levelCounts(tenant, a!)).toEqual([1, 0, 0, 0, 0]);
  });

  it('moves a large downline as a tracked job, and holds other moves until it completes', async () => {
    const tenant = await createTenant();
    const [top, other] = [await createFieldMember(tenant), await createFieldMember(tenant)];
    // A chain of 8 under `mover`: deeper than the closure levels, so the job walks a second root.
    const mover = await createFieldMember(tenant, { sponsor_id: top });
    const chain = await createChain(tenant, 8, mover);
    const wide = [
      await createFieldMember(tenant, { sponsor_id: mover }),
      await createFieldMember(tenant, { sponsor_id: mover }),
    ];
    const res = await move(tenant.token, mover, other);
    expect(res.status).toBe(200);
    const job = res.body.sponsor_change_job;
    expect(job).toMatchObject({ status: 'running', total: 7, member_id: mover });
    const busy = await move(tenant.token, wide[0]!, top);
    expect([200, 409]).toContain(busy.status);
    await expect
      .poll(
        async () =>
          (await api('GET', `/api/v2025-06/member-tree-jobs/${job.id}`, { token: tenant.token })).body.job?.status,
        {
          timeout: 20_000,
          interval: 200,
        },
      )
      .toBe('completed');
    const done = await api('GET', `/api/v2025-06/member-tree-jobs/${job.id}`, { token: tenant.token });
    expect(done.body.job).toMatchObject({ done: 7, progress: 1, completed_at: expect.any(String) });
    if (busy.status === 409) expect((await move(tenant.token, wide[0]!, top)).status).toBe(200);
    expect(await uplineIds(tenant, chain[7]!)).toEqual([...chain.slice(0, 7).reverse(), mover, other]);
    expect(await downlineIds(tenant, other, 5)).toEqual([chain[3]]);
    expect(await downlineIds(tenant, top, 1)).toEqual([wide[0]]);
    expect(await downlineIds(tenant, top, 2)).toEqual([]);
    expect(await levelCounts(tenant, other)).toEqual([1, 2, 1, 1, 1]);
    expect(await levelCounts(tenant, top)).toEqual([1, 0, 0, 0, 0]);
    const missing = await api('GET', `/api/v2025-06/member-tree-jobs/tjb_${'0'.repeat(32)}`, { token: tenant.token });
    expect(missing.status).toBe(404);
  });

  it('places reps created on the admin surface as roots (the stream consumer)', async () => {
    const tenant = await createTenant();
    const created = await api('POST', '/api/company/members', {
      token: tenant.token,
      body: {
        member: {
          type: 'rep',
          email: `legacy-${Date.now()}@example.com`,
          first_name: 'Lee',
          username: `lee${Date.now()}`,
          country_code: 'US',
        },
      },
    });
    expect(created.status).toBe(201);
    await expect
      .poll(
        async () => (await api('GET', `${MEMBERS}/${created.body.member.id}/upline`, { token: tenant.token })).status,
        {
          timeout: 10_000,
          interval: 200,
        },
      )
      .toBe(200);
    const child = await createFieldMember(tenant, { sponsor_id: String(created.body.member.id) });
    expect(await uplineIds(tenant, child)).toEqual([String(created.body.member.id)]);
  });
});
