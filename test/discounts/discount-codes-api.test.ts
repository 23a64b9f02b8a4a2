import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const path = '/api/company/discount_codes';
const create = (token: string, discount: Record<string, unknown>) =>
  api('POST', path, { token, body: { discount_code: discount } });

describe('discount codes admin (/api/company/discount_codes)', () => {
  it('201 with defaults for a percentage code on the whole cart', async () => {
    const tenant = await createTenant();
    const res = await create(tenant.token, { code: 'Spring10', kind: 'percentage', percentage: 10 });
    expect(res.status).toBe(201);
    expect(res.body.discount_code).toEqual({
      id: expect.any(Number),
      code: 'Spring10',
      description: null,
      kind: 'percentage',
      percentage: 10,
      amounts: {},
      applies_to: 'cart',
      target_ids: [],
      minimum_subtotal: {},
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      usage_limit_per_customer: null,
      usage_count: 0,
      active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('keeps codes unique per company case-insensitively, on create and on rename; other companies may reuse them', async () => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    await create(tenant.token, { code: 'WELCOME', kind: 'free_shipping' });
    const clash = await create(tenant.token, { code: 'welcome', kind: 'free_shipping' });
    expect(clash.status).toBe(422);
    expect(clash.body.errors['discount_code.code'][0]).toContain('already');
    expect((await create(other.token, { code: 'welcome', kind: 'free_shipping' })).status).toBe(201);

    const second = (await create(tenant.token, { code: 'SAVE5', kind: 'fixed_amount', amounts: { USD: 500 } })).body
      .discount_code;
    const rename = await api('PUT', `${path}/${second.id}`, {
      token: tenant.token,
      body: { discount_code: { code: 'Welcome' } },
    });
    expect(rename.status).toBe(422);
    const renamed = await api('PUT', `${path}/${second.id}`, {
      token: tenant.token,
      body: { discount_code: { code: 'save-five' } },
    });
    expect(renamed.body.discount_code).toMatchObject({ code: 'save-five', amounts: { USD: 500 } });
    // The old code is free again.
    expect((await create(tenant.token, { code: 'save5', kind: 'free_shipping' })).status).toBe(201);
  });

  it('lists with offset pagination, shows and deletes (the code can be created again)', async () => {
    const tenant = await createTenant();
    for (const code of ['A1', 'B2', 'C3']) await create(tenant.token, { code, kind: 'free_shipping' });
    const page = await api('GET', `${path}?page=1&per_page=2`, { token: tenant.token });
    expect(page.body.discount_codes.map((d: { code: string }) => d.code)).toEqual(['A1', 'B2']);
    expect(page.body.meta.pagination).toEqual({ page: 1, per_page: 2, total_count: 3, total_pages: 2 });
    const id = page.body.discount_codes[0].id;
    expect((await api('GET', `${path}/${id}`, { token: tenant.token })).body.discount_code.code).toBe('A1');
    expect((await api('DELETE', `${path}/${id}`, { token: tenant.token })).status).toBe(200);
    expect((await api('GET', `${path}/${id}`, { token: tenant.token })).status).toBe(404);
    expect((await create(tenant.token, { code: 'a1', kind: 'free_shipping' })).status).toBe(201);
  });

  it.each([
    ['a percentage code without percentage', { code: 'P', kind: 'percentage' }, 'discount_code.percentage'],
    ['a percentage over 100', { code: 'P', kind: 'percentage', percentage: 101 }, 'discount_code.percentage'],
    ['a fixed code without amounts', { code: 'F', kind: 'fixed_amount' }, 'discount_code.amounts'],
    [
      'an amount in an unknown currency',
      { code: 'F', kind: 'fixed_amount', amounts: { XXY: 5 } },
      'discount_code.amounts.XXY',
    ],
    ['a fractional amount', { code: 'F', kind: 'fixed_amount', amounts: { USD: 1.5 } }, 'discount_code.amounts.USD'],
    [
      'a product scope without targets',
      { code: 'S', kind: 'free_shipping', applies_to: 'products' },
      'discount_code.target_ids',
    ],
    ['targets on a cart scope', { code: 'S', kind: 'free_shipping', target_ids: [1] }, 'discount_code.target_ids'],
    [
      'an end before the start',
      { code: 'T', kind: 'free_shipping', starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-04-01T00:00:00Z' },
      'discount_code.ends_at',
    ],
    ['a code with spaces', { code: 'TWO WORDS', kind: 'free_shipping' }, 'discount_code.code'],
    ['a usage_count', { code: 'U', kind: 'free_shipping', usage_count: 5 }, 'discount_code.usage_count'],
  ])('422 naming the field for %s', async (_case, discount, field) => {
    const tenant = await createTenant();
    const res = await create(tenant.token, discount);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('isolates companies and needs storefront.update to write', async () => {
    const [owner, other] = await Promise.all([createTenant(), createTenant()]);
    const discount = (await create(owner.token, { code: 'MINE', kind: 'free_shipping' })).body.discount_code;
    expect((await api('GET', `${path}/${discount.id}`, { token: other.token })).status).toBe(404);
    const viewer = await owner.tokenWith({ permissions: ['storefront.view'] });
    expect((await create(viewer, { code: 'X', kind: 'free_shipping' })).status).toBe(403);
  });
});
