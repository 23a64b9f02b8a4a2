import { api, type ApiResponse } from './http';
import { createItem } from './storefront';
import { createTenant, type Tenant } from './tenant';

/** Base path of the checkout surface's carts. */
export const CARTS = '/api/checkout/v2026-04/carts';

/** A shop selling in the US (8.875 % tax on top) and Germany (19 % MwSt. included in prices), home country Canada. */
export async function createShop(): Promise<Tenant> {
  const tenant = await createTenant({ country_code: 'CA' });
  for (const country of [
    { iso: 'US', tax_enabled: true, tax_standard_rate: 8.875, price_inclusive_of_tax: false },
    {
      iso: 'DE',
      tax_enabled: true,
      tax_standard_rate: 19,
      price_inclusive_of_tax: true,
      price_inclusive_tax_name: 'MwSt.',
    },
  ]) {
    const res = await api('POST', '/api/company/countries', { token: tenant.token, body: { country } });
    if (res.status !== 201) throw new Error(`add country → ${res.status} ${res.text}`);
  }
  return tenant;
}

/** A variant's stock fields as a product write takes them. */
export interface VariantStock {
  track_quantity?: boolean;
  inventory_quantity?: number;
  keep_selling?: boolean;
}

/** A published product with one variant per entry; `prices` per country in minor units, with per-unit shipping. */
export async function createProduct(
  tenant: Tenant,
  title: string,
  variants: ({
    title?: string;
    prices: Record<string, { price: number; shipping?: number; subscription_price?: number }>;
    allow_subscription?: boolean;
    subscription_only?: boolean;
    shipping_included_in_price?: boolean;
  } & VariantStock)[],
  extra: Record<string, unknown> = {},
): Promise<{ id: number; variantIds: number[] }> {
  const product = await createItem(tenant, 'products', 'product', {
    title,
    status: 'published',
    public: true,
    variants: variants.map((variant, index) => ({
      title: variant.title ?? `Variant ${index + 1}`,
      sku: `${title.replace(/\W+/g, '-').toUpperCase()}-${index + 1}`,
      allow_subscription: variant.allow_subscription,
      subscription_only: variant.subscription_only,
      shipping_included_in_price: variant.shipping_included_in_price,
      track_quantity: variant.track_quantity,
      inventory_quantity: variant.inventory_quantity,
      keep_selling: variant.keep_selling,
      countries: Object.entries(variant.prices).map(([country, price]) => ({
        country,
        price: price.price,
        shipping: price.shipping ?? null,
        subscription_price: price.subscription_price ?? null,
      })),
    })),
    ...extra,
  });
  return { id: product.id, variantIds: product.variants.map((variant: { id: number }) => variant.id) };
}

/** Calls a cart route naming the shop with X-Service-Shop. */
export function cartCall<T = any>(
  tenant: Tenant,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  return api<T>(method, path.startsWith('/api/') ? path : `${CARTS}${path}`, {
    body,
    headers: { 'x-service-shop': tenant.company.subdomain, ...headers },
  });
}

/** Creates a cart and returns its token and body; throws unless 201. */
export async function createCart(
  tenant: Tenant,
  body: Record<string, unknown>,
): Promise<{ token: string; cart: any; res: ApiResponse }> {
  const res = await cartCall(tenant, 'POST', '', body);
  if (res.status !== 201) throw new Error(`create cart → ${res.status} ${res.text}`);
  return { token: res.body.cart.cart_token, cart: res.body.cart, res };
}
