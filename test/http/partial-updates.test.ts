import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { companyCall, productBody } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';

/**
 * docs/api.md "Partial updates": a field left out of an update keeps its value, null clears it,
 * and an object of named settings follows the same rule key by key. Each case writes one key,
 * updates another, and reads the first back.
 */
let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant();
});

describe('PUT /api/v202604/company/storefront_settings: checkout flags', () => {
  const put = (checkout: Record<string, boolean>) =>
    api('PUT', '/api/v202604/company/storefront_settings', {
      token: tenant.token,
      body: { storefront_settings: { checkout } },
    });

  it('a flag left out keeps its value', async () => {
    expect((await put({ hide_volume_on_customer_surfaces: true, require_phone: true })).status).toBe(200);
    const updated = await put({ require_billing_zip: true });
    expect(updated.status, updated.text).toBe(200);
    const read = await api('GET', '/api/v202604/company/storefront_settings', { token: tenant.token });
    expect(read.body.storefront_settings.checkout).toEqual({
      require_phone: true,
      require_billing_zip: true,
      collect_email_marketing: true,
      collect_sms_marketing: false,
      hide_volume_on_customer_surfaces: true,
    });
  });
});

describe('PUT /api/v202604/company/<family>/{id}: seo', () => {
  it('a key of `seo` left out keeps its value, null clears it, `seo: null` clears both', async () => {
    const created = await companyCall(
      tenant,
      'POST',
      '/products',
      productBody('Night Cream', { seo: { title: 'Night Cream | Shop', description: 'Rich and calm' } }),
    );
    const id = created.body.product.id;
    const put = (seo: unknown) => companyCall(tenant, 'PUT', `/products/${id}`, { product: { seo } });
    expect((await put({ title: 'Renamed' })).status).toBe(200);
    const read = async () => (await companyCall(tenant, 'GET', `/products/${id}`)).body.product.seo;
    expect(await read()).toEqual({ title: 'Renamed', description: 'Rich and calm' });
    expect((await put({ description: null })).status).toBe(200);
    expect(await read()).toEqual({ title: 'Renamed', description: null });
    expect((await put(null)).status).toBe(200);
    expect(await read()).toBeNull();
  });
});
