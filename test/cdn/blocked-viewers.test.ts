import { beforeAll, describe, expect, it } from 'vitest';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { viaCdn } from '../helpers/cdn';
import { apiFrom, freshAddress } from '../helpers/source-address';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme } from '../helpers/themes';
import { api } from '../helpers/http';

/**
 * A shop's `blocked_ips` behind its distribution: the gateway's `sourceIp` is CloudFront's there,
 * so the site functions read the viewer's address from `CloudFront-Viewer-Address`, but only on a
 * request that carries the distribution's origin secret. Each viewer is a loopback address of its
 * own (the address CloudFront sees of the connection).
 */
describe('blocked addresses behind the storefront distribution', () => {
  let shop: Tenant;
  const blocked = freshAddress();
  let allowed = freshAddress();
  while (allowed === blocked) allowed = freshAddress();

  beforeAll(async () => {
    shop = await createTenant();
    await seedTheme(shop, demoThemeFiles);
    const saved = await api('PUT', '/api/v202604/company/storefront_settings', {
      token: shop.token,
      body: { storefront_settings: { blocked_ips: [blocked] } },
    });
    expect(saved.status, saved.text).toBe(200);
  });

  it('refuses a blocked viewer through the distribution, though the API sees CloudFront’s address', async () => {
    const refused = await viaCdn(shop, 'GET', '/', { from: blocked });
    expect(refused.status, refused.text).toBe(403);
    expect(JSON.parse(refused.text)).toEqual({ message: expect.stringContaining('your address') });
    expect((await viaCdn(shop, 'GET', '/', { from: allowed })).status).toBe(200);
  });

  it('takes the viewer address from CloudFront, never from what the viewer sent in its header', async () => {
    const spoofed = await viaCdn(shop, 'GET', '/', {
      from: blocked,
      headers: { 'cloudfront-viewer-address': `${allowed}:443`, 'x-forwarded-for': allowed },
    });
    expect(spoofed.status).toBe(403);
  });

  it('does not trust CloudFront-Viewer-Address on a request straight to the API (no origin secret): sourceIp decides', async () => {
    const headers = { 'x-service-shop': shop.company.subdomain, accept: 'text/html' };
    const spoofingBlocked = await apiFrom(allowed, 'GET', '/', {
      headers: { ...headers, 'cloudfront-viewer-address': `${blocked}:443`, 'x-origin-secret': 'a guess' },
    });
    expect(spoofingBlocked.status).toBe(200);
    const spoofingAllowed = await apiFrom(blocked, 'GET', '/', {
      headers: { ...headers, 'cloudfront-viewer-address': `${allowed}:443` },
    });
    expect(spoofingAllowed.status).toBe(403);
  });

  it('never stores a page of a shop that blocks addresses, so a blocked viewer cannot get it from the edge', async () => {
    const first = await viaCdn(shop, 'GET', '/', { from: allowed });
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect((await viaCdn(shop, 'GET', '/', { from: blocked })).status).toBe(403);
  });
});
