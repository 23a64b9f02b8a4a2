import { describe, expect, inject, it } from 'vitest';
import { renewalScheduleName } from '../../shared/subscriptions/renewal-schedule';
import { createShop } from '../helpers/checkout';
import { autoshipOffer, pendingRenewal, scheduledInstant, subscribeThroughCheckout, subscriptionsOf } from '../helpers/subscriptions';

/** Sets the local scheduler's injected faults; answers the faults left. */
async function schedulerFaults(faults?: { fail_upserts: Record<string, number> }): Promise<Record<string, number>> {
  const res = await fetch(`${inject('baseUrl')}/_local/scheduler${faults ? '/faults' : ''}`, faults ? { method: 'POST', body: JSON.stringify(faults) } : {});
  if (res.status !== 200) throw new Error(`scheduler faults → ${res.status} ${await res.text()}`);
  return ((await res.json()) as { faults: { fail_upserts: Record<string, number> } }).faults.fail_upserts;
}

describe('a renewal schedule that could not be created after checkout is repaired', () => {
  it('checkout answers its order when the schedule call fails; the ensureRenewalSchedule consumer creates the schedule from the stream', async () => {
    const shop = await createShop();
    const { plan, product } = await autoshipOffer(shop);
    // Every renewal schedule of this shop: the next create fails, as a throttled Scheduler would.
    const prefix = renewalScheduleName(shop.company.id, 0).replace(/0$/, '');
    expect(await schedulerFaults({ fail_upserts: { [prefix]: 1 } })).toMatchObject({ [prefix]: 1 });

    const order = await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }]);
    expect(order.id).toBeGreaterThan(0);
    // Checkout's own call was the one refused.
    expect(await schedulerFaults()).not.toHaveProperty(prefix);
    const [subscription] = await subscriptionsOf(shop);
    expect(subscription).toMatchObject({ status: 'active', origin_order_id: order.id });

    const expected = { due_at: scheduledInstant(subscription.next_billing_at), cycle: 2, input_due_at: subscription.next_billing_at };
    const deadline = Date.now() + 30_000;
    let pending = await pendingRenewal(shop, subscription.id);
    while (pending === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      pending = await pendingRenewal(shop, subscription.id);
    }
    expect(pending).toEqual(expected);
  }, 60_000);
});
