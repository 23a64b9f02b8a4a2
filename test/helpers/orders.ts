import { api, type ApiResponse } from './http';
import { cartCall, createCart, createProduct } from './checkout';
import type { Tenant } from './tenant';

/** Base path of the orders API. */
export const ORDERS = '/api/v202604/orders';

const address = {
  name: 'Ada Lovelace',
  country_code: 'US',
  address1: '1 Main St',
  city: 'New York',
  postal_code: '10001',
};

/** A product the order helpers sell: one variant at $10 (+ $2.50 shipping per unit) in the US, with optional tracked stock. */
export async function sellable(
  tenant: Tenant,
  title = 'Serum',
  stock: { track_quantity?: boolean; inventory_quantity?: number } = {},
) {
  return createProduct(tenant, title, [{ title: '30 ml', prices: { US: { price: 1000, shipping: 250 } }, ...stock }]);
}

type Lines = { product: { id: number; variantIds: number[] }; quantity: number }[];

/** Places an order through the checkout API (cart, address, shipping, complete) and answers it as the checkout did. */
export async function placeOrder(
  tenant: Tenant,
  lines: Lines,
  options: { email?: string; discount?: string; language?: string } = {},
): Promise<any> {
  return checkOut(tenant, await readyCart(tenant, lines, options));
}

/** A cart ready to check out (items, address, standard shipping, optional code); answers its token. */
export async function readyCart(
  tenant: Tenant,
  lines: Lines,
  options: { email?: string; discount?: string; language?: string } = {},
): Promise<string> {
  const items = lines.map(({ product, quantity }) => ({
    product_id: product.id,
    variant_id: product.variantIds[0]!,
    quantity,
  }));
  const { token } = await createCart(tenant, {
    country_code: 'US',
    email: options.email ?? 'buyer@example.com',
    items,
    ...(options.language ? { language_iso: options.language } : {}),
  });
  const patched = await cartCall(tenant, 'PATCH', `/${token}`, {
    shipping_address: address,
    shipping_method_id: 'standard',
  });
  if (patched.status !== 200) throw new Error(`patch cart → ${patched.status} ${patched.text}`);
  if (options.discount) {
    const applied = await cartCall(tenant, 'POST', `/${token}/discount`, { discount_code: options.discount });
    if (applied.status !== 200) throw new Error(`apply discount → ${applied.status} ${applied.text}`);
  }
  return token;
}

/** Completes a ready cart; throws unless 201, answers the order with the completed cart under `cart`. */
export async function checkOut(tenant: Tenant, token: string): Promise<any> {
  const completed = await cartCall(tenant, 'POST', `/${token}/complete`, { payment_method: { type: 'test' } });
  if (completed.status !== 201) throw new Error(`complete → ${completed.status} ${completed.text}`);
  return { ...completed.body.order, cart: completed.body.cart };
}

/** Calls the orders API with the tenant's company token (or `token`). */
export function orderCall<T = any>(
  tenant: Tenant,
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  return api<T>(method, `${ORDERS}${path}`, { token: options.token ?? tenant.token, body, headers: options.headers });
}
