import { inject } from 'vitest';
import { api, type ApiResponse } from './http';
import type { Tenant } from './tenant';

const V = '/api/v202604';

/** A variant sold in the given countries at `price` minor units each (currency from the country). */
export function variant(title: string, prices: Record<string, number>, extra: Record<string, unknown> = {}) {
  return {
    title,
    sku: `${title.toUpperCase().replace(/\W+/g, '-')}-SKU`,
    countries: Object.entries(prices).map(([country, price]) => ({
      country,
      price,
      subscription_price: Math.round(price * 0.9),
    })),
    ...extra,
  };
}

/** Body of a product create: one variant sold in the US and Germany unless overridden. */
export function productBody(title: string, overrides: Record<string, unknown> = {}) {
  return {
    product: {
      title,
      status: 'published',
      public: true,
      variants: [variant('Default', { US: 1999, DE: 1799 })],
      ...overrides,
    },
  };
}

/** Creates an item of `plural` through the company API and returns the answered item. */
export async function createItem(
  tenant: Tenant,
  plural: string,
  bodyKey: string,
  fields: Record<string, unknown>,
): Promise<any> {
  const response = await api('POST', `${V}/company/${plural}`, { token: tenant.token, body: { [bodyKey]: fields } });
  if (response.status !== 201) throw new Error(`create ${plural} → ${response.status} ${response.text}`);
  return response.body[bodyKey];
}

/** Public storefront GET naming the shop with `X-Service-Shop`. */
export function shopGet<T = any>(
  tenant: Tenant,
  path: string,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  return api<T>('GET', `${V}${path}`, { headers: { 'x-service-shop': tenant.company.subdomain, ...headers } });
}

/** Company storefront call with the tenant's full token. */
export function companyCall<T = any>(
  tenant: Tenant,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse<T>> {
  return api<T>(method, `${V}/company${path}`, { token: tenant.token, body });
}

/** Every row of a public or company list, following cursors; fails on an empty page with a cursor. */
export async function collectPages(
  fetchPage: (cursor?: string) => Promise<ApiResponse>,
  key: string,
): Promise<{ rows: any[]; pages: number }> {
  const rows: any[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await fetchPage(cursor);
    if (response.status !== 200) throw new Error(`page ${pages + 1} → ${response.status} ${response.text}`);
    pages++;
    cursor = response.body.meta.pagination.next_cursor ?? undefined;
    if (cursor && response.body[key].length === 0) throw new Error('empty page with a non-null cursor');
    rows.push(...response.body[key]);
  } while (cursor && pages < 100);
  return { rows, pages };
}

/** Moves the company's storefront clock forward (local runtime hook). */
export async function advanceClock(tenant: Tenant, seconds: number): Promise<void> {
  const response = await fetch(
    `${inject('baseUrl')}/_local/storefront/clock/advance?company_id=${tenant.company.id}&seconds=${seconds}`,
    { method: 'POST' },
  );
  if (response.status !== 200) throw new Error(`clock advance → ${response.status}`);
}
