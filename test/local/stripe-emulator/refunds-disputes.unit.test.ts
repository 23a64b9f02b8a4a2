import { describe, expect, it } from 'vitest';
import { account, call, sharedStripeEmulator } from './emulator';

const emulator = sharedStripeEmulator();

async function paid(stripe: ReturnType<typeof account>['stripe'], amount = 5000, method = 'pm_card_visa') {
  return stripe.paymentIntents.create({ amount, currency: 'usd', payment_method: method, confirm: true });
}

describe('Stripe emulator: refunds, disputes and events', () => {
  it('refunds part, then the rest, then refuses more', async () => {
    const { stripe } = account(emulator);
    const intent = await paid(stripe);
    const partial = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 1200,
      reason: 'requested_by_customer',
    });
    expect(partial).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 1200,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: 'requested_by_customer',
    });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 3801 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
    });
    const rest = await stripe.refunds.create({ charge: intent.latest_charge as string });
    expect(rest.amount).toBe(3800);
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 5000,
      refunded: true,
    });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((refund) => refund.id)).toEqual([rest.id, partial.id]);
  });

  it('refunds only the captured part of a partial capture, and nothing of an authorization', async () => {
    const { stripe } = account(emulator);
    const authorized = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    await expect(stripe.refunds.create({ payment_intent: authorized.id })).rejects.toMatchObject({ statusCode: 400 });
    await stripe.paymentIntents.capture(authorized.id, { amount_to_capture: 2000 });
    expect((await stripe.refunds.create({ payment_intent: authorized.id })).amount).toBe(2000);
  });

  it('opens a dispute on a pm_card_createDispute payment and closes it lost when accepted', async () => {
    const { stripe } = account(emulator);
    const intent = await paid(stripe, 3000, 'pm_card_createDispute');
    const [dispute] = (await stripe.disputes.list({ payment_intent: intent.id })).data;
    expect(dispute).toMatchObject({
      object: 'dispute',
      status: 'needs_response',
      reason: 'fraudulent',
      amount: 3000,
      charge: intent.latest_charge,
      payment_intent: intent.id,
    });
    expect((await stripe.charges.retrieve(intent.latest_charge as string)).disputed).toBe(true);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
    expect(await stripe.disputes.close(dispute!.id)).toMatchObject({ status: 'lost' });
    const types = (await stripe.events.list({ type: 'charge.dispute.*' })).data.map((event) => event.type);
    expect(types).toEqual(['charge.dispute.closed', 'charge.dispute.funds_withdrawn', 'charge.dispute.created']);
  });

  it('wins a dispute with Stripe’s winning test evidence, and opens one on any charge through the test hook', async () => {
    const { stripe, secretKey } = account(emulator);
    const intent = await paid(stripe);
    const opened = await call(emulator.url, secretKey, 'POST', `/_emulator/charges/${intent.latest_charge}/dispute`, {
      amount: '1500',
      reason: 'product_not_received',
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ object: 'dispute', amount: 1500, reason: 'product_not_received' });
    const won = await stripe.disputes.update(opened.body.id, { evidence: { uncategorized_text: 'winning_evidence' } });
    expect(won.status).toBe('won');
    const closed = await stripe.events.list({ types: ['charge.dispute.closed', 'charge.dispute.funds_reinstated'] });
    expect(closed.data.map((event) => [event.type, (event.data.object as { status: string }).status])).toEqual([
      ['charge.dispute.funds_reinstated', 'won'],
      ['charge.dispute.closed', 'won'],
    ]);
    const again = await call(emulator.url, secretKey, 'POST', `/_emulator/disputes/${opened.body.id}/close`, {
      status: 'lost',
    });
    expect(again.status).toBe(400);
  });

  it('records an event per state change, with the request that caused it', async () => {
    const { stripe } = account(emulator);
    const intent = await stripe.paymentIntents.create(
      { amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true },
      { idempotencyKey: 'evt-key-1' },
    );
    const events = await stripe.events.list({ limit: 10 });
    expect(events.data.map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'charge.succeeded',
      'payment_intent.created',
    ]);
    const succeeded = await stripe.events.retrieve(events.data[0]!.id);
    expect(succeeded).toMatchObject({
      object: 'event',
      livemode: false,
      data: { object: { id: intent.id, status: 'succeeded' } },
      request: { idempotency_key: 'evt-key-1', id: expect.stringMatching(/^req_/) },
    });
  });
});
