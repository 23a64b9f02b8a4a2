import { beforeAll, describe, expect, it } from 'vitest';
import { pathRoutes } from '../../functions/manifest';
import type { RouteDefinition } from '../../shared/edge/http/route';
import { api, type ApiResponse } from '../helpers/http';
import { concretePath, walkBody } from '../helpers/route-walk';
import { companyCall, productBody } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';

/**
 * The declared public set: routes that take no company bearer (public storefront reads naming the
 * shop, checkout by cart token, sign-up and sign-in, the docs and the rendered site). A public
 * token may get a 2xx only there; every bearer route is a company endpoint and answers it 403.
 */
// A member route is the field's own data: a public token answers 403 there as on company endpoints.
const isPublicRoute = (route: RouteDefinition) => route.auth.kind !== 'bearer' && route.auth.kind !== 'member';
const label = (route: RouteDefinition) => `${route.method} ${route.path}`;

let tenant: Tenant;
let publicToken: string;

beforeAll(async () => {
  tenant = await createTenant();
  // What a public token must never reveal (a draft, with the sample slug the walk asks for) next to what it may.
  await companyCall(tenant, 'POST', '/products', productBody('Sample', { status: 'draft' }));
  await companyCall(tenant, 'POST', '/products', productBody('Live Lotion'));
  const created = await api('POST', '/api/company/api_tokens', {
    token: tenant.token,
    body: { api_token: { kind: 'public', name: 'Storefront widget' } },
  });
  if (created.status !== 201) throw new Error(`public token: ${created.status} ${created.text}`);
  publicToken = created.body.api_token.token;
});

describe('public token walk: a pub_ token gets a 2xx only from the declared public set', () => {
  it('walks both sides of the manifest (company endpoints and public reads)', () => {
    expect(pathRoutes.filter((route) => !isPublicRoute(route)).map((route) => route.id)).toEqual(
      expect.arrayContaining(['getCompany', 'listLegacyCompanyMedia', 'listCompanyProducts', 'launchDroplet']),
    );
    expect(pathRoutes.filter(isPublicRoute).some((route) => route.auth.kind === 'shop')).toBe(true);
  });

  it.each(pathRoutes.filter((route) => !isPublicRoute(route)).map((route) => [label(route), route] as const))(
    '%s → 403 {message}',
    async (_name, route) => {
      const res = await api(route.method, concretePath(route), { token: publicToken, body: walkBody(route) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: expect.stringContaining('public token') });
    },
  );

  it.each(
    pathRoutes
      .filter((route) => route.auth.kind === 'shop' && route.method === 'GET')
      .map((route) => [label(route), route] as const),
  )('%s shows a public token exactly what an anonymous visitor of the shop sees', async (_name, route) => {
    const withToken = await api('GET', concretePath(route), { token: publicToken });
    const anonymous = await api('GET', concretePath(route), {
      headers: { 'x-service-shop': tenant.company.subdomain },
    });
    expect(withToken.status).toBe(anonymous.status);
    expect(withoutMeta(withToken)).toEqual(withoutMeta(anonymous));
  });
});

describe('a public token does not read drafts', () => {
  it('lists only the live product on the public storefront; the company list that shows drafts answers 403', async () => {
    const publicList = await api('GET', '/api/v202604/products', { token: publicToken });
    expect(publicList.body.products.map((product: { title: string }) => product.title)).toEqual(['Live Lotion']);
    expect((await api('GET', '/api/v202604/products/sample', { token: publicToken })).status).toBe(404);
    expect((await api('GET', '/api/v202604/company/products', { token: publicToken })).status).toBe(403);
  });
});

function withoutMeta(response: ApiResponse): unknown {
  if (typeof response.body !== 'object' || response.body === null) return response.body;
  const { meta: _meta, ...rest } = response.body as Record<string, unknown>;
  return rest;
}
