import { describe, expect, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import {
  autoshipOffer,
  fireRenewal,
  pendingRenewal,
  subscribeThroughCheckout,
  subscriptionCall,
  subscriptionsOf,
} from '../helpers/subscriptions';

/** A shop (UTC) with one monthly subscription bought at checkout. */
async function subscribed() {
  const shop = await createShop();
  const offer = await autoshipOffer(shop, {});
  await subscribeThroughCheckout(shop, [{ product: offer.product, quantity: 1, planId: offer.plan.id }]);
  const [subscription] = await subscriptionsOf(shop);
  return { shop, subscription };
}

/** `YYYY-MM-DD` `days` after today (UTC, the shop's zone). */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A pause may name the day it ends (`resume_on`) and why (`reason`): both are stored and answered,
 * and the subscription's one schedule moves to the start of that day, where it resumes by itself.
 */
describe('POST /subscriptions/{id}/pause with resume_on and reason', () => {
  it('stores both, schedules the resume on the one schedule, and the local scheduler resumes it then', async () => {
    const { shop, subscription } = await subscribed();
    const resumeOn = dayAhead(3);
    const paused = await subscriptionCall(shop, 'POST', `/${subscription.id}/pause`, {
      pause: { resume_on: resumeOn, reason: 'Customer is travelling' },
    });
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body.subscription).toMatchObject({
      status: 'paused',
      resume_on: resumeOn,
      pause_note: 'Customer is travelling',
      next_billing_at: null,
    });
    const read = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(read).toMatchObject({ resume_on: resumeOn, pause_note: 'Customer is travelling' });

    // One schedule, now at the start of the resume day (not a second one beside a renewal).
    const resumeAt = `${resumeOn}T00:00:00.000Z`;
    await expect
      .poll(() => pendingRenewal(shop, subscription.id), { timeout: 5_000, interval: 100 })
      .toMatchObject({ due_at: resumeAt, input_due_at: resumeAt });

    // Nothing fires before the day; at it the subscription resumes and bills on its anchored dates.
    expect(await fireRenewal(shop, subscription.id, new Date(Date.parse(resumeAt) - 1000).toISOString())).toEqual([]);
    const fired = await fireRenewal(shop, subscription.id, resumeAt);
    expect(fired.map((entry) => entry.outcome?.outcome)).toEqual(['resumed']);
    const resumed = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(resumed).toMatchObject({ status: 'active', resume_on: null, pause_note: null, pause_reason: null });
    expect(resumed.next_billing_at).not.toBeNull();
    await expect
      .poll(() => pendingRenewal(shop, subscription.id), { timeout: 5_000, interval: 100 })
      .toMatchObject({ input_due_at: resumed.next_billing_at, cycle: resumed.next_cycle });
  }, 90_000);

  it('a pause without a body still pauses until resumed (no schedule); a day not after today is a 422', async () => {
    const { shop, subscription } = await subscribed();
    const refused = await subscriptionCall(shop, 'POST', `/${subscription.id}/pause`, {
      pause: { resume_on: dayAhead(0) },
    });
    expect(refused.status, refused.text).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['pause.resume_on']);

    const paused = await subscriptionCall(shop, 'POST', `/${subscription.id}/pause`);
    expect(paused.status, paused.text).toBe(200);
    expect(paused.body.subscription).toMatchObject({ status: 'paused', resume_on: null, pause_note: null });
    await expect.poll(() => pendingRenewal(shop, subscription.id), { timeout: 5_000, interval: 100 }).toBeNull();
  }, 90_000);
});
