import { describe, expect, inject, it } from 'vitest';
import { renewalScheduleName } from '../../shared/domains/autoship/renewal-schedule';
import { createShop } from '../helpers/checkout';
import {
  autoshipOffer,
  fireRenewal,
  pendingRenewal,
  scheduledInstant,
  subscribeThroughCheckout,
  subscriptionCall,
  subscriptionsOf,
} from '../helpers/subscriptions';
import type { Tenant } from '../helpers/tenant';

type Faults = { fail_upserts?: Record<string, number>; fail_deletes?: Record<string, number> };

/** Sets the local scheduler's injected faults (none: only reads them); answers the faults left. */
async function schedulerFaults(faults?: Faults): Promise<Required<Faults>> {
  const res = await fetch(
    `${inject('baseUrl')}/_local/scheduler${faults ? '/faults' : ''}`,
    faults ? { method: 'POST', body: JSON.stringify(faults) } : {},
  );
  if (res.status !== 200) throw new Error(`scheduler faults → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { faults: Required<Faults> }).faults;
}

/** The scheduler state a subscription's stored state calls for: one schedule at `next_billing_at` for `next_cycle`, or none. */
function scheduleFor(subscription: { next_billing_at: string | null; next_cycle: number }) {
  return subscription.next_billing_at === null
    ? null
    : {
        due_at: scheduledInstant(subscription.next_billing_at),
        cycle: subscription.next_cycle,
        input_due_at: subscription.next_billing_at,
      };
}

/** Waits (30 s at most) until the scheduler holds what the subscription's stored state calls for; asserts it does. */
async function expectRepaired(shop: Tenant, id: number) {
  const subscription = (await subscriptionCall(shop, 'GET', `/${id}`)).body.subscription;
  const expected = scheduleFor(subscription);
  const deadline = Date.now() + 30_000;
  let pending = await pendingRenewal(shop, id);
  while (JSON.stringify(pending) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    pending = await pendingRenewal(shop, id);
  }
  expect(pending).toEqual(expected);
  return subscription;
}

/** A shop with one monthly subscription bought at checkout, its schedule in place. */
async function subscribed() {
  const shop = await createShop();
  const { plan, product } = await autoshipOffer(shop);
  await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }]);
  const [subscription] = await subscriptionsOf(shop);
  expect(await pendingRenewal(shop, subscription.id)).toEqual(scheduleFor(subscription));
  return { shop, subscription };
}

async function ok(response: Promise<{ status: number; text: string; body: any }>) {
  const res = await response;
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/**
 * Each kind of change that moves or removes a subscription's next run: `arrange` brings the
 * subscription to where the change applies, `act` makes the change while the scheduler refuses
 * the schedule call(s) it makes (`fails`), and `expected` is what the change must answer.
 */
const changes: {
  kind: string;
  fails: 'fail_upserts' | 'fail_deletes';
  /** Schedule calls the change makes, all refused. */
  calls?: number;
  arrange?: (shop: Tenant, id: number) => Promise<unknown>;
  act: (shop: Tenant, id: number) => Promise<unknown>;
  expected: Record<string, unknown>;
}[] = [
  {
    kind: 'skip (moved a cycle on)',
    fails: 'fail_upserts',
    act: (shop, id) => ok(subscriptionCall(shop, 'POST', `/${id}/skip`)),
    expected: { subscription: { status: 'active', next_cycle: 3 } },
  },
  {
    kind: 'a new next billing date (moved)',
    fails: 'fail_upserts',
    act: (shop, id) =>
      ok(
        subscriptionCall(shop, 'PATCH', `/${id}`, {
          subscription: { next_billing_at: new Date(Date.now() + 40 * 86_400_000).toISOString() },
        }),
      ),
    expected: { subscription: { status: 'active', next_cycle: 2 } },
  },
  {
    kind: 'pause (removed)',
    fails: 'fail_deletes',
    act: (shop, id) => ok(subscriptionCall(shop, 'POST', `/${id}/pause`)),
    expected: { subscription: { status: 'paused', next_billing_at: null } },
  },
  {
    kind: 'resume (created again)',
    fails: 'fail_upserts',
    arrange: (shop, id) => ok(subscriptionCall(shop, 'POST', `/${id}/pause`)),
    act: (shop, id) => ok(subscriptionCall(shop, 'POST', `/${id}/resume`)),
    expected: { subscription: { status: 'active', next_cycle: 2 } },
  },
  {
    kind: 'cancel now (removed)',
    fails: 'fail_deletes',
    act: (shop, id) => ok(subscriptionCall(shop, 'POST', `/${id}/cancel`, { cancellation: {} })),
    expected: { subscription: { status: 'cancelled', next_billing_at: null } },
  },
  {
    kind: 'a renewal fired by its schedule (the next cycle)',
    fails: 'fail_upserts',
    act: async (shop, id) => {
      const { next_billing_at } = (await subscriptionCall(shop, 'GET', `/${id}`)).body.subscription;
      const fired = await fireRenewal(shop, id, scheduledInstant(next_billing_at));
      return { fired: fired.map((entry) => entry.outcome) };
    },
    expected: { fired: [expect.objectContaining({ outcome: 'renewed' })] },
  },
  {
    kind: 'a payment-method update that retries a past-due cycle (renewed: the next cycle)',
    fails: 'fail_upserts',
    // The update's own move, then the retried renewal's.
    calls: 2,
    arrange: async (shop, id) => {
      await ok(
        subscriptionCall(shop, 'PATCH', `/${id}`, {
          subscription: { payment_method: { type: 'test', token: 'test_decline' } },
        }),
      );
      const { next_billing_at } = (await subscriptionCall(shop, 'GET', `/${id}`)).body.subscription;
      expect(
        (await fireRenewal(shop, id, scheduledInstant(next_billing_at))).map((entry) => entry.outcome?.outcome),
      ).toEqual(['declined']);
    },
    act: (shop, id) =>
      ok(
        subscriptionCall(shop, 'PATCH', `/${id}`, {
          subscription: { payment_method: { type: 'test', token: 'test_ok' } },
        }),
      ),
    expected: { subscription: { status: 'active', next_cycle: 3 }, renewal: { outcome: 'renewed' } },
  },
];

describe('a renewal schedule call that fails after its write committed is repaired from the write’s outbox record', () => {
  it('checkout answers its order when the schedule call fails; the ensureRenewalSchedule consumer creates the schedule from the stream', async () => {
    const shop = await createShop();
    const { plan, product } = await autoshipOffer(shop);
    // Every renewal schedule of this shop: the next create fails, as a throttled Scheduler would.
    const prefix = renewalScheduleName(shop.company.id, 0).replace(/0$/, '');
    expect((await schedulerFaults({ fail_upserts: { [prefix]: 1 } })).fail_upserts).toMatchObject({ [prefix]: 1 });

    const order = await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }]);
    expect(order.id).toBeGreaterThan(0);
    // Checkout's own call was the one refused.
    expect((await schedulerFaults()).fail_upserts).not.toHaveProperty(prefix);
    const [subscription] = await subscriptionsOf(shop);
    expect(subscription).toMatchObject({ status: 'active', origin_order_id: order.id });

    expect(await expectRepaired(shop, subscription.id)).toMatchObject({ next_cycle: 2 });
  }, 60_000);

  it.each(changes)(
    '$kind: answers the committed change, and the scheduler ends up matching the subscription',
    async ({ fails, calls = 1, arrange, act, expected }) => {
      const { shop, subscription } = await subscribed();
      await arrange?.(shop, subscription.id);
      const before = await pendingRenewal(shop, subscription.id);
      const name = renewalScheduleName(shop.company.id, subscription.id);
      expect((await schedulerFaults({ [fails]: { [name]: calls } }))[fails]).toMatchObject({ [name]: calls });

      expect(await act(shop, subscription.id)).toMatchObject(expected);
      // Every schedule call the change made was refused: the schedule it left is the old state's.
      expect((await schedulerFaults())[fails]).not.toHaveProperty(name);

      const after = await expectRepaired(shop, subscription.id);
      expect(scheduleFor(after)).not.toEqual(before);
    },
    90_000,
  );
});
