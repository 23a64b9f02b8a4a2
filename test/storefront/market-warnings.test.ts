import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { companyCall, productBody, variant } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

const germanOnly = (overrides: Record<string, unknown> = {}) =>
  productBody('Lederhosen', { variants: [variant('Default', { DE: 4999 })], ...overrides });

/**
 * A product saved published (or scheduled) whose variants are sold only in countries the shop does
 * not sell in is saved (the merchant may add the country next) and answered with a warning in
 * `meta.warnings`: no shopper can buy it.
 */
describe('a product published only where the shop does not sell is saved with a warning', () => {
  it('create and update answer success with `meta.warnings` naming the countries; adding the country clears it', async () => {
    const tenant = await createTenant({ country_code: 'US' });
    const created = await companyCall(tenant, 'POST', '/products', germanOnly());
    expect(created.status, created.text).toBe(201);
    expect(created.body.meta.warnings).toEqual([expect.stringMatching(/sold only in `DE`.*the shop sells in `US`/)]);

    const renamed = await companyCall(tenant, 'PUT', `/products/${created.body.product.id}`, {
      product: { title: 'Lederhosen (classic)' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.meta.warnings).toEqual([expect.stringContaining('no shopper can buy it')]);

    const added = await api('POST', '/api/company/countries', {
      token: tenant.token,
      body: { country: { iso: 'DE' } },
    });
    expect(added.status, added.text).toBe(201);
    const sellable = await companyCall(tenant, 'PUT', `/products/${created.body.product.id}`, {
      product: { title: 'Lederhosen' },
    });
    expect(sellable.status, sellable.text).toBe(200);
    expect(sellable.body.meta?.warnings).toBeUndefined();
  });

  it('a draft has nothing to warn about until it is published; a product sold in a shop country neither', async () => {
    const tenant = await createTenant({ country_code: 'US' });
    const draft = await companyCall(tenant, 'POST', '/products', germanOnly({ status: 'draft' }));
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body.meta?.warnings).toBeUndefined();

    const published = await companyCall(tenant, 'PUT', `/products/${draft.body.product.id}`, {
      product: { status: 'published' },
    });
    expect(published.status, published.text).toBe(200);
    expect(published.body.meta.warnings).toHaveLength(1);

    const sold = await companyCall(tenant, 'POST', '/products', productBody('Sold at home'));
    expect(sold.status, sold.text).toBe(201);
    expect(sold.body.meta?.warnings).toBeUndefined();
  });
});
