import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cachedSubscriptionSet,
  forgetSubscriptionSets,
  SUBSCRIPTION_SET_FRESH_MS,
} from '../../shared/domains/deliveries/targets/subscription-sets';
import type { PipelineEventDetail } from '../../shared/domains/events/event-bus';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { createRep, subscribe } from '../helpers/webhooks';

/** Member ids of the member_created envelopes a receiver got. */
const membersAt = (receiver: Receiver) =>
  receiver.requests.map((request) => JSON.parse(request.rawBody).payload.member.id as number);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('the fan-out caches subscription sets and every subscription write invalidates them (over HTTP, through the pipeline)', () => {
  let first: Receiver;
  let second: Receiver;
  beforeEach(async () => {
    [first, second] = await Promise.all([startReceiver(), startReceiver()]);
  });
  afterEach(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('a subscription created right after an event was fanned out receives the very next event, and one deactivated right before an event does not', async () => {
    const tenant = await createTenant();
    const { id: firstId } = await subscribe(tenant.token, first.url);
    // Warms the fan-out's set of this company's member_created subscriptions.
    const warm = await createRep(tenant.token);
    await first.waitFor(1);

    await subscribe(tenant.token, second.url);
    const next = await createRep(tenant.token);
    await second.waitFor(1);
    await first.waitFor(2);
    expect(membersAt(second)).toEqual([next.id]);
    expect(membersAt(first)).toEqual([warm.id, next.id]);

    const off = await api('PUT', `/api/company/webhooks/${firstId}`, {
      token: tenant.token,
      body: { webhook: { active: false } },
    });
    expect(off.status).toBe(200);
    const after = await createRep(tenant.token);
    await second.waitFor(2);
    await settle();
    expect(membersAt(second)).toEqual([next.id, after.id]);
    expect(membersAt(first)).toEqual([warm.id, next.id]);
  });

  it('a subscription whose url was updated right before an event delivers it to the new url', async () => {
    const tenant = await createTenant();
    const { id } = await subscribe(tenant.token, first.url);
    const warm = await createRep(tenant.token);
    await first.waitFor(1);

    // The cached set still names the subscription's old version: only the change event tells the fan-out it moved.
    const moved = await api('PUT', `/api/company/webhooks/${id}`, {
      token: tenant.token,
      body: { webhook: { url: second.url } },
    });
    expect(moved.status).toBe(200);
    const next = await createRep(tenant.token);
    await second.waitFor(1);
    await settle();
    expect(membersAt(second)).toEqual([next.id]);
    expect(membersAt(first)).toEqual([warm.id]);
  });

  it('a deleted subscription receives nothing of the next event', async () => {
    const tenant = await createTenant();
    const { id: firstId } = await subscribe(tenant.token, first.url);
    await subscribe(tenant.token, second.url);
    await createRep(tenant.token);
    await Promise.all([first.waitFor(1), second.waitFor(1)]);

    expect((await api('DELETE', `/api/company/webhooks/${firstId}`, { token: tenant.token })).status).toBe(200);
    await createRep(tenant.token);
    await second.waitFor(2);
    await settle();
    expect(first.requests).toHaveLength(1);
  });
});

describe('cachedSubscriptionSet', () => {
  const companyId = 9_000_000 + Math.floor(Math.random() * 1_000_000);
  const event = (occurredAt: number, resource = 'member'): PipelineEventDetail => ({
    event_id: `evt_${occurredAt}`,
    company_id: companyId,
    resource,
    event: 'created',
    data: {},
    occurred_at: new Date(occurredAt).toISOString(),
  });
  /** A set read that counts its calls and answers `targets`. */
  const reader = (targets = [{ id: 'subscription:1' }]) => {
    const read = async () => {
      read.calls += 1;
      return targets;
    };
    read.calls = 0;
    return read;
  };

  it('answers events that occurred within the freshness bound of the read from the cache, and reads again for a later one', async () => {
    const readAt = Date.parse('2026-01-01T00:00:00Z');
    const read = reader();
    const resource = `fresh-${Math.random()}`;
    expect(await cachedSubscriptionSet(event(readAt - 10, resource), read, () => readAt)).toEqual([
      { id: 'subscription:1' },
    ]);
    await cachedSubscriptionSet(event(readAt + SUBSCRIPTION_SET_FRESH_MS, resource), read, () => readAt + 1);
    expect(read.calls).toBe(1);
    await cachedSubscriptionSet(event(readAt + SUBSCRIPTION_SET_FRESH_MS + 1, resource), read, () => readAt + 2);
    expect(read.calls).toBe(2);
  });

  it('reads again after a change of the same company and event, and only of that one', async () => {
    const now = Date.now();
    const read = reader();
    const [changed, untouched] = [`changed-${Math.random()}`, `untouched-${Math.random()}`];
    await cachedSubscriptionSet(event(now, changed), read);
    await cachedSubscriptionSet(event(now, untouched), read);
    forgetSubscriptionSets([{ companyId, resource: changed, event: 'created' }]);
    await cachedSubscriptionSet(event(now, changed), read);
    await cachedSubscriptionSet(event(now, untouched), read);
    expect(read.calls).toBe(3);
  });

  it('does not keep a set whose read was in flight when a change arrived', async () => {
    const now = Date.now();
    const resource = `racing-${Math.random()}`;
    let calls = 0;
    const racing = async () => {
      calls += 1;
      // The change commits and reaches this container while the Query is answering.
      if (calls === 1) forgetSubscriptionSets([{ companyId, resource, event: 'created' }]);
      return [];
    };
    await cachedSubscriptionSet(event(now, resource), racing);
    await cachedSubscriptionSet(event(now, resource), racing);
    expect(calls).toBe(2);
  });
});
