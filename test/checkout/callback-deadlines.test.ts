import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCartItemsRoute } from '../../functions/carts/add-cart-items.route';
import { createCartRoute } from '../../functions/carts/create-cart.route';
import { updateCartRoute } from '../../functions/carts/update-cart.route';
import { CALLBACK_TIMEOUT_MS } from '../../shared/domains/callbacks/callback-definitions';
import { AFTER_CALLBACKS_RESERVE_MS } from '../../shared/domains/checkout/pricing-time-budget';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';
import { cartCall, CARTS, createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import type { Tenant } from '../helpers/tenant';

const shippingAnswer = JSON.stringify({
  shipping_options: [{ id: 'courier', title: 'Courier', price: 900, delivery_time_estimate: 'tomorrow' }],
});
const taxAnswer = JSON.stringify({
  line_items: [{ id: 1, tax: 123, rate: 0.123 }],
  shipping_tax: 0,
  tax_total: 123,
  tax_label: 'Sales tax',
});

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

/** The callback each request the receiver got was for. */
const askedFor = (definition: string) =>
  receiver.requests.filter((request) => JSON.parse(request.rawBody).name === definition).length;

/** A shop with both callbacks registered at the receiver, answering each after `delayMs`. */
async function shopWithSlowCallbacks(
  delayMs: number,
): Promise<{ tenant: Tenant; items: Array<{ product_id: number; variant_id: number; quantity: number }> }> {
  receiver.respond = (request) => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.parse(request.rawBody).name === 'shipping_options' ? shippingAnswer : taxAnswer,
    delayMs,
  });
  const tenant = await createShop();
  const product = await createProduct(tenant, 'Serum', [{ prices: { US: { price: 1000, shipping: 300 } } }]);
  for (const definition_name of ['shipping_options', 'tax_calculation']) {
    const res = await api('POST', '/api/callback/registrations', {
      token: tenant.token,
      body: { callback_registration: { definition_name, url: receiver.url } },
    });
    if (res.status !== 201) throw new Error(res.text);
  }
  return { tenant, items: [{ product_id: product.id, variant_id: product.variantIds[0]!, quantity: 1 }] };
}

describe('callback time budgets (checkout functions with their deployed timeouts)', () => {
  it('both callbacks answering after their timeout: the fallback pricing within the function timeout, not a 5xx', async () => {
    const { tenant, items } = await shopWithSlowCallbacks(CALLBACK_TIMEOUT_MS + 2_000);
    const started = Date.now();
    const res = await api('POST', CARTS, {
      body: { country_code: 'US', items },
      headers: { 'x-service-shop': tenant.company.subdomain },
    });

    expect(res.status, res.text).toBe(201);
    expect(Date.now() - started).toBeLessThan(createCartRoute.timeoutSeconds! * 1000);
    expect(res.body.meta.totals_stale).toBe(true);
    // The platform's own answers: the catalog's shipping and the country's 8.875 % on the item.
    expect(res.body.cart.available_shipping_methods).toEqual([expect.objectContaining({ id: 'standard', price: 300 })]);
    expect(res.body.cart.tax_total).toBe(89);
    expect([askedFor('shipping_options'), askedFor('tax_calculation')]).toEqual([1, 1]);
  }, 30_000);

  it('every cart write route has a timeout that fits both callbacks at their full timeout plus the reserve', () => {
    for (const route of [createCartRoute, updateCartRoute, addCartItemsRoute]) {
      expect(route.timeoutSeconds! * 1000, route.id).toBeGreaterThan(
        2 * CALLBACK_TIMEOUT_MS + AFTER_CALLBACKS_RESERVE_MS,
      );
    }
  });

  it("cuts each callback's deadline to the invocation's remaining time less the reserve, and skips a callback with no time left", async () => {
    const { tenant, items } = await shopWithSlowCallbacks(0);
    const { token } = await createCart(tenant, { country_code: 'US', items });
    receiver.requests.length = 0;
    receiver.respond = () => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: shippingAnswer,
      delayMs: 4_000,
    });
    const { handler } = await import('../../functions/carts/update-cart');
    const remainingMs = AFTER_CALLBACKS_RESERVE_MS + 1_500;
    const endsAt = Date.now() + remainingMs;
    const event = apiGatewayEvent({
      method: 'PATCH',
      path: `${CARTS}/${token}`,
      pathParameters: { cart_token: token },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com' }),
    });

    const result = (await handler(event, { ...testContext, getRemainingTimeInMillis: () => endsAt - Date.now() })) as {
      statusCode: number;
      body: string;
    };

    expect(result.statusCode, result.body).toBe(200);
    expect(Date.now()).toBeLessThan(endsAt - AFTER_CALLBACKS_RESERVE_MS / 2);
    expect(JSON.parse(result.body).meta.totals_stale).toBe(true);
    // Shipping was cut off at its deadline; tax, with no time left, was never called.
    expect([askedFor('shipping_options'), askedFor('tax_calculation')]).toEqual([1, 0]);
  }, 30_000);

  it('a write re-applied after losing a race asks no callback twice', async () => {
    const { tenant, items } = await shopWithSlowCallbacks(300);
    const { token } = await createCart(tenant, { country_code: 'US', items });
    receiver.requests.length = 0;

    const writes = await Promise.all([1, 2, 3].map(() => cartCall(tenant, 'POST', `/${token}/items`, { items })));

    expect(writes.map((res) => res.status)).toEqual([200, 200, 200]);
    expect((await cartCall(tenant, 'GET', `/${token}`)).body.cart.items[0].quantity).toBe(4);
    expect([askedFor('shipping_options'), askedFor('tax_calculation')]).toEqual([3, 3]);
  }, 30_000);
});
