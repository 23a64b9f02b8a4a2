import { describe, expect, it } from 'vitest';
import { createTenant } from '../helpers/tenant';
import { companyCall, createItem, productBody } from '../helpers/storefront';

describe('concurrent storefront writes are retried, never lost', () => {
  it('parallel updates of one product all succeed and the last state is one of them', async () => {
    const tenant = await createTenant();
    const product = (await companyCall(tenant, 'POST', '/products', productBody('Busy'))).body.product;
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((priority) =>
        companyCall(tenant, 'PUT', `/products/${product.id}`, { product: { priority } }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const final = (await companyCall(tenant, 'GET', `/products/${product.id}`)).body.product;
    expect([1, 2, 3, 4, 5]).toContain(final.priority);
  });

  it('adding one product to several categories at once keeps every membership', async () => {
    const tenant = await createTenant();
    const product = (await companyCall(tenant, 'POST', '/products', productBody('Popular'))).body.product;
    const owners = await Promise.all(
      ['A', 'B', 'C', 'D'].map((title) => createItem(tenant, 'categories', 'category', { title })),
    );
    const responses = await Promise.all(
      owners.map((owner) =>
        companyCall(tenant, 'PUT', `/categories/${owner.id}`, { category: { product_ids: [product.id] } }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const final = (await companyCall(tenant, 'GET', `/products/${product.id}`)).body.product;
    expect([...final.category_ids].sort()).toEqual(owners.map((owner) => owner.id).sort());
  });
});
