import { call } from './bench-tenant';

/** Base path of the checkout v2026-04 carts. */
export const CARTS = '/api/checkout/v2026-04/carts';

const ADDRESS = {
  name: 'Bench Buyer',
  country_code: 'US',
  address1: '1 Bench St',
  city: 'New York',
  postal_code: '10001',
};

/** A published US product with one variant at `price` (+ $2.50 shipping); subscribable on `planId` when given. Answers the variant id. */
export async function createBenchProduct(
  baseUrl: string,
  token: string,
  title: string,
  options: { price?: number; planId?: number } = {},
): Promise<number> {
  const price = options.price ?? 1000;
  const country = {
    country: 'US',
    price,
    shipping: 250,
    ...(options.planId === undefined ? {} : { subscription_price: Math.round(price * 0.8) }),
  };
  const product = {
    title,
    status: 'published',
    public: true,
    variants: [{ title: 'Default', allow_subscription: options.planId !== undefined, countries: [country] }],
    ...(options.planId === undefined ? {} : { subscription_plan_ids: [options.planId] }),
  };
  return (await call(baseUrl, 'POST', '/api/v202604/company/products', token, { product })).product.variants[0]
    .id as number;
}

/**
 * A cart ready to complete, built as a shopper builds one: the items, each subscribed on `planId`
 * when given (one subscription per line at completion), then the address and standard shipping.
 * Answers its token.
 */
export async function readyCart(
  baseUrl: string,
  shop: string,
  email: string,
  items: ReadonlyArray<{ variant_id: number; quantity: number }>,
  planId?: number,
): Promise<string> {
  const { cart } = await shopperCall(baseUrl, shop, 'POST', CARTS, { country_code: 'US', email, items });
  if (planId !== undefined) {
    for (const item of cart.items as { id: number }[]) {
      await shopperCall(
        baseUrl,
        shop,
        'POST',
        `/api/public/v2025-06/commerce/carts/${cart.cart_token}/items/${item.id}/subscribe`,
        { subscription_plan_id: planId },
      );
    }
  }
  await shopperCall(baseUrl, shop, 'PATCH', `${CARTS}/${cart.cart_token}`, {
    shipping_address: ADDRESS,
    shipping_method_id: 'standard',
  });
  return cart.cart_token as string;
}

/** Completes a ready cart with the test payment method; answers the order. */
export async function completeCart(
  baseUrl: string,
  shop: string,
  cartToken: string,
): Promise<{ id: number; items: { id: number }[] }> {
  return (
    // The consent a cart with subscribed lines needs; a one-time cart ignores it.
    (
      await shopperCall(baseUrl, shop, 'POST', `${CARTS}/${cartToken}/complete`, {
        payment_method: { type: 'test' },
        recurring_terms_accepted: true,
      })
    ).order
  );
}

/** One shopper call naming the shop with `X-Service-Shop`; anything but a 2xx fails the run with the answer in the message. */
export async function shopperCall(
  baseUrl: string,
  shop: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<any> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'x-service-shop': shop, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}
