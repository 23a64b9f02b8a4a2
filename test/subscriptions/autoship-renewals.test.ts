import { describe, expect, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import {
  autoshipOffer,
  fireRenewal,
  renewalOrders,
  renewalScheduleOf,
  subscribeThroughCheckout,
  subscriptionCall,
  subscriptionsOf,
} from '../helpers/subscriptions';

describe('autoship: checkout creates subscriptions that renew on their schedule', () => {
  it('creates one subscription per subscribed line with its schedule; the schedule fires a renewal order like checkout; a second fire makes no second order', async () => {
    const shop = await createShop();
    const { plan, product } = await autoshipOffer(shop);
    const first = await subscribeThroughCheckout(shop, [{ product, quantity: 2, planId: plan.id }]);
    expect(first.renewal).toBeNull();

    const [subscription] = await subscriptionsOf(shop);
    expect(subscription).toMatchObject({
      status: 'active',
      email: 'ada@example.com',
      country_code: 'US',
      subscription_plan_id: plan.id,
      billing_interval: 1,
      billing_interval_unit: 'month',
      lines: [
        { product_id: product.id, variant_id: product.variantIds[0], quantity: 2, subscription_plan_id: plan.id },
      ],
      payment_method: { type: 'test', token: 'test_ok' },
      origin_order_id: first.id,
      cycles_completed: 1,
      next_cycle: 2,
    });
    expect(
      (await api('GET', `/api/subscription_plans/${plan.id}`, { token: shop.token })).body.subscription_plan
        .subscribers_count,
    ).toBe(1);

    // One month after the order (the shop's zone), one schedule at exactly that time.
    const due = new Date(subscription.next_billing_at);
    const ordered = new Date(first.created_at);
    expect(due.getUTCMonth()).toBe((ordered.getUTCMonth() + 1) % 12);
    const schedule = await renewalScheduleOf(shop, subscription.id);
    expect(schedule).toMatchObject({
      group: 'subscription-renewals',
      due_at: new Date(Math.ceil(due.getTime() / 1000) * 1000).toISOString(),
      target: { arn: 'local-handler:consumers/renew-subscription' },
    });
    expect(JSON.parse(schedule!.target.input)).toEqual({
      company_id: shop.company.id,
      subscription_id: subscription.id,
      cycle: 2,
      due_at: subscription.next_billing_at,
    });

    // Not due yet: nothing fires.
    expect(await fireRenewal(shop, subscription.id, new Date(due.getTime() - 60_000).toISOString())).toEqual([]);
    const fired = await fireRenewal(shop, subscription.id, schedule!.due_at);
    expect(fired, JSON.stringify(fired)).toEqual([
      expect.objectContaining({ outcome: expect.objectContaining({ outcome: 'renewed' }) }),
    ]);

    const [renewal] = await renewalOrders(shop, subscription.id);
    // 2 × $8 + 2 × $2.50 shipping, 8.875 % tax: re-priced like checkout.
    expect(renewal).toMatchObject({
      renewal: { subscription_id: subscription.id, cycle: 2, skipped_items: [] },
      sub_total: 1600,
      customer_id: first.customer_id,
      status: 'open',
      financial_status: 'paid',
    });
    expect(renewal.renewal.idempotency_key).toBe(`ren_${subscription.id}_2_a1`);
    const after = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(after).toMatchObject({ status: 'active', cycles_completed: 2, next_cycle: 3 });
    expect(await renewalScheduleOf(shop, subscription.id)).toMatchObject({
      due_at: new Date(Math.ceil(Date.parse(after.next_billing_at) / 1000) * 1000).toISOString(),
    });

    // The old schedule's input fired again (a duplicate delivery): stale, no second order.
    const { handler } = await import('../../functions/consumers/renew-subscription');
    expect(await handler(JSON.parse(schedule!.target.input))).toMatchObject({ outcome: 'skipped' });
    expect(await renewalOrders(shop, subscription.id)).toHaveLength(1);
  }, 60_000);

  it('charge_now renews at once; charge_now calls racing the schedule never bill one cycle twice', async () => {
    const shop = await createShop();
    const { plan, product } = await autoshipOffer(shop);
    await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }]);
    const [subscription] = await subscriptionsOf(shop);
    const schedule = await renewalScheduleOf(shop, subscription.id);

    const results = await Promise.all([
      subscriptionCall(shop, 'POST', `/${subscription.id}/charge_now`),
      subscriptionCall(shop, 'POST', `/${subscription.id}/charge_now`),
      fireRenewal(shop, subscription.id, schedule!.due_at),
    ]);
    const charged = results.slice(0, 2) as { status: number; body: any }[];
    const fired = results[2] as any[];
    // Each call bills the cycle it read, or answers 409 when that cycle is taken: one order per cycle, none lost.
    expect(
      charged.every((res) => res.status === 200 || res.status === 409),
      JSON.stringify(charged.map((res) => res.body)),
    ).toBe(true);
    const renewed =
      charged.filter((res) => res.status === 200).length +
      fired.filter((entry) => entry.outcome?.outcome === 'renewed').length;
    const orders = await renewalOrders(shop, subscription.id);
    const cycles = orders.map((order) => order.renewal.cycle).sort();
    expect(orders).toHaveLength(renewed);
    expect(new Set(cycles).size).toBe(cycles.length);
    expect(cycles[0]).toBe(2);
    const after = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(after).toMatchObject({ cycles_completed: 1 + renewed, next_cycle: 2 + renewed });
  });

  it('max cycles: the plan’s last cycle expires the subscription and removes its schedule', async () => {
    const shop = await createShop();
    const { plan, product } = await autoshipOffer(shop, { allow_max_billing_cycles: true, max_billing_cycles: 2 });
    await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }]);
    const [subscription] = await subscriptionsOf(shop);
    expect(subscription.max_billing_cycles).toBe(2);
    const charged = await subscriptionCall(shop, 'POST', `/${subscription.id}/charge_now`);
    expect(charged.body.subscription).toMatchObject({ status: 'expired', cycles_completed: 2, next_billing_at: null });
    expect(await renewalScheduleOf(shop, subscription.id)).toBeUndefined();
    expect(
      (await api('GET', `/api/subscription_plans/${plan.id}`, { token: shop.token })).body.subscription_plan
        .subscribers_count,
    ).toBe(0);
    expect((await subscriptionCall(shop, 'POST', `/${subscription.id}/charge_now`)).status).toBe(409);
  });

  it('a trial delays the first renewal; bundle_subscriptions makes one subscription per cadence', async () => {
    const shop = await createShop();
    await api('PUT', '/api/company', { token: shop.token, body: { company: { bundle_subscriptions: true } } });
    const monthly = await autoshipOffer(shop, { trial_period: 14, trial_period_unit: 'day' });
    const other = await autoshipOffer(shop, { trial_period: 14, trial_period_unit: 'day' });
    const order = await subscribeThroughCheckout(shop, [
      { product: monthly.product, quantity: 1, planId: monthly.plan.id },
      { product: other.product, quantity: 1, planId: other.plan.id },
    ]);
    const subscriptions = await subscriptionsOf(shop);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0].lines).toHaveLength(2);
    const placed = Date.parse(order.created_at);
    const days = (Date.parse(subscriptions[0].next_billing_at) - placed) / 86_400_000;
    expect(days).toBeGreaterThan(14 + 27);
    expect(days).toBeLessThan(14 + 32);
    expect(Date.parse(subscriptions[0].trial_ends_at) - placed).toBeGreaterThan(13.9 * 86_400_000);
  });
});
