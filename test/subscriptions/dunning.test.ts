import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import {
  autoshipOffer,
  expectPendingRenewal,
  fireRenewal,
  pendingRenewal,
  renewalOrders,
  scheduledInstant,
  subscribeThroughCheckout,
  subscriptionCall,
  subscriptionsOf,
} from '../helpers/subscriptions';
import type { Tenant } from '../helpers/tenant';
import { subscribe } from '../helpers/webhooks';

const DAY_MS = 86_400_000;

/** A shop whose subscription events reach a receiver, with one subscription bought at checkout and its stored payment method set to `token`. */
async function subscribedShop(
  receiver: Receiver,
  token: 'test_decline' | 'test_ok',
  finalAction: 'pause' | 'cancel' = 'pause',
) {
  const shop = await createShop();
  if (finalAction !== 'pause') {
    const set = await api('PUT', '/api/company', {
      token: shop.token,
      body: { company: { subscription_dunning_final_action: finalAction } },
    });
    expect(set.status).toBe(200);
  }
  for (const event of ['payment_failed', 'paused', 'cancelled'])
    await subscribe(shop.token, receiver.url, { resource: 'subscription', event });
  const { plan, product } = await autoshipOffer(shop);
  await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }]);
  const [subscription] = await subscriptionsOf(shop);
  const changed = await subscriptionCall(shop, 'PATCH', `/${subscription.id}`, {
    subscription: { payment_method: { type: 'test', token } },
  });
  expect(changed.status).toBe(200);
  // An active subscription is not retried by a new payment method: nothing billed yet.
  expect(changed.body.renewal).toBeNull();
  return { shop, subscription: changed.body.subscription };
}

/** Fires the subscription's one pending renewal schedule at its due time; answers the consumer's outcome and the subscription after it. */
async function fireDue(shop: Tenant, id: number) {
  const pending = await pendingRenewal(shop, id);
  if (!pending) throw new Error(`subscription ${id} has no renewal schedule`);
  const fired = await fireRenewal(shop, id, pending.due_at);
  expect(fired, JSON.stringify(fired)).toHaveLength(1);
  const subscription = (await subscriptionCall(shop, 'GET', `/${id}`)).body.subscription;
  return { outcome: fired[0].outcome, subscription };
}

/** The `subscription_*` deliveries the receiver got for one subscription, by event name, in order. */
function eventsOf(receiver: Receiver, id: number): string[] {
  return receiver.requests
    .map((request) => JSON.parse(request.rawBody))
    .filter((envelope) => envelope.payload?.subscription?.id === id)
    .map((envelope) => envelope.name);
}

async function waitForEvents(receiver: Receiver, id: number, expected: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (eventsOf(receiver, id).length < expected.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  // Deliveries are concurrent: compare as multisets.
  expect(eventsOf(receiver, id).sort()).toEqual([...expected].sort());
}

describe('dunning: a declined renewal is retried after 1, 3 and 7 days, then ends as the company chose', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('walks past_due through the three retries (one schedule, each at its retry time) to paused, with the events delivered', async () => {
    const { shop, subscription } = await subscribedShop(receiver, 'test_decline');
    const anchored = subscription.next_billing_at;

    let walked = subscription;
    for (const [index, days] of [1, 3, 7].entries()) {
      const firedAt = Date.now();
      const { outcome, subscription: after } = await fireDue(shop, walked.id);
      expect(outcome).toMatchObject({ outcome: 'declined', order_id: null });
      expect(after).toMatchObject({
        status: 'past_due',
        next_cycle: 2,
        cycles_completed: 1,
        dunning: { failed_attempts: index + 1, next_retry_at: after.next_billing_at },
      });
      expect(after.status_message).toMatch(/declined/);
      // The retry runs `days` after the failure, not after the anchored date.
      const retryIn = Date.parse(after.next_billing_at) - firedAt;
      expect(retryIn).toBeGreaterThan(days * DAY_MS - 60_000);
      expect(retryIn).toBeLessThan(days * DAY_MS + 60_000);
      // Still cycle 2: the one schedule moved to the retry.
      await expectPendingRenewal(shop, walked.id, {
        due_at: scheduledInstant(after.next_billing_at),
        cycle: 2,
        input_due_at: after.next_billing_at,
      });
      walked = after;
    }

    const { outcome, subscription: last } = await fireDue(shop, walked.id);
    expect(outcome).toMatchObject({ outcome: 'declined' });
    expect(last).toMatchObject({
      status: 'paused',
      pause_reason: 'dunning_exhausted',
      next_billing_at: null,
      dunning: { failed_attempts: 4, next_retry_at: null },
      cycles_completed: 1,
    });
    await expectPendingRenewal(shop, walked.id, null);
    expect(await renewalOrders(shop, walked.id)).toEqual([]);
    await waitForEvents(receiver, walked.id, [
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_paused',
    ]);

    // Resumed, it bills on its own anchored calendar again (the first anchored date still ahead), dunning forgotten.
    const resumed = await subscriptionCall(shop, 'POST', `/${walked.id}/resume`);
    expect(resumed.body.subscription).toMatchObject({ status: 'active', dunning: null, next_billing_at: anchored });
    await expectPendingRenewal(shop, walked.id, {
      due_at: scheduledInstant(anchored),
      cycle: 2,
      input_due_at: anchored,
    });
  }, 120_000);

  it('cancels after the last retry when the company’s final action is cancel, with subscription_cancelled delivered', async () => {
    const { shop, subscription } = await subscribedShop(receiver, 'test_decline', 'cancel');
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await fireDue(shop, subscription.id)).subscription).toMatchObject({
        status: 'past_due',
        dunning: { failed_attempts: attempt },
      });
    const { subscription: last } = await fireDue(shop, subscription.id);
    expect(last).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'dunning_exhausted',
      next_billing_at: null,
      dunning: { failed_attempts: 4 },
    });
    await expectPendingRenewal(shop, subscription.id, null);
    await waitForEvents(receiver, subscription.id, [
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_payment_failed',
      'subscription_cancelled',
    ]);
  }, 120_000);

  it('a hard decline is not retried: the final action at once', async () => {
    const { shop, subscription } = await subscribedShop(receiver, 'test_ok');
    await subscriptionCall(shop, 'PATCH', `/${subscription.id}`, {
      subscription: { payment_method: { type: 'test', token: 'test_decline_hard' } },
    });
    const { subscription: after } = await fireDue(shop, subscription.id);
    expect(after).toMatchObject({
      status: 'paused',
      pause_reason: 'dunning_exhausted',
      dunning: { failed_attempts: 1, next_retry_at: null },
    });
    await expectPendingRenewal(shop, subscription.id, null);
    await waitForEvents(receiver, subscription.id, ['subscription_payment_failed', 'subscription_paused']);
  }, 60_000);

  it('a new payment method on a past-due subscription retries the cycle at once; later cycles keep their anchored dates', async () => {
    const { shop, subscription } = await subscribedShop(receiver, 'test_decline');
    const anchor = Date.parse(subscription.next_billing_at);
    expect((await fireDue(shop, subscription.id)).subscription.status).toBe('past_due');

    const updated = await subscriptionCall(shop, 'PATCH', `/${subscription.id}`, {
      subscription: { payment_method: { type: 'test', token: 'test_ok' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.renewal).toMatchObject({
      outcome: 'renewed',
      order: { renewal: { subscription_id: subscription.id, cycle: 2 } },
    });
    // The retry's key is the cycle's second attempt: the declined attempt's key is never reused.
    expect(updated.body.renewal.order.renewal.idempotency_key).toBe(`ren_${subscription.id}_2_a2`);
    const after = updated.body.subscription;
    expect(after).toMatchObject({
      status: 'active',
      dunning: null,
      cycles_completed: 2,
      next_cycle: 3,
      payment_method: { token: 'test_ok' },
    });
    // Cycle 3 bills one month after cycle 2's anchored date (about two months from now), not a month after this payment.
    const next = new Date(after.next_billing_at);
    const expected = new Date(anchor);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(next.getTime() - expected.getTime())).toBeLessThan(3 * DAY_MS);
    // The repair consumer of the decline's outbox record may still be settling (a sync of the
    // past-due state, then its re-read and the sync of this one): the schedule converges on cycle 3.
    await vi.waitFor(
      async () =>
        await expectPendingRenewal(shop, subscription.id, {
          due_at: scheduledInstant(after.next_billing_at),
          cycle: 3,
          input_due_at: after.next_billing_at,
        }),
      { timeout: 15_000, interval: 200 },
    );
    expect(await renewalOrders(shop, subscription.id)).toHaveLength(1);
  }, 60_000);
});
