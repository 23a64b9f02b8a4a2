import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { reminderScheduleName } from '../../shared/domains/shop-mail/renewal-reminder';
import { db, tableName } from '../../shared/platform/db/client';
import { transactWrite } from '../../shared/platform/db/transact';
import { outboxPut } from '../../shared/domains/events/outbox';
import { getLocalSchedule } from '../../shared/platform/scheduler/local-scheduler';
import { renewalReminderScheduleGroupName } from '../../shared/platform/scheduler/scheduler';
import { createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { orderCall, placeOrder, sellable } from '../helpers/orders';
import {
  autoshipOffer,
  fireRenewal,
  pendingRenewal,
  subscribeThroughCheckout,
  subscriptionCall,
  subscriptionsOf,
} from '../helpers/subscriptions';
import type { Tenant } from '../helpers/tenant';

const TEMPLATES = '/api/v202604/company/mail_templates';

type Mail = { subject: string; text: string; to: string };

/** Messages the local mailbox holds for one address, newest first. */
async function mailTo(address: string): Promise<Mail[]> {
  const res = await fetch(`${inject('baseUrl')}/_local/mailbox?to=${encodeURIComponent(address)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** Waits until the address has `count` messages; answers them, oldest first. */
async function expectMails(address: string, count: number): Promise<Mail[]> {
  await expect.poll(async () => (await mailTo(address)).length, { timeout: 15_000, interval: 200 }).toBe(count);
  return (await mailTo(address)).reverse();
}

/** A buyer address of its own per test, so mailbox reads never see another test's mail. */
const buyer = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Re-inserts an event's outbox record (a new record of the same event and payload): the stream hands it to the mail consumers again. */
async function replay(shop: Tenant, resource: string, event: string, data: Record<string, unknown>) {
  const { failedIndex } = await transactWrite([outboxPut({ companyId: shop.company.id, resource, event, data })]);
  expect(failedIndex).toBeUndefined();
}

/** The stored record of an order or subscription (to see the sends recorded on it). */
async function storedItem(pk: string, sk: string) {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: { pk, sk }, ConsistentRead: true }))).Item!;
}

function templateCall(shop: Tenant, method: string, path = '', body?: unknown) {
  return api(method, `${TEMPLATES}${path}`, { token: shop.token, body });
}

describe('order mails', () => {
  it('confirms an order once with its lines, totals and addresses, even when its event is delivered again', async () => {
    const shop = await createShop();
    const email = buyer('confirm');
    const order = await placeOrder(shop, [{ product: await sellable(shop, 'Serum'), quantity: 2 }], { email });
    const [mail] = await expectMails(email, 1);
    expect(mail!.subject).toBe(`Order ${order.number} confirmed – ${shop.company.name}`);
    expect(mail!.text).toContain('2 × Serum (30 ml): $20.00');
    expect(mail!.text).toContain('Shipping: $5.00');
    expect(mail!.text).toContain(`Total: $${(order.amount_total / 100).toFixed(2)}`);
    expect(mail!.text).toContain('1 Main St');
    expect(mail!.text).not.toContain('Automatic renewal');

    const stored = await storedItem(`COMPANY#${shop.company.id}`, await orderSk(shop, order.id));
    expect(stored.mails_sent).toEqual(['order_confirmation']);
    const view = (await orderCall(shop, 'GET', `/${order.id}`)).body.order;
    expect(view).not.toHaveProperty('mails_sent');
    await replay(shop, 'order', 'created', view);
    // A later mail to the same buyer proves the replayed record was consumed before it.
    await orderCall(shop, 'POST', `/${order.id}/refunds`, { refund: { amount: 100 } });
    const mails = await expectMails(email, 2);
    expect(mails.map((message) => message.subject)).toEqual([
      `Order ${order.number} confirmed – ${shop.company.name}`,
      `Refund for order ${order.number} – ${shop.company.name}`,
    ]);
  });

  it('mails a refund with its amount, and a cancellation (with its refund) without a separate refund mail', async () => {
    const shop = await createShop();
    const product = await sellable(shop);
    const email = buyer('refund');
    const refunded = await placeOrder(shop, [{ product, quantity: 1 }], { email });
    expect(
      (await orderCall(shop, 'POST', `/${refunded.id}/refunds`, { refund: { amount: 250, note: 'Late' } })).status,
    ).toBe(201);
    const [, refundMail] = await expectMails(email, 2);
    expect(refundMail!.text).toContain('we refunded $2.50 on your order');
    expect(refundMail!.text).toContain('Late');

    const cancelEmail = buyer('cancel');
    const cancelled = await placeOrder(shop, [{ product, quantity: 1 }], { email: cancelEmail });
    expect((await orderCall(shop, 'POST', `/${cancelled.id}/cancel`, {})).status).toBe(200);
    const mails = await expectMails(cancelEmail, 2);
    expect(mails[1]!.subject).toBe(`Order ${cancelled.number} cancelled – ${shop.company.name}`);
    expect(mails[1]!.text).toContain(`We refunded $${(cancelled.amount_total / 100).toFixed(2)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailTo(cancelEmail)).toHaveLength(2);
  });
});

describe('subscription mails', () => {
  it('repeats the renewal terms in the confirmation and the started mail, mails a failed payment and the cancellation', async () => {
    const shop = await createShop();
    const email = buyer('subscriber');
    const { plan, product } = await autoshipOffer(shop);
    const order = await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }], email);
    const terms = order.recurring_consent.terms;
    const [subscription] = await subscriptionsOf(shop, email);
    const mails = await expectMails(email, 2);
    const confirmation = mails.find((mail) => mail.subject.startsWith('Order'))!;
    expect(confirmation.text).toContain(
      `Automatic renewal: you agreed to these terms on ${order.created_at.slice(0, 10)}:`,
    );
    expect(confirmation.text).toContain(terms);
    const started = mails.find((mail) => mail.subject === `Your subscription with ${shop.company.name} has started`)!;
    expect(started.text).toContain('1 × ');
    expect(started.text).toContain(
      `It renews every month; the next charge is on ${subscription.next_billing_at.slice(0, 10)}.`,
    );
    expect(started.text).toContain(terms);
    expect(started.text).toContain(
      `To change or cancel your subscription, write to ${shop.company.name} at ${shop.company.email}`,
    );

    const declining = await subscriptionCall(shop, 'PATCH', `/${subscription.id}`, {
      subscription: { payment_method: { type: 'test', token: 'test_decline' } },
    });
    expect(declining.status).toBe(200);
    const pending = await pendingRenewal(shop, subscription.id);
    expect(await fireRenewal(shop, subscription.id, pending!.due_at)).toHaveLength(1);
    const failed = (await expectMails(email, 3))[2]!;
    expect(failed.subject).toBe(`We could not charge your subscription with ${shop.company.name}`);
    expect(failed.text).toContain('We will try again on');

    expect((await subscriptionCall(shop, 'POST', `/${subscription.id}/cancel`, { cancellation: {} })).status).toBe(200);
    const cancelled = (await expectMails(email, 4))[3]!;
    expect(cancelled.subject).toBe(`Your subscription with ${shop.company.name} is cancelled`);
    const stored = await storedItem(`COMPANY#${shop.company.id}`, await subscriptionSk(shop, subscription.id));
    expect(stored.mails_sent).toEqual([
      'subscription_started',
      expect.stringMatching(/^subscription_payment_failed:v\d+$/),
      'subscription_cancelled',
    ]);
  });

  it('reminds before a yearly renewal when the local scheduler fires its schedule, once, and schedules none for a monthly plan', async () => {
    const shop = await createShop();
    const email = buyer('yearly');
    const yearly = await autoshipOffer(shop, { name: 'Yearly', billing_interval: 1, billing_interval_unit: 'year' });
    await subscribeThroughCheckout(shop, [{ product: yearly.product, quantity: 1, planId: yearly.plan.id }], email);
    const [subscription] = await subscriptionsOf(shop, email);
    await expectMails(email, 2);
    const name = reminderScheduleName(shop.company.id, subscription.id);
    const group = renewalReminderScheduleGroupName();
    await expect.poll(() => getLocalSchedule(group, name), { timeout: 10_000, interval: 200 }).toBeDefined();
    const schedule = (await getLocalSchedule(group, name))!;
    const sevenDaysBefore = Date.parse(subscription.next_billing_at) - 7 * 24 * 3600 * 1000;
    expect(Math.abs(Date.parse(schedule.due_at) - sevenDaysBefore)).toBeLessThan(2000);
    expect(JSON.parse(schedule.target.input)).toEqual({
      company_id: shop.company.id,
      subscription_id: subscription.id,
      cycle: 2,
      due_at: subscription.next_billing_at,
    });

    const fire = () =>
      fetch(
        `${inject('baseUrl')}/_local/scheduler/fire?group=${group}&name=${name}&now=${encodeURIComponent(schedule.due_at)}`,
        { method: 'POST' },
      ).then((res) => res.json() as Promise<{ fired: unknown[] }>);
    expect((await fire()).fired).toHaveLength(1);
    const reminder = (await expectMails(email, 3))[2]!;
    expect(reminder.subject).toBe(
      `Your subscription with ${shop.company.name} renews on ${subscription.next_billing_at.slice(0, 10)}`,
    );
    expect(reminder.text).toContain('renews automatically on');
    // The schedule is done; the reminder's input delivered again sends nothing more.
    const { sendRenewalReminder } = await import('../../shared/domains/shop-mail/renewal-reminder');
    expect(await sendRenewalReminder(JSON.parse(schedule.target.input))).toBe('already_sent');
    expect(await mailTo(email)).toHaveLength(3);

    const monthlyEmail = buyer('monthly');
    const monthly = await autoshipOffer(shop);
    await subscribeThroughCheckout(
      shop,
      [{ product: monthly.product, quantity: 1, planId: monthly.plan.id }],
      monthlyEmail,
    );
    const [plain] = await subscriptionsOf(shop, monthlyEmail);
    await expectMails(monthlyEmail, 2);
    expect(await getLocalSchedule(group, reminderScheduleName(shop.company.id, plain.id))).toBeUndefined();
  });
});

describe('mail templates (company admin)', () => {
  it('lists every template with its trigger; a switched-off template sends nothing; reset brings the default back', async () => {
    const shop = await createShop();
    const listed = await templateCall(shop, 'GET');
    expect(listed.status).toBe(200);
    expect(listed.body.mail_templates.map((template: { key: string }) => template.key)).toEqual([
      'order_confirmation',
      'order_refund',
      'order_cancellation',
      'subscription_started',
      'subscription_renewal_reminder',
      'subscription_payment_failed',
      'subscription_payment_action_required',
      'subscription_cancelled',
    ]);
    expect(listed.body.mail_templates[4].reminder).toEqual({ days_before: 7, every_renewal: false });
    expect(listed.body.mail_templates.every((template: { enabled: boolean }) => template.enabled)).toBe(true);

    const off = await templateCall(shop, 'PUT', '/order_confirmation', { mail_template: { enabled: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.body.mail_template).toMatchObject({ enabled: false, customized: false });
    const email = buyer('switched');
    const order = await placeOrder(shop, [{ product: await sellable(shop), quantity: 1 }], { email });
    await orderCall(shop, 'POST', `/${order.id}/refunds`, { refund: { amount: 100 } });
    const mails = await expectMails(email, 1);
    expect(mails[0]!.subject).toBe(`Refund for order ${order.number} – ${shop.company.name}`);

    const custom = await templateCall(shop, 'PUT', '/order_confirmation', {
      mail_template: {
        enabled: true,
        subject: 'Thanks for {{ order.number }}!',
        body: 'Paid {{ order.amount_total | money: order.currency_code, locale }}.',
      },
    });
    expect(custom.body.mail_template).toMatchObject({
      enabled: true,
      customized: true,
      subject: 'Thanks for {{ order.number }}!',
    });
    const second = await placeOrder(shop, [{ product: await sellable(shop, 'Balm'), quantity: 1 }], { email });
    const [, customMail] = await expectMails(email, 2);
    expect(customMail).toMatchObject({
      subject: `Thanks for ${second.number}!`,
      text: `Paid $${(second.amount_total / 100).toFixed(2)}.`,
    });

    const reset = await templateCall(shop, 'DELETE', '/order_confirmation');
    expect(reset.status).toBe(200);
    expect(reset.body.mail_template).toMatchObject({ enabled: true, customized: false, updated_at: null });
    expect((await templateCall(shop, 'GET', '/order_confirmation')).body.mail_template.subject).toBe(
      reset.body.mail_template.default_subject,
    );
  });

  it('previews a template with sample data and refuses a source that does not render; reminder timing only on the reminder', async () => {
    const shop = await createShop();
    const preview = await templateCall(shop, 'POST', '/order_confirmation/preview', {});
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.preview.subject).toMatch(new RegExp(`^Order \\S+ confirmed – ${shop.company.name}$`));
    expect(preview.body.preview.text).toContain('Automatic renewal');
    expect(preview.body.preview.text).toContain(`http://${shop.company.subdomain}.localhost`);

    const edited = await templateCall(shop, 'POST', '/subscription_payment_failed/preview', {
      mail_template: { body: '{{ subscription.status_message | upcase }} / {{ shop.name }}' },
    });
    expect(edited.body.preview.text).toBe(`THE CARD WAS DECLINED / ${shop.company.name}`);

    const broken = await templateCall(shop, 'POST', '/order_refund/preview', {
      mail_template: { body: '{% if order.number %}unclosed' },
    });
    expect(broken.status).toBe(422);
    expect(Object.keys(broken.body.errors)).toEqual(['mail_template.body']);
    const refused = await templateCall(shop, 'PUT', '/order_refund', {
      mail_template: { subject: '{{ order.number ' },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['mail_template.subject']);
    expect((await templateCall(shop, 'GET', '/order_refund')).body.mail_template.customized).toBe(false);

    const misplaced = await templateCall(shop, 'PUT', '/order_refund', { mail_template: { days_before: 3 } });
    expect(misplaced.status).toBe(422);
    expect(misplaced.body.errors).toEqual({
      'mail_template.days_before': ['applies to subscription_renewal_reminder only'],
    });
    const timed = await templateCall(shop, 'PUT', '/subscription_renewal_reminder', {
      mail_template: { days_before: 3, every_renewal: true },
    });
    expect(timed.body.mail_template.reminder).toEqual({ days_before: 3, every_renewal: true });
    expect((await templateCall(shop, 'GET', '/unknown_key')).status).toBe(422);
  });

  it('needs settings.view to read and preview, settings.update to change or reset', async () => {
    const shop = await createShop();
    const viewer = await shop.tokenWith({ kind: 'partner', permissions: ['settings.view'] });
    const other = await shop.tokenWith({ kind: 'partner', permissions: ['orders.view'] });
    const call = (token: string, method: string, path: string, body?: unknown) =>
      api(method, `${TEMPLATES}${path}`, { token, body });
    expect((await call(viewer, 'GET', '')).status).toBe(200);
    expect((await call(viewer, 'GET', '/order_refund')).status).toBe(200);
    expect((await call(viewer, 'POST', '/order_refund/preview', {})).status).toBe(200);
    expect((await call(viewer, 'PUT', '/order_refund', { mail_template: { enabled: false } })).status).toBe(403);
    expect((await call(viewer, 'DELETE', '/order_refund')).status).toBe(403);
    expect((await call(other, 'GET', '')).status).toBe(403);
    expect((await api('GET', TEMPLATES)).status).toBe(401);
  });
});

/** The sort key of an order's record. */
async function orderSk(shop: Tenant, id: number): Promise<string> {
  const { orderEntity } = await import('../../shared/domains/orders/order-entity');
  return orderEntity.key({ company_id: shop.company.id, id }).sk!;
}

/** The sort key of a subscription's record. */
async function subscriptionSk(shop: Tenant, id: number): Promise<string> {
  const { subscriptionEntity } = await import('../../shared/domains/autoship/subscription-entity');
  return subscriptionEntity.key({ company_id: shop.company.id, id }).sk!;
}
