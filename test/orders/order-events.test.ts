import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '../helpers/checkout';
import { orderCall, placeOrder, sellable } from '../helpers/orders';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { subscribe } from '../helpers/webhooks';

let hooks: Receiver;
beforeAll(async () => {
  hooks = await startReceiver();
});
afterAll(() => hooks.close());

const events = [
  ['order', 'updated'],
  ['order', 'fulfilled'],
  ['order', 'cancelled'],
  ['order', 'refunded'],
  ['fulfillment', 'created'],
  ['fulfillment', 'cancelled'],
  ['customer', 'created'],
  ['customer', 'updated'],
] as const;

describe('order, fulfilment and customer events', { timeout: 120_000 }, () => {
  it('each change is delivered once to a subscribed receiver, its resource object under the lowercase resource key', async () => {
    const shop = await createShop();
    for (const [resource, event] of events) await subscribe(shop.token, hooks.url, { resource, event });
    const serum = await sellable(shop);
    const kept = await placeOrder(shop, [{ product: serum, quantity: 2 }], { email: 'events@example.com' }); // customer_created
    const dropped = await placeOrder(shop, [{ product: serum, quantity: 1 }], { email: 'events@example.com' }); // customer_updated
    const line = kept.items[0].id;
    const partial = await orderCall(shop, 'POST', `/${kept.id}/fulfillments`, {
      fulfillment: { lines: [{ line_id: line, quantity: 1 }], notify_customer: false },
    }); // fulfillment_created, order_updated
    await orderCall(shop, 'POST', `/${kept.id}/fulfillments/${partial.body.fulfillment.id}/cancel`); // fulfillment_cancelled, order_updated
    await orderCall(shop, 'POST', `/${kept.id}/fulfillments`, { fulfillment: { notify_customer: false } }); // fulfillment_created, order_updated, order_fulfilled
    await orderCall(shop, 'POST', `/${kept.id}/refunds`, { refund: { amount: 100 } }); // order_refunded, order_updated
    await orderCall(shop, 'POST', `/${dropped.id}/cancel`, {}); // order_cancelled, order_refunded, order_updated

    const expected: Record<string, number> = {
      order_updated: 5,
      order_fulfilled: 1,
      order_cancelled: 1,
      order_refunded: 2,
      fulfillment_created: 2,
      fulfillment_cancelled: 1,
      customer_created: 1,
      customer_updated: 1,
    };
    const total = Object.values(expected).reduce((sum, count) => sum + count, 0);
    await hooks.waitFor(total, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a duplicate would arrive within this
    const envelopes = hooks.requests.map((request) => JSON.parse(request.rawBody));
    const counts: Record<string, number> = {};
    for (const envelope of envelopes) counts[envelope.name] = (counts[envelope.name] ?? 0) + 1;
    expect(counts).toEqual(expected);
    expect(new Set(envelopes.map((envelope) => envelope.id)).size).toBe(total);
    const byName = (name: string) =>
      envelopes.filter((envelope) => envelope.name === name).map((envelope) => envelope.payload);
    expect(byName('order_fulfilled')[0]).toMatchObject({
      event_name: 'order_fulfilled',
      resource: 'order',
      order: { id: kept.id, fulfillment_status: 'fulfilled' },
    });
    expect(byName('order_cancelled')[0]).toMatchObject({ order: { id: dropped.id, status: 'cancelled' } });
    expect(byName('fulfillment_cancelled')[0]).toMatchObject({
      resource: 'fulfillment',
      fulfillment: { id: partial.body.fulfillment.id, status: 'cancelled', order_id: kept.id },
    });
    expect(byName('customer_updated')[0]).toMatchObject({ customer: { email: 'events@example.com', orders_count: 2 } });
    expect(byName('customer_created')[0]).toMatchObject({ customer: { email: 'events@example.com', orders_count: 1 } });
  });
});
