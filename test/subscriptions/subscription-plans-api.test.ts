import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { companyCall, productBody } from '../helpers/storefront';

const monthly = { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' };
const create = (token: string, plan: Record<string, unknown>) =>
  api('POST', '/api/subscription_plans', { token, body: { subscription_plan: plan } });

describe('subscription plans (/api/subscription_plans)', () => {
  it('201 {subscription_plan} with every plan field, defaults filled and derived labels', async () => {
    const tenant = await createTenant();
    const res = await create(tenant.token, { ...monthly, billing_interval: 2, savings_label: 'Subscribe & save' });
    expect(res.status).toBe(201);
    expect(res.body.subscription_plan).toEqual({
      id: expect.any(Number),
      name: 'Monthly',
      billing_interval: 2,
      billing_interval_unit: 'month',
      billing_interval_unit_identifier: 'P2M',
      billing_frequency_in_words: 'Every 2 months',
      shipping_interval: 2,
      shipping_interval_unit: 'month',
      volume_interval: 2,
      volume_interval_unit: 'month',
      trial_period: 0,
      trial_period_unit: 'day',
      split_volume: false,
      apply_to_volume: true,
      allow_max_billing_cycles: false,
      max_billing_cycles: null,
      savings_display_mode: 'percentage',
      savings_label: 'Subscribe & save',
      company_default: false,
      active: true,
      customer_change_cutoff_hours: 24,
      customer_min_cycles: null,
      products_count: 0,
      subscribers_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('lists with offset pagination, shows, updates the fields sent and deletes', async () => {
    const tenant = await createTenant();
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C'])
      ids.push((await create(tenant.token, { ...monthly, name })).body.subscription_plan.id);
    const page2 = await api('GET', '/api/subscription_plans?page=2&per_page=2', { token: tenant.token });
    expect(page2.body.subscription_plans.map((plan: { name: string }) => plan.name)).toEqual(['C']);
    expect(page2.body.meta.pagination).toEqual({ page: 2, per_page: 2, total_count: 3, total_pages: 2 });

    const updated = await api('PUT', `/api/subscription_plans/${ids[0]}`, {
      token: tenant.token,
      body: { subscription_plan: { name: 'Quarterly', billing_interval: 3 } },
    });
    expect(updated.body.subscription_plan).toMatchObject({
      name: 'Quarterly',
      billing_interval: 3,
      billing_interval_unit: 'month',
      billing_frequency_in_words: 'Every 3 months',
    });
    expect(
      (await api('GET', `/api/subscription_plans/${ids[0]}`, { token: tenant.token })).body.subscription_plan.name,
    ).toBe('Quarterly');

    expect(
      (await api('DELETE', `/api/subscription_plans/${ids[1]}`, { token: tenant.token })).body.subscription_plan.id,
    ).toBe(ids[1]);
    expect((await api('GET', `/api/subscription_plans/${ids[1]}`, { token: tenant.token })).status).toBe(404);
  });

  it('keeps at most one company default: a new default clears the previous one', async () => {
    const tenant = await createTenant();
    const first = (await create(tenant.token, { ...monthly, company_default: true })).body.subscription_plan;
    const second = (
      await create(tenant.token, { ...monthly, name: 'Weekly', billing_interval_unit: 'week', company_default: true })
    ).body.subscription_plan;
    expect(
      (await api('GET', `/api/subscription_plans/${first.id}`, { token: tenant.token })).body.subscription_plan
        .company_default,
    ).toBe(false);
    await api('PUT', `/api/subscription_plans/${first.id}`, {
      token: tenant.token,
      body: { subscription_plan: { company_default: true } },
    });
    expect(
      (await api('GET', `/api/subscription_plans/${second.id}`, { token: tenant.token })).body.subscription_plan
        .company_default,
    ).toBe(false);
  });

  it.each([
    ['a missing name', { billing_interval: 1, billing_interval_unit: 'month' }, 'subscription_plan.name'],
    ['an unknown unit', { ...monthly, billing_interval_unit: 'fortnight' }, 'subscription_plan.billing_interval_unit'],
    ['a zero interval', { ...monthly, billing_interval: 0 }, 'subscription_plan.billing_interval'],
    [
      'max cycles allowed but not given',
      { ...monthly, allow_max_billing_cycles: true },
      'subscription_plan.max_billing_cycles',
    ],
    ['an unknown field', { ...monthly, price: 5 }, 'subscription_plan.price'],
  ])('422 naming the field for %s', async (_case, plan, field) => {
    const tenant = await createTenant();
    const res = await create(tenant.token, plan);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('attaches to products through the catalog: products_count counts them, the product filter sees them, unknown plans are refused', async () => {
    const tenant = await createTenant();
    const plan = (await create(tenant.token, monthly)).body.subscription_plan;
    for (const title of ['Serum', 'Mask'])
      expect(
        (await companyCall(tenant, 'POST', '/products', productBody(title, { subscription_plan_ids: [plan.id] })))
          .status,
      ).toBe(201);
    const third = await companyCall(tenant, 'POST', '/products', productBody('Soap'));
    expect(
      (await api('GET', `/api/subscription_plans/${plan.id}`, { token: tenant.token })).body.subscription_plan
        .products_count,
    ).toBe(2);

    await companyCall(tenant, 'PUT', `/products/${third.body.product.id}`, {
      product: { subscription_plan_ids: [plan.id] },
    });
    expect(
      (await api('GET', '/api/subscription_plans', { token: tenant.token })).body.subscription_plans[0].products_count,
    ).toBe(3);
    const filtered = await companyCall(tenant, 'GET', '/products?filter[has_subscription_plans]=true');
    expect(filtered.body.products).toHaveLength(3);

    const unknown = await companyCall(
      tenant,
      'POST',
      '/products',
      productBody('Ghost', { subscription_plan_ids: [plan.id + 1] }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty(['product.subscription_plan_ids']);
  });

  it("isolates companies: another company's plan is 404", async () => {
    const [owner, other] = await Promise.all([createTenant(), createTenant()]);
    const plan = (await create(owner.token, monthly)).body.subscription_plan;
    expect((await api('GET', `/api/subscription_plans/${plan.id}`, { token: other.token })).status).toBe(404);
    expect((await api('DELETE', `/api/subscription_plans/${plan.id}`, { token: other.token })).status).toBe(404);
  });

  it('needs storefront.update to write (403) and a token at all (401)', async () => {
    const tenant = await createTenant();
    const viewer = await tenant.tokenWith({ permissions: ['storefront.view'] });
    expect((await create(viewer, monthly)).status).toBe(403);
    expect((await api('GET', '/api/subscription_plans', { token: viewer })).status).toBe(200);
    expect((await api('GET', '/api/subscription_plans')).status).toBe(401);
  });
});
