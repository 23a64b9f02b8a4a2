import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { companyCall, productBody } from '../helpers/storefront';
import { request } from 'node:http';
import { inject } from 'vitest';
import { shopFromHost } from '../../shared/domains/storefront/resolve-shop';

function getWithHost(path: string, host: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(`${inject('baseUrl')}${path}`, { headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant();
  await companyCall(tenant, 'POST', '/products', productBody('Sunscreen'));
});

const titles = (response: any) => response.body.products.map((p: any) => p.title);

describe('public shop identification', () => {
  it('X-Service-Shop header names the shop', async () => {
    const response = await api('GET', '/api/v202604/products', {
      headers: { 'x-service-shop': tenant.company.subdomain },
    });
    expect(response.status).toBe(200);
    expect(titles(response)).toEqual(['Sunscreen']);
  });

  it('the Host subdomain of the storefront domain names the shop (browser)', async () => {
    // fetch() may not set Host; a browser on the shop's domain does, so send it with node:http.
    const response = await getWithHost('/api/v202604/products', `${tenant.company.subdomain}.localhost:3000`);
    expect(response.status).toBe(200);
    expect(titles(response)).toEqual(['Sunscreen']);
  });

  it('a public token names its shop', async () => {
    const pub = await tenant.tokenWith({ kind: 'public', permissions: ['storefront.view'] });
    const response = await api('GET', '/api/v202604/products', { token: pub });
    expect(titles(response)).toEqual(['Sunscreen']);
  });

  it.each([
    ['an unknown shop header', { 'x-service-shop': 'no-such-shop-here' }],
    ['no shop at all', {}],
  ])('%s is a 404 envelope', async (_case, headers) => {
    const response = await api('GET', '/api/v202604/products', { headers });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      error_message: expect.stringContaining('Shop'),
      errors: null,
      meta: { request_id: expect.any(String) },
    });
  });

  it('an unknown host subdomain is a 404 envelope', async () => {
    const response = await getWithHost('/api/v202604/products', 'no-such-shop-here.localhost');
    expect(response.status).toBe(404);
    expect(response.body.error_message).toContain('Shop');
  });

  it('an invalid token is a 401', async () => {
    expect((await api('GET', '/api/v202604/products', { token: 'pub_notarealtoken' })).status).toBe(401);
  });

  it('reads the shop label only from a direct subdomain of the storefront domain', () => {
    expect(shopFromHost('acme.shops.example.com', 'shops.example.com')).toBe('acme');
    expect(shopFromHost('ACME.localhost:3000', 'localhost')).toBe('acme');
    expect(shopFromHost('a.b.localhost', 'localhost')).toBeUndefined();
    expect(shopFromHost('localhost', 'localhost')).toBeUndefined();
    expect(shopFromHost('evil-localhost', 'localhost')).toBeUndefined();
  });
});
