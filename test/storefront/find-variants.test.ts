import { describe, expect, it } from 'vitest';
import { findVariants, variantKey } from '../../shared/domains/storefront/catalog/find-variants';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { companyCall, productBody, variant } from '../helpers/storefront';

describe('findVariants (catalog read for carts)', () => {
  it("answers each variant's price in the country with its product facts, and leaves out unknown or unsold ones", async () => {
    const tenant = await createTenant();
    const plan = (
      await api('POST', '/api/subscription_plans', {
        token: tenant.token,
        body: { subscription_plan: { name: 'Monthly', billing_interval: 1, billing_interval_unit: 'month' } },
      })
    ).body.subscription_plan;
    const product = (
      await companyCall(
        tenant,
        'POST',
        '/products',
        productBody('Protein Bar', {
          subscription_plan_ids: [plan.id],
          variants: [
            variant('Choc', { US: 250, DE: 230 }, { allow_subscription: true }),
            variant('Vanilla', { US: 260 }),
          ],
        }),
      )
    ).body.product;
    const [choc, vanilla] = product.variants;
    const found = await findVariants(
      tenant.company.id,
      [
        { product_id: product.id, variant_id: choc.id },
        { product_id: product.id, variant_id: vanilla.id },
        { product_id: product.id, variant_id: 1 },
        { product_id: 2, variant_id: choc.id },
      ],
      'DE',
    );
    expect([...found.keys()]).toEqual([variantKey({ product_id: product.id, variant_id: choc.id })]);
    expect(found.get(`${product.id}:${choc.id}`)).toMatchObject({
      product_title: 'Protein Bar',
      product_slug: 'protein-bar',
      variant_title: 'Choc',
      sku: 'CHOC-SKU',
      live: true,
      country: 'DE',
      currency_code: 'EUR',
      price: 230,
      subscription_price: 207,
      allow_subscription: true,
      subscription_only: false,
      subscription_plan_ids: [plan.id],
      category_ids: [],
    });
  });

  it("never reads another company's product", async () => {
    const [owner, other] = await Promise.all([createTenant(), createTenant()]);
    const product = (await companyCall(owner, 'POST', '/products', productBody('Private'))).body.product;
    expect(
      (await findVariants(other.company.id, [{ product_id: product.id, variant_id: product.variants[0].id }], 'US'))
        .size,
    ).toBe(0);
  });
});
