import { describe, expect, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import {
  autoshipOffer,
  expectPendingRenewal,
  fireRenewal,
  renewalOrders,
  scheduledInstant,
  subscribeThroughCheckout,
  subscriptionCall,
  subscriptionsOf,
} from '../helpers/subscriptions';
import type { Tenant } from '../helpers/tenant';

/** A shop with one monthly subscription bought at checkout (in UTC, the default shop zone). */
async function subscribed(plan: Record<string, unknown> = {}) {
  const shop = await createShop();
  const offer = await autoshipOffer(shop, plan);
  await subscribeThroughCheckout(shop, [{ product: offer.product, quantity: 1, planId: offer.plan.id }]);
  const [subscription] = await subscriptionsOf(shop);
  return { shop, subscription };
}

/** The scheduler's state for a subscription after an operation: exactly its `next_billing_at` and `next_cycle`, or nothing. */
async function expectScheduledAs(
  shop: Tenant,
  subscription: { id: number; next_billing_at: string | null; next_cycle: number },
) {
  const expected =
    subscription.next_billing_at === null
      ? null
      : {
          due_at: scheduledInstant(subscription.next_billing_at),
          cycle: subscription.next_cycle,
          input_due_at: subscription.next_billing_at,
        };
  await expectPendingRenewal(shop, subscription.id, expected);
}

/** The same wall time `months` later (UTC shop). */
function monthsAfter(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(Math.min(day, new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()));
  return date.toISOString();
}

describe('every subscription change moves or removes its one renewal schedule', () => {
  it('skip moves the schedule to the next anchored cycle; pause removes it; resume puts it back at the first anchored date ahead', async () => {
    const { shop, subscription } = await subscribed();
    await expectScheduledAs(shop, subscription);

    const skipped = (await subscriptionCall(shop, 'POST', `/${subscription.id}/skip`)).body.subscription;
    expect(skipped).toMatchObject({
      status: 'active',
      next_cycle: 3,
      next_billing_at: monthsAfter(subscription.next_billing_at, 1),
    });
    await expectScheduledAs(shop, skipped);

    const paused = (await subscriptionCall(shop, 'POST', `/${subscription.id}/pause`)).body.subscription;
    expect(paused).toMatchObject({ status: 'paused', pause_reason: 'merchant', next_billing_at: null });
    await expectScheduledAs(shop, paused);
    // Nothing left to fire, even long after the date the schedule had.
    expect(await fireRenewal(shop, subscription.id, monthsAfter(skipped.next_billing_at, 1))).toEqual([]);

    const resumed = (await subscriptionCall(shop, 'POST', `/${subscription.id}/resume`)).body.subscription;
    expect(resumed).toMatchObject({ status: 'active', next_cycle: 3, next_billing_at: skipped.next_billing_at });
    await expectScheduledAs(shop, resumed);

    // The moved schedule bills the skipped-to cycle; the next one follows the anchor.
    const fired = await fireRenewal(shop, subscription.id, scheduledInstant(resumed.next_billing_at));
    expect(fired.map((entry) => entry.outcome?.outcome)).toEqual(['renewed']);
    const renewed = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(renewed).toMatchObject({
      cycles_completed: 2,
      next_cycle: 4,
      next_billing_at: monthsAfter(subscription.next_billing_at, 2),
    });
    await expectScheduledAs(shop, renewed);
    expect((await renewalOrders(shop, subscription.id)).map((order) => order.renewal.cycle)).toEqual([3]);
  }, 90_000);

  it('a new next billing date moves the schedule there and re-anchors the cycles after it', async () => {
    const { shop, subscription } = await subscribed();
    const moved = new Date(Date.parse(subscription.next_billing_at) + 10 * 86_400_000 + 1234).toISOString();
    const patched = (
      await subscriptionCall(shop, 'PATCH', `/${subscription.id}`, { subscription: { next_billing_at: moved } })
    ).body.subscription;
    // Billing times have second precision (rounded up, never early).
    expect(patched).toMatchObject({ next_cycle: 2, next_billing_at: scheduledInstant(moved) });
    await expectScheduledAs(shop, patched);
    // The old time fires nothing.
    expect(await fireRenewal(shop, subscription.id, scheduledInstant(subscription.next_billing_at))).toEqual([]);

    expect(
      (await fireRenewal(shop, subscription.id, patched.next_billing_at)).map((entry) => entry.outcome?.outcome),
    ).toEqual(['renewed']);
    const renewed = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(renewed).toMatchObject({ next_cycle: 3, next_billing_at: monthsAfter(patched.next_billing_at, 1) });
    await expectScheduledAs(shop, renewed);

    // A date in the past is refused and leaves the schedule alone.
    const refused = await subscriptionCall(shop, 'PATCH', `/${subscription.id}`, {
      subscription: { next_billing_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(refused.status).toBe(422);
    await expectScheduledAs(shop, renewed);
  }, 90_000);

  it('cancel now removes the schedule; cancelling again is a 409', async () => {
    const { shop, subscription } = await subscribed();
    const cancelled = (await subscriptionCall(shop, 'POST', `/${subscription.id}/cancel`, { cancellation: {} })).body
      .subscription;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'merchant', next_billing_at: null });
    await expectScheduledAs(shop, cancelled);
    expect((await subscriptionCall(shop, 'POST', `/${subscription.id}/cancel`, { cancellation: {} })).status).toBe(409);
    expect(await fireRenewal(shop, subscription.id, scheduledInstant(subscription.next_billing_at))).toEqual([]);
    expect(await renewalOrders(shop, subscription.id)).toEqual([]);
  }, 60_000);

  it('cancel at period end keeps the schedule where it was; when it fires the subscription cancels instead of billing, leaving no schedule', async () => {
    const { shop, subscription } = await subscribed();
    const marked = (
      await subscriptionCall(shop, 'POST', `/${subscription.id}/cancel`, { cancellation: { at_period_end: true } })
    ).body.subscription;
    expect(marked).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      next_billing_at: subscription.next_billing_at,
    });
    await expectScheduledAs(shop, marked);

    const fired = await fireRenewal(shop, subscription.id, scheduledInstant(marked.next_billing_at));
    expect(fired.map((entry) => entry.outcome)).toEqual([
      expect.objectContaining({ outcome: 'cancelled', order_id: null }),
    ]);
    const after = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(after).toMatchObject({ status: 'cancelled', next_billing_at: null, cycles_completed: 1 });
    await expectScheduledAs(shop, after);
    expect(await renewalOrders(shop, subscription.id)).toEqual([]);
  }, 60_000);

  it('the plan’s last cycle, fired by its schedule, expires the subscription and leaves no schedule', async () => {
    const { shop, subscription } = await subscribed({ allow_max_billing_cycles: true, max_billing_cycles: 3 });
    const second = await fireRenewal(shop, subscription.id, scheduledInstant(subscription.next_billing_at));
    expect(second.map((entry) => entry.outcome?.outcome)).toEqual(['renewed']);
    const afterSecond = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(afterSecond).toMatchObject({ status: 'active', cycles_completed: 2, next_cycle: 3 });
    await expectScheduledAs(shop, afterSecond);

    const third = await fireRenewal(shop, subscription.id, scheduledInstant(afterSecond.next_billing_at));
    expect(third.map((entry) => entry.outcome?.outcome)).toEqual(['renewed']);
    const expired = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(expired).toMatchObject({ status: 'expired', cycles_completed: 3, next_billing_at: null });
    await expectScheduledAs(shop, expired);
    expect((await renewalOrders(shop, subscription.id)).map((order) => order.renewal.cycle).sort()).toEqual([2, 3]);
    // An expired subscription takes no further changes.
    expect((await subscriptionCall(shop, 'POST', `/${subscription.id}/resume`)).status).toBe(409);
  }, 90_000);
});
