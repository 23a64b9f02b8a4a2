import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import { customerCall, ME, MY_SUBSCRIPTIONS, signInCustomer } from '../helpers/customer-account';
import { api } from '../helpers/http';
import {
  autoshipOffer,
  expectPendingRenewal,
  fireRenewal,
  pendingRenewal,
  renewalSchedulesOf,
  scheduledInstant,
  subscribeThroughCheckout,
  subscriptionCall,
  subscriptionsOf,
} from '../helpers/subscriptions';
import type { Tenant } from '../helpers/tenant';

const ORDERS = '/api/checkout/v2026-04/orders';

const home = { name: 'Ada Lovelace', address1: '2 Elm St', city: 'Boston', postal_code: '02101', country_code: 'US' };

/** A buyer of `shop` who subscribed at checkout and signed in: their session, order and subscription. */
async function subscribedBuyer(shop: Tenant, planId: number, product: { id: number; variantIds: number[] }) {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const order = await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId }], email);
  const [subscription] = await subscriptionsOf(shop, email);
  const session = await signInCustomer(shop, email);
  return { email, order, subscription, session };
}

/** A shop with a monthly plan (merchant rules as given) and one subscribed, signed-in buyer. */
async function shopWithBuyer(plan: Record<string, unknown> = {}) {
  const shop = await createShop();
  const offer = await autoshipOffer(shop, plan);
  const buyer = await subscribedBuyer(shop, offer.plan.id, offer.product);
  return { shop, offer, ...buyer };
}

/** The scheduler holds exactly the subscription's next renewal (or nothing when it has none). */
async function expectScheduledAs(
  shop: Tenant,
  subscription: { id: number; next_billing_at: string | null; next_cycle: number },
) {
  await expectPendingRenewal(
    shop,
    subscription.id,
    subscription.next_billing_at === null
      ? null
      : {
          due_at: scheduledInstant(subscription.next_billing_at),
          cycle: subscription.next_cycle,
          input_due_at: subscription.next_billing_at,
        },
  );
}

const act = (session: string, id: number, action: string, body?: unknown) =>
  customerCall(session, 'POST', `${MY_SUBSCRIPTIONS}/${id}/${action}`, body);

describe('customers/me: profile, addresses and orders of the signed-in customer', () => {
  it('reads and changes the profile; keeps an address book with one default', async () => {
    const { session, email } = await shopWithBuyer();
    const me = await customerCall(session, 'GET', ME);
    expect(me.status).toBe(200);
    expect(me.body.customer).toMatchObject({ email, orders_count: 1 });

    const changed = await customerCall(session, 'PATCH', ME, {
      customer: { name: 'Ada King', phone: '+15550100', email_marketing: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.customer).toMatchObject({ name: 'Ada King', phone: '+15550100', email_marketing: true });
    expect((await customerCall(session, 'GET', ME)).body.customer.name).toBe('Ada King');
    // The email is the sign-in: sent back (a round trip of the answer), it changes nothing.
    const roundTrip = await customerCall(session, 'PATCH', ME, { customer: { email: 'x@example.com' } });
    expect(roundTrip.body.customer?.email ?? email).toBe(email);
    expect((await customerCall(session, 'GET', ME)).body.customer.email).toBe(email);

    const first = await customerCall(session, 'POST', `${ME}/addresses`, { address: home });
    expect(first.status).toBe(201);
    expect(first.body.address).toMatchObject({ ...home, default: true });
    const second = await customerCall(session, 'POST', `${ME}/addresses`, {
      address: { ...home, address1: '3 Oak St' },
    });
    expect(second.body.address.default).toBe(false);
    const made = await customerCall(session, 'PATCH', `${ME}/addresses/${second.body.address.id}`, {
      set_default: true,
    });
    expect(made.status).toBe(200);
    let list = (await customerCall(session, 'GET', `${ME}/addresses`)).body.addresses;
    expect(list.map((a: any) => [a.address1, a.default])).toEqual([
      ['3 Oak St', true],
      ['2 Elm St', false],
    ]);
    const edited = await customerCall(session, 'PATCH', `${ME}/addresses/${first.body.address.id}`, {
      address: { ...home, city: 'Salem' },
    });
    expect(edited.body.address).toMatchObject({ city: 'Salem', default: false });
    expect((await customerCall(session, 'DELETE', `${ME}/addresses/${second.body.address.id}`)).status).toBe(200);
    list = (await customerCall(session, 'GET', `${ME}/addresses`)).body.addresses;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ city: 'Salem', default: true });
    expect((await customerCall(session, 'DELETE', `${ME}/addresses/${second.body.address.id}`)).status).toBe(404);
  });

  it('lists the customer’s orders newest first with cursor pages, and shows one with its fulfilments and tracking', async () => {
    const { shop, offer, session, email, order } = await shopWithBuyer();
    const second = await subscribeThroughCheckout(
      shop,
      [{ product: offer.product, quantity: 2, planId: offer.plan.id }],
      email,
    );
    const page1 = await customerCall(session, 'GET', `${ME}/orders?page[limit]=1`);
    expect(page1.status).toBe(200);
    expect(page1.body.orders.map((o: any) => o.id)).toEqual([second.id]);
    const cursor = page1.body.meta.pagination.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    const page2 = await customerCall(
      session,
      'GET',
      `${ME}/orders?page[limit]=1&page[cursor]=${encodeURIComponent(cursor)}`,
    );
    expect(page2.body.orders.map((o: any) => o.id)).toEqual([order.id]);
    expect(page2.body.meta.pagination.next_cursor).toBeNull();

    const shipped = await api('POST', `/api/v202604/orders/${order.id}/fulfillments`, {
      token: shop.token,
      body: {
        fulfillment: {
          tracking_number: '1Z999',
          tracking_company: 'UPS',
        },
      },
    });
    expect(shipped.status, shipped.text).toBe(201);
    const shown = await customerCall(session, 'GET', `${ORDERS}/${order.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.order.id).toBe(order.id);
    expect(shown.body.order.fulfillments[0]).toMatchObject({ tracking_number: '1Z999', tracking_company: 'UPS' });
  });
});

describe('tenancy: a customer session reaches only its own customer’s records', () => {
  it('refuses another customer’s orders, subscriptions and addresses (404), and another company’s, and other credentials (403)', async () => {
    const { shop, offer, session: a, order: orderA, subscription: subA } = await shopWithBuyer();
    const b = await subscribedBuyer(shop, offer.plan.id, offer.product);
    const other = await shopWithBuyer();
    const addressB = (await customerCall(b.session, 'POST', `${ME}/addresses`, { address: home })).body.address;

    for (const session of [a, other.session]) {
      expect((await customerCall(session, 'GET', `${ORDERS}/${b.order.id}`)).status).toBe(404);
      expect((await customerCall(session, 'GET', `${MY_SUBSCRIPTIONS}/${b.subscription.id}`)).status).toBe(404);
      expect(
        (await customerCall(session, 'PATCH', `${ME}/addresses/${addressB.id}`, { set_default: true })).status,
      ).toBe(404);
      expect((await customerCall(session, 'DELETE', `${ME}/addresses/${addressB.id}`)).status).toBe(404);
      for (const action of ['skip', 'pause', 'cancel', 'reactivate', 'undo_skip', 'resume', 'retry'])
        expect((await act(session, b.subscription.id, action)).status, action).toBe(404);
      expect(
        (
          await customerCall(session, 'PATCH', `${MY_SUBSCRIPTIONS}/${b.subscription.id}`, {
            subscription: { quantity: 3 },
          })
        ).status,
      ).toBe(404);
      const listed = await customerCall(session, 'GET', `${ME}/orders`);
      expect(listed.body.orders.map((o: any) => o.id)).not.toContain(b.order.id);
      const subs = await customerCall(session, 'GET', MY_SUBSCRIPTIONS);
      expect(subs.body.subscriptions.map((s: any) => s.id)).not.toContain(b.subscription.id);
    }
    // Applying one's own address to another's subscription changes nothing.
    const addressA = (await customerCall(a, 'POST', `${ME}/addresses`, { address: home })).body.address;
    const applied = await customerCall(a, 'POST', `${ME}/addresses/${addressA.id}/apply_to_subscriptions`, {
      subscription_ids: [b.subscription.id],
    });
    expect(applied.status).toBe(404);
    // B's subscription and schedule are untouched by all of the above.
    const untouched = (await subscriptionCall(shop, 'GET', `/${b.subscription.id}`)).body.subscription;
    expect(untouched).toMatchObject({ status: 'active', version: b.subscription.version });
    await expectScheduledAs(shop, untouched);

    // A sees their own; the company's token and a customer session are not interchangeable.
    expect((await customerCall(a, 'GET', `${ORDERS}/${orderA.id}`)).status).toBe(200);
    expect((await customerCall(a, 'GET', `${MY_SUBSCRIPTIONS}/${subA.id}`)).status).toBe(200);
    expect((await api('GET', MY_SUBSCRIPTIONS, { token: shop.token })).status).toBe(403);
    expect((await api('GET', `${ME}/orders`, { token: shop.token })).status).toBe(403);
    expect((await api('GET', `/api/v202604/subscriptions/${subA.id}`, { token: a })).status).toBe(403);
    expect((await api('GET', `${ME}/orders`)).status).toBe(401);
  });
});

describe('customer-managed autoship: each action moves the one renewal schedule', () => {
  it('skip, undo_skip, pause, resume, cancel with a reason, reactivate, and a new date, quantity and address', async () => {
    const { shop, session, subscription } = await shopWithBuyer();
    await expectScheduledAs(shop, subscription);
    const id = subscription.id;

    const skipped = (await act(session, id, 'skip')).body.subscription;
    expect(skipped).toMatchObject({ status: 'active', next_cycle: 3 });
    await expectScheduledAs(shop, skipped);
    expect((await act(session, id, 'undo_skip')).body.subscription).toMatchObject({
      next_cycle: 2,
      next_billing_at: subscription.next_billing_at,
    });
    await expectScheduledAs(shop, subscription);
    expect((await act(session, id, 'undo_skip')).status).toBe(409);

    const paused = (await act(session, id, 'pause')).body.subscription;
    expect(paused).toMatchObject({ status: 'paused', pause_reason: 'customer', next_billing_at: null });
    await expectScheduledAs(shop, paused);
    const resumed = (await act(session, id, 'resume')).body.subscription;
    expect(resumed).toMatchObject({ status: 'active', next_billing_at: subscription.next_billing_at });
    await expectScheduledAs(shop, resumed);

    const day = new Date(Date.parse(subscription.next_billing_at) + 10 * 86_400_000).toISOString().slice(0, 10);
    const addressId = (await customerCall(session, 'POST', `${ME}/addresses`, { address: home })).body.address.id;
    const changed = await customerCall(session, 'PATCH', `${MY_SUBSCRIPTIONS}/${id}`, {
      subscription: { next_bill_date: day, quantity: 3, address_id: addressId },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.subscription.next_billing_at.slice(0, 10)).toBe(day);
    expect(changed.body.subscription.next_billing_at.slice(10)).toBe(subscription.next_billing_at.slice(10));
    expect(changed.body.subscription.lines[0].quantity).toBe(3);
    expect(changed.body.subscription.shipping_address).toMatchObject(home);
    await expectScheduledAs(shop, changed.body.subscription);

    const cancelled = await act(session, id, 'cancel', { reason: 'Too much product' });
    expect(cancelled.body.subscription).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'customer',
      cancellation_note: 'Too much product',
      next_billing_at: null,
    });
    await expectScheduledAs(shop, cancelled.body.subscription);
    expect((await act(session, id, 'cancel')).status).toBe(409);
    const reactivated = (await act(session, id, 'reactivate')).body.subscription;
    expect(reactivated).toMatchObject({ status: 'active', cancel_reason: null });
    expect(Date.parse(reactivated.next_billing_at)).toBeGreaterThan(Date.now());
    await expectScheduledAs(shop, reactivated);
    expect((await act(session, id, 'retry')).status).toBe(409);

    const listed = await customerCall(session, 'GET', MY_SUBSCRIPTIONS);
    expect(listed.body.subscriptions.map((s: any) => [s.id, s.status])).toEqual([[id, 'active']]);
  });

  it('retries a past-due payment now through the renewal path: one order for the cycle', async () => {
    const { shop, session, subscription } = await shopWithBuyer();
    await subscriptionCall(shop, 'PATCH', `/${subscription.id}`, {
      subscription: { payment_method: { type: 'test', token: 'test_decline' } },
    });
    const due = (await pendingRenewal(shop, subscription.id))!;
    await fireRenewal(shop, subscription.id, due.due_at);
    const pastDue = (await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription;
    expect(pastDue.status).toBe('past_due');
    const retried = await act(session, subscription.id, 'retry');
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.renewal.outcome).toBe('declined');
    expect(retried.body.subscription.status).toBe('past_due');
    expect((await renewalSchedulesOf(shop)).length).toBe(1);
  });
});

describe('merchant rules for customer changes', () => {
  it('refuses changes inside the cut-off before a renewal (409) and leaves the schedule as it was', async () => {
    const { shop, session, subscription } = await shopWithBuyer({ customer_change_cutoff_hours: 48 });
    const soon = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const moved = await subscriptionCall(shop, 'PATCH', `/${subscription.id}`, {
      subscription: { next_billing_at: soon },
    });
    expect(moved.status).toBe(200);
    for (const action of ['skip', 'pause', 'cancel']) {
      const refused = await act(session, subscription.id, action);
      expect(refused.status, action).toBe(409);
      expect(refused.body.meta.message ?? refused.text).toMatch(/48 hours/);
    }
    const patch = await customerCall(session, 'PATCH', `${MY_SUBSCRIPTIONS}/${subscription.id}`, {
      subscription: { quantity: 2 },
    });
    expect(patch.status).toBe(409);
    await expectScheduledAs(shop, moved.body.subscription);
    expect((await subscriptionCall(shop, 'GET', `/${subscription.id}`)).body.subscription.version).toBe(
      moved.body.subscription.version,
    );
  });

  it('refuses a new date inside the cut-off, and cancelling before the plan’s minimum cycles', async () => {
    const { shop, session, subscription } = await shopWithBuyer({ customer_min_cycles: 3 });
    // Tomorrow at the subscription's usual time (when it was bought, seconds ago): inside the 24-hour cut-off.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    const early = await customerCall(session, 'PATCH', `${MY_SUBSCRIPTIONS}/${subscription.id}`, {
      subscription: { next_bill_date: tomorrow },
    });
    expect(early.status).toBe(409);
    const cancel = await act(session, subscription.id, 'cancel', { reason: 'moving' });
    expect(cancel.status).toBe(409);
    expect(cancel.text).toMatch(/3 billed cycles/);
    await expectScheduledAs(shop, subscription);
    // The merchant is not bound by the customers' rules.
    expect((await subscriptionCall(shop, 'POST', `/${subscription.id}/cancel`, {})).status).toBe(200);
  });
});

describe('a customer and the merchant changing one subscription at once', () => {
  it('never leave two schedules: the one schedule matches the subscription after every race', async () => {
    const { shop, session, subscription } = await shopWithBuyer();
    const id = subscription.id;
    const rounds: [() => Promise<unknown>, () => Promise<unknown>][] = [
      [() => act(session, id, 'skip'), () => subscriptionCall(shop, 'POST', `/${id}/skip`)],
      [() => act(session, id, 'pause'), () => subscriptionCall(shop, 'POST', `/${id}/skip`)],
      [() => act(session, id, 'resume'), () => subscriptionCall(shop, 'POST', `/${id}/resume`)],
      [
        () => customerCall(session, 'PATCH', `${MY_SUBSCRIPTIONS}/${id}`, { subscription: { quantity: 2 } }),
        () => subscriptionCall(shop, 'POST', `/${id}/pause`),
      ],
      [() => act(session, id, 'resume'), () => subscriptionCall(shop, 'POST', `/${id}/skip`)],
    ];
    for (const [customer, merchant] of rounds) {
      const answers = (await Promise.all([customer(), merchant()])) as { status: number }[];
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      const now = (await subscriptionCall(shop, 'GET', `/${id}`)).body.subscription;
      await expectScheduledAs(shop, now);
      expect((await renewalSchedulesOf(shop)).length).toBeLessThanOrEqual(1);
    }
  });
});
