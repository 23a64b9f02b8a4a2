import { describe, expect, inject, it } from 'vitest';
import { getCartPayment } from '../../shared/domains/payments/cart-payment-store';
import { cardOrder, cardShop } from '../helpers/card-orders';
import { cartCall } from '../helpers/checkout';
import { readyCart, sellable } from '../helpers/orders';
import { CART_PAYMENTS } from '../helpers/payments';

/** Runs the abandoned-payment sweep in the runtime under test, as its schedule would at `now`. */
async function sweep(now: Date): Promise<any[]> {
  const response = await fetch(
    `${inject('baseUrl')}/_local/scheduler/run?consumer=cancelAbandonedPayments&now=${now.toISOString()}`,
    { method: 'POST' },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: { payments: any[] } }).outcome.payments;
}

const DAY_AND_AN_HOUR = 25 * 3_600_000;

describe('the sweep of abandoned cart payments', () => {
  it('cancels at the processor an authorized payment whose cart never completed, and the cart can no longer complete with it; a completed cart’s payment is left alone', async () => {
    const shop = await cardShop({ capture_method: 'manual' });
    const kept = await cardOrder(shop);
    const token = await readyCart(shop.tenant, [{ product: await sellable(shop.tenant), quantity: 1 }]);
    const step = (path: string, method = 'POST', body?: unknown) =>
      cartCall(shop.tenant, method, `${CART_PAYMENTS}/${token}/${path}`, body);
    const tokenized = await step('tokenize');
    await step('payment_method', 'PUT', { type: 'credit_card', payment_method: { id: 'pm_card_visa' } });
    expect((await step('verify')).body.payment_status).toBe('authorized');
    const cartId = (await cartCall(shop.tenant, 'GET', `/${token}`)).body.cart.id;
    const intentId = (await getCartPayment(shop.tenant.company.id, cartId))!.processor_payment_id;

    // Not due yet: an hour later nothing of this cart is touched.
    const early = await sweep(new Date(Date.now() + 3_600_000));
    expect(early.filter((payment) => payment.cart_id === cartId)).toEqual([]);

    const swept = await sweep(new Date(Date.now() + DAY_AND_AN_HOUR));
    expect(swept.filter((payment) => payment.cart_id === cartId)).toEqual([
      expect.objectContaining({ processor_payment_id: intentId, outcome: 'cancelled' }),
    ]);
    expect(swept.some((payment) => payment.processor_payment_id === kept.payment.processor_payment_id)).toBe(false);
    expect(await shop.stripe.paymentIntents.retrieve(intentId)).toMatchObject({ status: 'canceled' });
    expect(await shop.stripe.paymentIntents.retrieve(kept.payment.processor_payment_id)).toMatchObject({
      status: 'requires_capture',
    });
    expect((await getCartPayment(shop.tenant.company.id, cartId))!.status).toBe('canceled');

    const late = await cartCall(
      shop.tenant,
      'POST',
      `/${token}/complete?payment_uuid=${tokenized.body.payment_uuid}`,
      {},
    );
    expect(late.status).toBe(422);
    // Swept once: the next run finds nothing of it.
    const next = await sweep(new Date(Date.now() + DAY_AND_AN_HOUR));
    expect(next.filter((payment) => payment.cart_id === cartId)).toEqual([]);
  });
});
